"""Choosing cards to discard: the opening redraw, Exchange's discard, the hand limit.

Rulebook "Game Play": before the first round, in turn order, each player may discard any
number of cards and draw back to 5, once. "3. Exchange": draw 3, then discard 1 (drawn or
held). Note: at the end of a turn a hand over 8 cards is discarded down to 8.
"""

from __future__ import annotations

from typing import Any

from games.rules.wondrous_museum.agenda import pop
from games.rules.wondrous_museum.card_set import HAND_LIMIT, HAND_SIZE
from games.rules.wondrous_museum.context import Ctx, ev
from games.rules.wondrous_museum.effects.base import Question
from games.rules.wondrous_museum.effects.hand import hand_label
from games.rules.wondrous_museum.phases.base import FrameHandler
from games.rules.wondrous_museum.zones import draw


def _hand_options(state: dict[str, Any], seat: int) -> tuple[tuple[str, str], ...]:
    return tuple((c, hand_label(c)) for c in state["players"][seat]["hand"])


class OpeningFrame(FrameHandler):
    kind = "opening"

    def question(self, state: dict[str, Any], frame: dict[str, Any]) -> Question | None:
        opts = _hand_options(state, frame["seat"])
        return Question(
            "opening",
            frame["seat"],
            f"Before the first round you may discard any number of cards and draw back to "
            f"{HAND_SIZE} (once per game). Choose the cards to discard, or none.",
            opts,
            min=0,
            max=len(opts),
            kind="opening",
        )

    def answer(
        self, ctx: Ctx, frame: dict[str, Any], q: Question, choices: tuple[str, ...]
    ) -> None:
        seat = frame["seat"]
        if choices:
            ctx.emit(
                ev("CardsDiscarded", actor=seat, seat=seat, cards=list(choices), reason="opening")
            )
        missing = HAND_SIZE - len(ctx.state["players"][seat]["hand"])
        events, _ = draw(ctx.state, seat, max(0, missing), ctx.rng)
        done = ev("OpeningRedrawn", actor=seat, seat=seat, discarded=len(choices))
        ctx.emit_with([*events, done], pop(ctx.agenda))


class ExchangeDiscardFrame(FrameHandler):
    kind = "exchange_discard"

    def inert(self, state: dict[str, Any], frame: dict[str, Any]) -> bool:
        return not state["players"][frame["seat"]]["hand"]

    def question(self, state: dict[str, Any], frame: dict[str, Any]) -> Question | None:
        return Question(
            "exchange",
            frame["seat"],
            "Exchange: discard 1 card from your hand (one you drew or one you held).",
            _hand_options(state, frame["seat"]),
            kind="discard",
        )

    def answer(
        self, ctx: Ctx, frame: dict[str, Any], q: Question, choices: tuple[str, ...]
    ) -> None:
        seat = frame["seat"]
        event = ev("CardsDiscarded", actor=seat, seat=seat, cards=list(choices), reason="exchange")
        ctx.emit_with([event], pop(ctx.agenda))


class HandLimitFrame(FrameHandler):
    kind = "hand_limit"

    def inert(self, state: dict[str, Any], frame: dict[str, Any]) -> bool:
        return len(state["players"][frame["seat"]]["hand"]) <= HAND_LIMIT

    def question(self, state: dict[str, Any], frame: dict[str, Any]) -> Question | None:
        k = len(state["players"][frame["seat"]]["hand"]) - HAND_LIMIT
        return Question(
            "hand_limit",
            frame["seat"],
            f"Hand limit {HAND_LIMIT}: discard {k} card{'s' if k != 1 else ''}.",
            _hand_options(state, frame["seat"]),
            min=k,
            max=k,
            kind="discard",
        )

    def answer(
        self, ctx: Ctx, frame: dict[str, Any], q: Question, choices: tuple[str, ...]
    ) -> None:
        seat = frame["seat"]
        event = ev(
            "CardsDiscarded", actor=seat, seat=seat, cards=list(choices), reason="hand limit"
        )
        ctx.emit_with([event], pop(ctx.agenda))
