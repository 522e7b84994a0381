"""Open Market primitives: take_market_card and discard_market_card.

"Lowest commission" is the filled slot nearest the +1 token: the market only refills after
the turn, so a second take in the same turn finds the next cheapest card (ruling R3).
"""

from __future__ import annotations

from typing import Any

from games.rules.wondrous_museum.card_set import COMMISSIONS
from games.rules.wondrous_museum.context import ev
from games.rules.wondrous_museum.effects.base import Primitive, Question, need, one_of
from games.rules.wondrous_museum.resolution import current_step, step_done
from games.rules.wondrous_museum.state import name
from games.rules.wondrous_museum.zones import lowest_slot


def _slot_question(state: dict[str, Any], frame: dict[str, Any], verb: str) -> Question | None:
    filled = [i for i, c in enumerate(state["market"]) if c]
    if len(filled) <= 1 or "slot" in frame["picks"]:
        return None
    opts = tuple(
        (str(i), f"{name(state['market'][i])} (commission +{COMMISSIONS[i]})") for i in filled
    )
    return Question(
        "slot",
        frame["seat"],
        f"{name(frame['card'])}: choose the Open Market card to {verb}.",
        opts,
        kind="slot",
    )


def _slot(state: dict[str, Any], frame: dict[str, Any], mode: str) -> int | None:
    if mode == "any" and "slot" in frame["picks"]:
        return int(frame["picks"]["slot"][0])
    return lowest_slot(state)


class TakeMarketCard(Primitive):
    op = "take_market_card"
    timings = frozenset({"show_time", "on_acquire"})

    def check(self, step: dict[str, Any], where: str) -> None:
        need(step, {"slot"}, where)
        one_of(step.get("slot", "lowest_commission"), ("lowest_commission", "any"), "slot", where)

    def question(self, state: dict[str, Any], frame: dict[str, Any]) -> Question | None:
        _, step = current_step(frame)
        if step.get("slot", "lowest_commission") == "any":
            return _slot_question(state, frame, "take into your hand")
        return None

    def execute(self, ctx: Any, frame: dict[str, Any]) -> None:
        _, step = current_step(frame)
        slot = _slot(ctx.state, frame, step.get("slot", "lowest_commission"))
        events = []
        if slot is not None:
            card_id = ctx.state["market"][slot]
            events.append(
                ev(
                    "MarketCardTaken",
                    actor=frame["seat"],
                    seat=frame["seat"],
                    slot=slot,
                    card=card_id,
                )
            )
        step_done(ctx, frame, events, handled=len(events))

    def describe(self, step: dict[str, Any]) -> str:
        if step.get("slot", "lowest_commission") == "any":
            return "take an Open Market card of your choice into your hand"
        return "take the Open Market card under the lowest commission token into your hand"


class DiscardMarketCard(Primitive):
    op = "discard_market_card"
    timings = frozenset({"show_time", "on_acquire"})

    def check(self, step: dict[str, Any], where: str) -> None:
        need(step, {"slot"}, where)
        one_of(step.get("slot", "any"), ("lowest_commission", "any"), "slot", where)

    def question(self, state: dict[str, Any], frame: dict[str, Any]) -> Question | None:
        _, step = current_step(frame)
        if step.get("slot", "any") == "any":
            return _slot_question(state, frame, "discard")
        return None

    def execute(self, ctx: Any, frame: dict[str, Any]) -> None:
        _, step = current_step(frame)
        slot = _slot(ctx.state, frame, step.get("slot", "any"))
        events = []
        if slot is not None:
            card_id = ctx.state["market"][slot]
            events.append(
                ev(
                    "MarketCardDiscarded",
                    actor=frame["seat"],
                    seat=frame["seat"],
                    slot=slot,
                    card=card_id,
                    reason="effect",
                )
            )
        step_done(ctx, frame, events, handled=len(events))

    def describe(self, step: dict[str, Any]) -> str:
        if step.get("slot", "any") == "any":
            return "discard an Open Market card of your choice"
        return "discard the Open Market card under the lowest commission token"
