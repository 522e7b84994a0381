"""The end of a turn: the solo rune flip, Day Off, the hand limit, refilling the Open
Market, the game-end check and the next turn.

Rulebook "Day Off": when a player flips the 4th rune (solo: the 5th), after the exhibits'
effects and at the end of the turn, all their runes are recharged and the Open Market card
under the +1 token is discarded (solo: the whole Open Market), then the market refills.
"Open Market": after each turn, cards slide away from the deck and new cards fill the gaps.
"""

from __future__ import annotations

from typing import Any

from games.rules.wondrous_museum import triggers
from games.rules.wondrous_museum.agenda import game_over, pop, replace_top, simple
from games.rules.wondrous_museum.card_set import SOLO_DAY_OFF_RUNES
from games.rules.wondrous_museum.context import Ctx, ev
from games.rules.wondrous_museum.effects.base import Question
from games.rules.wondrous_museum.endgame import end_reasons
from games.rules.wondrous_museum.phases.base import FrameHandler
from games.rules.wondrous_museum.solo import date_events
from games.rules.wondrous_museum.state import charged, consumed, position
from games.rules.wondrous_museum.zones import refill, refill_needed


class SoloFlipFrame(FrameHandler):
    """Solo: unless the action was Show Time, flip one rune (nothing activates)."""

    kind = "solo_flip"

    def inert(self, state: dict[str, Any], frame: dict[str, Any]) -> bool:
        return not charged(state, frame["seat"])

    def question(self, state: dict[str, Any], frame: dict[str, Any]) -> Question | None:
        runes = charged(state, frame["seat"])
        return Question(
            "solo_flip",
            frame["seat"],
            "Solo: flip one rune to its consumed side (its exhibits do not activate).",
            tuple((r, r.capitalize()) for r in runes),
            kind="solo_flip",
        )

    def answer(
        self, ctx: Ctx, frame: dict[str, Any], q: Question, choices: tuple[str, ...]
    ) -> None:
        seat = frame["seat"]
        due = len(consumed(ctx.state, seat)) + 1 >= SOLO_DAY_OFF_RUNES
        event = ev(
            "RuneFlipped",
            actor=seat,
            seat=seat,
            rune=choices[0],
            show_time=False,
            activating=[],
            day_off_due=due,
        )
        ctx.emit_with([event], pop(ctx.agenda))


class DayOffFrame(FrameHandler):
    """Day Off, part 1: recharge every rune (a rune reset: triggers; solo: a date)."""

    kind = "day_off"

    def inert(self, state: dict[str, Any], frame: dict[str, Any]) -> bool:
        return not state["players"][frame["seat"]]["day_off_due"]

    def auto(self, ctx: Ctx, frame: dict[str, Any]) -> None:
        seat = frame["seat"]
        state = ctx.state
        events = [
            ev(
                "RunesRecharged",
                seat=seat,
                runes=consumed(state, seat),
                reset=True,
                reason="day off",
            )
        ]
        if state["solo"]:
            dated, over = date_events(state, seat)
            events.extend(dated)
            if over is not None:
                ctx.emit_with(events, over)
                return
        frames = triggers.runes_reset(state, seat)
        ctx.emit_with(events, replace_top(ctx.agenda, simple("day_off_market", seat), *frames))


class DayOffMarketFrame(FrameHandler):
    """Day Off, part 2: discard the +1 card (solo: every Open Market card), then refill."""

    kind = "day_off_market"

    def auto(self, ctx: Ctx, frame: dict[str, Any]) -> None:
        state = ctx.state
        if state["solo"]:
            cards = [c for c in state["market"] if c]
            ctx.emit(ev("MarketCleared", seat=frame["seat"], cards=cards))
        elif state["market"][0]:
            ctx.emit(
                ev(
                    "MarketCardDiscarded",
                    seat=frame["seat"],
                    slot=0,
                    card=state["market"][0],
                    reason="day off",
                )
            )
        ctx.emit_with(refill(ctx.state, ctx.rng), pop(ctx.agenda))


class RefillFrame(FrameHandler):
    kind = "refill"

    def inert(self, state: dict[str, Any], frame: dict[str, Any]) -> bool:
        return not refill_needed(state)

    def auto(self, ctx: Ctx, frame: dict[str, Any]) -> None:
        ctx.emit_with(refill(ctx.state, ctx.rng), pop(ctx.agenda))


class NextTurnFrame(FrameHandler):
    """Check the end trigger, then pass the turn clockwise - or end the game."""

    kind = "next_turn"

    def auto(self, ctx: Ctx, frame: dict[str, Any]) -> None:
        state = ctx.state
        if frame.get("start"):
            first = state["first"]
            event = ev("TurnStarted", seat=first, round=1)
            ctx.emit_with([event], [simple("action", first)])
            return
        seat, rnd, n = frame["seat"], state["round"], state["n"]
        events = []
        end = state["end"]
        if not state["solo"] and end is None:
            reasons = {s: end_reasons(state["players"][s]["row"]) for s in range(n)}
            reasons = {s: r for s, r in reasons.items() if r}
            if reasons:
                end = {"final_round": rnd + 1}
                events.append(
                    ev(
                        "GameEndTriggered",
                        seat=seat,
                        reasons={str(s): r for s, r in reasons.items()},
                        final_round=rnd + 1,
                    )
                )
        events.append(ev("TurnEnded", seat=seat, round=rnd))
        if end is not None and rnd >= end["final_round"] and position(state, seat) == n - 1:
            ctx.emit_with(events, game_over())
            return
        nxt = (seat + 1) % n
        nxt_round = rnd + 1 if position(state, nxt) == 0 else rnd
        events.append(ev("TurnStarted", seat=nxt, round=nxt_round))
        ctx.emit_with(events, [simple("action", nxt)])
