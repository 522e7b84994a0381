"""The legal choices at each step of a turn: a stable id, a label and the action it means.

Ids are short and stable for email replies: ``T2`` (terrarium 2), ``A3`` (Field space),
``T1-2`` (terrarium 1, position 2), ``PATTERN``, ``IRIDESCENT``, ``BIG-B2``,
``FIERCE-MAN04-T3``, ``none`` (no trait), ``stop`` (end the turn).
Only legal choices are listed, so any listed choice may be taken.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from games.rules.menagerie import moves
from games.rules.menagerie.cards import (
    BIG_COST,
    DISCOVER_COST,
    INSECTS,
    IRIDESCENT_COST,
    insect_label,
)
from games.rules.menagerie.state import State


class Choice(NamedTuple):
    id: str
    label: str
    action: tuple[Any, ...]


def terrarium_name(index: int) -> str:
    return f"terrarium {index + 1}"


def _row_summary(row: list[str]) -> str:
    if not row:
        return "empty"
    return ", ".join(INSECTS[c].name for c in row)


def unlock_choices(state: State, seat: int) -> list[Choice]:
    terrariums = state["players"][seat]["terrariums"]
    return [
        Choice(
            f"T{i + 1}",
            f"Unlock {terrarium_name(i)} ({len(terrariums[i])}/5: {_row_summary(terrariums[i])})",
            ("unlock", i),
        )
        for i in moves.unlockable(state, seat)
    ]


def _take_label(state: State, space: str) -> str:
    return f"{space}: {insect_label(state['field'][space])}"


def take_choices(state: State, seat: int) -> list[Choice]:
    return [
        Choice(space, f"Take {_take_label(state, space)}", ("take", space))
        for space in moves.legal_takes(state, seat)
    ]


def _placement_label(state: State, seat: int, where: moves.Placement) -> str:
    row = state["players"][seat]["terrariums"][where.terrarium]
    locked = where.terrarium != state["turn"]["unlocked"]
    name = f"{terrarium_name(where.terrarium).capitalize()} ({'locked' if locked else 'unlocked'})"
    if where.position == len(row):
        spot = "at the right end"
    else:
        spot = f"to the left of {INSECTS[row[where.position]].name}"
    use = " - uses SMALL as this insect's trait" if where.small else ""
    return f"{name}, {spot} (position {where.position + 1}){use}"


def place_choices(state: State, seat: int) -> list[Choice]:
    card = state["turn"]["hand"]
    return [
        Choice(
            f"T{where.terrarium + 1}-{where.position + 1}",
            _placement_label(state, seat, where),
            ("place", where),
        )
        for where in moves.placements(state, seat, card)
    ]


def _trait_uses(state: State, seat: int) -> list[tuple[str, Any]]:
    """The usable traits of the insect just placed, as (trait, its target or None), in the
    card's order; "none" not included. Empty when the trait was already spent on a SMALL
    placement."""
    turn = state["turn"]
    if turn["step"] != "trait":
        return []
    out: list[tuple[str, Any]] = []
    for trait in INSECTS[turn["current"]].traits:
        if trait == "PATTERN" and moves.pattern_pays(state, seat):
            out.append(("PATTERN", None))
        elif trait == "IRIDESCENT" and moves.iridescent_usable(state, seat):
            out.append(("IRIDESCENT", None))
        elif trait == "BIG":
            out += [("BIG", space) for space in moves.big_targets(state, seat)]
        elif trait == "FIERCE":
            out += [("FIERCE", move) for move in moves.fierce_moves(state, seat)]
    return out


def _trait_choice(state: State, trait: str, target: Any) -> Choice:
    if trait == "PATTERN":
        return Choice("PATTERN", "Use PATTERN: gain 1 Discovery token", ("pattern",))
    if trait == "IRIDESCENT":
        return Choice(
            "IRIDESCENT",
            f"Use IRIDESCENT: pay {IRIDESCENT_COST} Discovery token for an "
            "Iridescent token (2 points)",
            ("iridescent",),
        )
    if trait == "BIG":
        return Choice(
            f"BIG-{target}",
            f"Use BIG: pay {BIG_COST} Discovery tokens and take {_take_label(state, target)}",
            ("big", target),
        )
    return Choice(
        f"FIERCE-{target.moved}-T{target.target + 1}",
        f"Use FIERCE: move {INSECTS[target.moved].name} to {terrarium_name(target.target)}",
        ("fierce", target),
    )


def trait_choices(state: State, seat: int) -> list[Choice]:
    """Usable traits of the insect just placed, then "none". Empty when the trait was
    already spent on a SMALL placement."""
    out = [_trait_choice(state, trait, target) for trait, target in _trait_uses(state, seat)]
    if out:
        out.append(Choice("none", "Use no trait", ("none",)))
    return out


def discover_choices(state: State, seat: int) -> list[Choice]:
    """Step 5: "stop" first, then each insect the seat can pay 3 tokens for."""
    spaces = moves.discover_spaces(state, seat)
    if not spaces:
        return []
    out = [Choice("stop", "Take no more insects and end your turn", ("stop",))]
    for space in spaces:
        out.append(
            Choice(
                space,
                f"Pay {DISCOVER_COST} Discovery tokens and take {_take_label(state, space)}",
                ("discover", space),
            )
        )
    return out


STEP_CHOICES = {
    "unlock": unlock_choices,
    "take": take_choices,
    "place": place_choices,
    "trait": trait_choices,
    "discover": discover_choices,
}


def turn_choices(state: State) -> list[Choice]:
    """The choices of the active turn's current step (may be 0 or 1: then it's automatic)."""
    turn = state["turn"]
    return STEP_CHOICES[turn["step"]](state, turn["seat"])


def turn_choice_count(state: State) -> int:
    """``len(turn_choices(state))``, the choices not built: their labels were most of
    telling whether a step is a real decision (two choices or more), which a rebuild asks
    after every batch of every game."""
    turn = state["turn"]
    seat, step = turn["seat"], turn["step"]
    if step == "unlock":
        return len(moves.unlockable(state, seat))
    if step == "take":
        return len(moves.legal_takes(state, seat))
    if step == "place":
        return len(moves.placements(state, seat, turn["hand"]))
    # Both add one choice to any others: "none" (no trait), "stop" (no more insects).
    more = (
        len(_trait_uses(state, seat))
        if step == "trait"
        else len(moves.discover_spaces(state, seat))
    )
    return more + 1 if more else 0
