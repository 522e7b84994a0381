"""Driving the agenda: which frame is live, what it asks, and running automatic steps.

``decide`` applies one answer and then runs every automatic step until someone must decide
again (or the game is over); all events produced on the way are returned.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from games.engine import Answer, Event, IllegalAction, Rng
from games.rules.wondrous_museum.context import Ctx
from games.rules.wondrous_museum.effects.base import Question
from games.rules.wondrous_museum.phases.acquire import AcquiredFrame, PayFrame, PlaceFrame
from games.rules.wondrous_museum.phases.action import ActionFrame
from games.rules.wondrous_museum.phases.base import FrameHandler
from games.rules.wondrous_museum.phases.block import BlockFrame
from games.rules.wondrous_museum.phases.discards import (
    ExchangeDiscardFrame,
    HandLimitFrame,
    OpeningFrame,
)
from games.rules.wondrous_museum.phases.game_end import GameEndFrame
from games.rules.wondrous_museum.phases.showtime import CardFrame, ShowFrame
from games.rules.wondrous_museum.phases.turn_end import (
    DayOffFrame,
    DayOffMarketFrame,
    NextTurnFrame,
    RefillFrame,
    SoloFlipFrame,
)

HANDLERS: dict[str, FrameHandler] = {
    h.kind: h
    for h in (
        OpeningFrame(),
        ActionFrame(),
        PayFrame(),
        PlaceFrame(),
        AcquiredFrame(),
        ExchangeDiscardFrame(),
        ShowFrame(),
        CardFrame(),
        BlockFrame(),
        SoloFlipFrame(),
        DayOffFrame(),
        DayOffMarketFrame(),
        HandLimitFrame(),
        RefillFrame(),
        NextTurnFrame(),
        GameEndFrame(),
    )
}
MAX_STEPS = 10_000


def live(state: dict[str, Any]) -> list[dict[str, Any]]:
    """The agenda without the frames on top that have nothing to do now."""
    agenda = state["agenda"]
    while agenda and HANDLERS[agenda[-1]["kind"]].inert(state, agenda[-1]):
        agenda = agenda[:-1]
    return agenda


# Answers about the last few states, by identity (a strong reference is kept, so an id is
# never reused while cached). States are never changed in place, so the answers hold.
_CACHE: list[tuple[dict[str, Any], dict[str, Any]]] = []
_CACHE_SIZE = 4


def memo(state: dict[str, Any], key: str, compute: Callable[[], Any]) -> Any:
    """``compute()`` once per state object and key."""
    answers = next((found for cached, found in _CACHE if cached is state), None)
    if answers is None:
        answers = {}
        _CACHE.insert(0, (state, answers))
        del _CACHE[_CACHE_SIZE:]
    if key not in answers:
        answers[key] = compute()
    return answers[key]


def pending(state: dict[str, Any]) -> tuple[dict[str, Any], Question] | None:
    """The live frame and its question, if someone must decide now."""
    return memo(state, "pending", lambda: _pending(state))


def _pending(state: dict[str, Any]) -> tuple[dict[str, Any], Question] | None:
    agenda = live(state)
    if not agenda:
        return None
    frame = agenda[-1]
    q = HANDLERS[frame["kind"]].question(state, frame)
    return (frame, q) if q is not None else None


def run(ctx: Ctx) -> None:
    """Run automatic steps until a question is pending or the agenda is empty."""
    for _ in range(MAX_STEPS):
        agenda = live(ctx.state)
        if not agenda:
            return
        frame = agenda[-1]
        handler = HANDLERS[frame["kind"]]
        if pending(ctx.state) is not None:
            return
        ctx.agenda = agenda
        before = ctx.state["seq"]
        handler.auto(ctx, frame)
        if ctx.state["seq"] == before:
            raise AssertionError(f"Frame {frame['kind']} made no progress.")
    raise AssertionError("The agenda never settled.")


def check_choices(q: Question, choices: tuple[str, ...]) -> None:
    ids = {i for i, _ in q.options}
    bad = [c for c in choices if c not in ids]
    if bad:
        raise IllegalAction(
            f"'{bad[0]}' is not one of the options; choose from: {', '.join(sorted(ids))}."
        )
    if len(set(choices)) != len(choices):
        raise IllegalAction("You chose the same option twice; choose each option once.")
    if not q.min <= len(choices) <= q.max:
        want = f"exactly {q.min}" if q.min == q.max else f"between {q.min} and {q.max}"
        raise IllegalAction(f"Choose {want} option(s); you chose {len(choices)}.")


def decide(state: dict[str, Any], seat: int, answer: Answer, rng: Rng) -> list[Event]:
    """Events following ``seat``'s answer to its pending question (IllegalAction if refused)."""
    found = pending(state)
    if found is None or found[1].seat != seat:
        raise IllegalAction("It is not your turn to decide anything right now.")
    frame, q = found
    check_choices(q, tuple(answer.choices))
    ctx = Ctx(state, rng)
    ctx.agenda = live(state)
    HANDLERS[frame["kind"]].answer(ctx, frame, q, tuple(answer.choices))
    run(ctx)
    return ctx.events


def settle(state: dict[str, Any], rng: Rng) -> list[Event]:
    """Events of the automatic steps due in ``state`` (after setup)."""
    ctx = Ctx(state, rng)
    run(ctx)
    return ctx.events
