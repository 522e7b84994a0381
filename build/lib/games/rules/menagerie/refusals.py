"""Why a choice is refused, as a sentence a player understands, with what to do instead."""

from __future__ import annotations

from games.rules.menagerie.cards import (
    BIG_COST,
    DISCOVER_COST,
    INSECTS,
    IRIDESCENT_COST,
    SPACES,
    TERRARIUMS,
)
from games.rules.menagerie.flow import Decision
from games.rules.menagerie.state import State


def _take(state: State, seat: int, step: str, space: str) -> str:
    card = state["field"][space]
    if card is None:
        return f"Field space {space} is empty."
    tokens = state["players"][seat]["discovery"]
    if step == "discover" and tokens < DISCOVER_COST:
        return f"Taking another insect costs {DISCOVER_COST} Discovery tokens; you have {tokens}."
    unlocked = state["turn"]["unlocked"] + 1
    return (
        f"The {INSECTS[card].name} could not be placed: terrarium {unlocked} (unlocked) is "
        "full and only a SMALL insect may go into a locked terrarium."
    )


def _trait(state: State, seat: int, choice: str) -> str:
    card = INSECTS[state["turn"]["current"]]
    trait = choice.split("-")[0]
    tokens = state["players"][seat]["discovery"]
    if trait not in card.traits:
        return f"The {card.name} does not have the {trait} trait."
    if trait == "IRIDESCENT":
        if state["iridescent_supply"] <= 0:
            return "The Iridescent tokens have run out, so IRIDESCENT cannot be used."
        return f"IRIDESCENT costs {IRIDESCENT_COST} Discovery token; you have {tokens}."
    if trait == "BIG":
        if tokens < BIG_COST:
            return f"BIG costs {BIG_COST} Discovery tokens; you have {tokens}."
        return (
            "BIG takes an insect from a Field space next to the one you just took from "
            "(horizontally or vertically) that you could place."
        )
    if trait == "PATTERN":
        return "PATTERN only pays when this terrarium holds an insect of a different order."
    if trait == "FIERCE":
        return (
            "FIERCE moves another insect of this terrarium to one of your locked terrariums "
            "that is not full."
        )
    return "SMALL is used when placing the insect, not afterwards."


def refusal(state: State, seat: int, owed: Decision, choice: str) -> str:
    """The reason ``choice`` is not legal at ``owed``, then the legal ids."""
    step = owed.step
    reason = f"'{choice}' is not a choice here."
    if step in ("take", "discover") and choice in SPACES:
        reason = _take(state, seat, step, choice)
    elif step == "unlock" and choice in {f"T{i + 1}" for i in range(TERRARIUMS)}:
        reason = f"Terrarium {choice[1:]} is full; a full terrarium can never receive an insect."
    elif step == "trait" and choice.split("-")[0] in (
        "PATTERN",
        "FIERCE",
        "BIG",
        "IRIDESCENT",
        "SMALL",
    ):
        reason = _trait(state, seat, choice)
    elif step == "place":
        reason = (
            "That spot is not open: only a SMALL insect may go into a locked terrarium or to the "
            "left of another insect, and a full terrarium takes no insect."
        )
    ids = ", ".join(c.id for c in owed.choices)
    return f"{reason} Choose one of: {ids}."
