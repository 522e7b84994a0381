"""The agenda: what is left to do this turn, as a stack of small JSON frames.

The top of the stack (the last frame) is what happens next: a question for a seat (choose an
action, pay, place, resolve or skip an effect...) or an automatic step (the next exhibit of
a Show Time, Day Off, refilling the Open Market...). Every event that changes the agenda
carries the whole new agenda in ``data["agenda"]``, so replaying the events rebuilds the
exact decision point. Frames never hold hidden information (no hand cards).
"""

from __future__ import annotations

from typing import Any

from games.rules.wondrous_museum.card_set import card

Frame = dict[str, Any]
Agenda = list[Frame]


def replace_top(agenda: Agenda, *frames: Frame) -> Agenda:
    """The agenda with its top frame replaced by ``frames`` (last = new top)."""
    return [*agenda[:-1], *frames]


def pop(agenda: Agenda) -> Agenda:
    return list(agenda[:-1])


def push(agenda: Agenda, *frames: Frame) -> Agenda:
    return [*agenda, *frames]


def blocks_of(card_id: str, timing: str, *, no_activate: bool = False) -> list[int]:
    """Indices of the card's effect blocks with this timing (with ``no_activate``: only
    blocks left with something to do once their activate steps are skipped)."""
    return [
        i
        for i, b in enumerate(card(card_id)["effects"])
        if b["when"] == timing
        and (not no_activate or any(s["op"] != "activate" for s in b.get("cost", []) + b["do"]))
    ]


def card_frame(
    seat: int,
    uid: str,
    timing: str,
    blocks: list[int],
    *,
    rune: str | None = None,
    quiet: bool = False,
    no_activate: bool = False,
    why: str = "show",
) -> Frame:
    """An exhibit whose blocks the owner now orders, resolves or skips.

    ``quiet``: a triggered block's gains fire no further triggers. ``no_activate``: blocks
    resolved through ``activate`` skip their own activate steps (activate never chains).
    """
    return {
        "kind": "card",
        "seat": seat,
        "card": uid,
        "timing": timing,
        "blocks": list(blocks),
        "rune": rune,
        "quiet": quiet,
        "no_activate": no_activate,
        "why": why,
    }


def block_frame(
    seat: int,
    uid: str,
    block: int,
    *,
    rune: str | None,
    quiet: bool,
    no_activate: bool,
    mandatory: bool = False,
) -> Frame:
    """One effect block being resolved: its cost steps, then its do steps, in order."""
    spec = card(uid)["effects"][block]
    steps = [[True, s] for s in spec.get("cost", [])] + [[False, s] for s in spec["do"]]
    if no_activate:
        steps = [s for s in steps if s[1]["op"] != "activate"]
    return {
        "kind": "block",
        "seat": seat,
        "card": uid,
        "block": block,
        "steps": steps,
        "i": 0,
        "picks": {},
        "prev": 0,
        "rune": rune,
        "quiet": quiet,
        "no_activate": no_activate,
        "mandatory": mandatory,
    }


def simple(kind: str, seat: int | None = None, **extra: Any) -> Frame:
    """A frame with no more than a kind, a seat and a few fields."""
    return {"kind": kind, "seat": seat, **extra}


def game_over() -> Agenda:
    """The agenda once the game has ended: end-of-game effects, then final scoring."""
    return [simple("game_end", None, stage="effects")]
