"""Finishing one step of an effect block: advance the block, push any triggers, emit.

Every primitive's ``execute`` ends here (or emits its own agenda when it ends the game).
"""

from __future__ import annotations

from typing import Any

from games.engine import Event
from games.rules.wondrous_museum import triggers
from games.rules.wondrous_museum.agenda import Frame, pop, push, replace_top
from games.rules.wondrous_museum.context import Ctx, ev


def advanced(frame: Frame, handled: int) -> Frame | None:
    """The block frame at its next step, or None when the block is finished."""
    i = frame["i"] + 1
    if i >= len(frame["steps"]):
        return None
    return {**frame, "i": i, "picks": {}, "prev": handled}


def step_done(
    ctx: Ctx,
    frame: Frame,
    events: list[Event],
    *,
    handled: int = 0,
    gained: tuple[int, list[str]] | None = None,
    reset_seat: int | None = None,
    replace: Frame | None = None,
    above: tuple[Frame, ...] = (),
) -> None:
    """Emit the step's ``events`` with the agenda that follows it.

    ``handled`` (tokens or cards actually handled) becomes the next step's "previous".
    ``gained`` = (seat, card ids that gained tokens) and ``reset_seat`` fire triggers
    (unless the block is itself triggered). ``above`` frames are pushed over the block
    (cards to activate). ``replace`` replaces the block frame instead of advancing it.
    """
    nxt = replace if replace is not None else advanced(frame, handled)
    agenda = pop(ctx.agenda) if nxt is None else replace_top(ctx.agenda, nxt)
    agenda = push(agenda, *above)
    if not frame["quiet"]:
        if gained and gained[1]:
            agenda = push(agenda, *triggers.token_gained(ctx.state, gained[0], gained[1]))
        if reset_seat is not None:
            agenda = push(agenda, *triggers.runes_reset(ctx.state, reset_seat))
    if not events:
        op = frame["steps"][frame["i"]][1]["op"]
        events = [
            ev(
                "NothingHappened",
                actor=frame["seat"],
                seat=frame["seat"],
                card=frame["card"],
                op=op,
            )
        ]
    ctx.emit_with(events, agenda)


def current_step(frame: Frame) -> tuple[bool, dict[str, Any]]:
    """(is_cost, step) of the block frame's current step."""
    is_cost, step = frame["steps"][frame["i"]]
    return is_cost, step
