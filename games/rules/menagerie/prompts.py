"""The question each seat is asked, worded for a person reading an email or a web page.

Prompt ids: ``draft-benefactor`` / ``draft-showcase`` (once per seat per game) and
``t{turn}-{step}-{takes}`` during a turn, where ``takes`` counts the insects taken so far
this turn: unique per decision point.
"""

from __future__ import annotations

from games.engine import Option, Prompt
from games.rules.menagerie.cards import DISCOVER_COST, INSECTS
from games.rules.menagerie.choices import terrarium_name
from games.rules.menagerie.flow import Decision, decision, prompt_id
from games.rules.menagerie.options import showcases_hidden
from games.rules.menagerie.state import State, locate


def _text(state: State, seat: int, step: str) -> str:
    if step == "draft-benefactor":
        return (
            "Choose the Benefactor card you keep; the other goes back to the box. Everyone "
            "chooses in secret and the kept cards are revealed when all have chosen."
        )
    if step == "draft-showcase":
        hidden = (
            " Your Showcase stays hidden from the others until the game ends."
            if showcases_hidden(state["options"])
            else ""
        )
        return f"Choose the Showcase card you keep; the other goes back to the box.{hidden}"
    turn = state["turn"]
    tokens = state["players"][seat]["discovery"]
    if step == "unlock":
        return (
            f"Turn {turn['number']}: you took 2 Discovery tokens and now have {tokens}. Place "
            "the Key: which terrarium do you unlock this turn? The other two stay locked."
        )
    unlocked = terrarium_name(turn["unlocked"])
    if step == "take":
        return (
            f"Take an insect from the Field. It goes to the right end of {unlocked} "
            "(unlocked); a SMALL insect may instead go into a locked terrarium or to the left "
            "of any insect."
        )
    if step == "place":
        name = INSECTS[turn["hand"]].name
        return (
            f"Where does the {name} go? The right end of {unlocked} is the normal place; any "
            "other spot uses SMALL as its one trait."
        )
    if step == "trait":
        card = turn["current"]
        where = locate(state["players"][seat], card)
        spot = terrarium_name(where[0]) if where else "your terrarium"
        return (
            f"The {INSECTS[card].name} is in {spot}. You may use one of its traits now "
            f"(you have {tokens} Discovery tokens)."
        )
    return (
        f"You have {tokens} Discovery tokens. Pay {DISCOVER_COST} to take another insect "
        f"(into {unlocked}, or wherever SMALL allows) and use one of its traits, or end your "
        "turn."
    )


def build(state: State, seat: int, owed: Decision) -> Prompt:
    return Prompt(
        owed.prompt_id,
        seat,
        _text(state, seat, owed.step),
        options=tuple(Option(c.id, c.label) for c in owed.choices),
        hint={"step": owed.step},
    )


def prompts(state: State) -> dict[int, Prompt]:
    """Every seat that owes a decision now: all undecided seats in the draft, else the
    active seat (only when its step has a real choice)."""
    out: dict[int, Prompt] = {}
    for seat in range(state["seats"]):
        owed = decision(state, seat)
        if owed is not None:
            out[seat] = build(state, seat, owed)
    return out


def prompt_ids(state: State) -> dict[int, str]:
    """``prompts``' seats and ids, the prompts not built (their texts and options)."""
    out: dict[int, str] = {}
    for seat in range(state["seats"]):
        pid = prompt_id(state, seat)
        if pid is not None:
            out[seat] = pid
    return out
