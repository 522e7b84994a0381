"""The rune primitive: recharge_runes.

``which: all`` is a rune reset (fires runes_reset triggers; in solo it records a date, and
the fourth date ends the game at once) - but only if it recharges at least one rune
(ruling R7). ``except_activating`` keeps the rune flipped this Show Time consumed. A
recharge never causes the Day Off market discard.
"""

from __future__ import annotations

from typing import Any

from games.rules.wondrous_museum.context import ev
from games.rules.wondrous_museum.effects.base import Primitive, Question, need, one_of
from games.rules.wondrous_museum.resolution import current_step, step_done
from games.rules.wondrous_museum.solo import date_events
from games.rules.wondrous_museum.state import consumed, name


def _eligible(state: dict[str, Any], frame: dict[str, Any], step: dict[str, Any]) -> list[str]:
    out = consumed(state, frame["seat"])
    if step.get("except_activating") and frame.get("rune"):
        out = [r for r in out if r != frame["rune"]]
    return out


class RechargeRunes(Primitive):
    op = "recharge_runes"
    timings = frozenset({"show_time", "on_acquire"})

    def check(self, step: dict[str, Any], where: str) -> None:
        need(step, {"which", "except_activating"}, where)
        one_of(step.get("which"), ("all", "one"), "which", where)
        one_of(step.get("except_activating", False), (True, False), "except_activating", where)

    def question(self, state: dict[str, Any], frame: dict[str, Any]) -> Question | None:
        _, step = current_step(frame)
        runes = _eligible(state, frame, step)
        if step["which"] == "one" and len(runes) > 1 and "rune" not in frame["picks"]:
            return Question(
                "rune",
                frame["seat"],
                f"{name(frame['card'])}: choose a consumed rune to recharge.",
                tuple((r, r.capitalize()) for r in runes),
                kind="rune",
            )
        return None

    def execute(self, ctx: Any, frame: dict[str, Any]) -> None:
        _, step = current_step(frame)
        state = ctx.state
        seat = frame["seat"]
        runes = _eligible(state, frame, step)
        if step["which"] == "one":
            runes = frame["picks"].get("rune") or runes[:1]
        if not runes:
            step_done(ctx, frame, [])
            return
        reset = step["which"] == "all"
        events = [
            ev(
                "RunesRecharged",
                actor=seat,
                seat=seat,
                runes=list(runes),
                reset=reset,
                reason="effect",
            )
        ]
        if reset and state["solo"]:
            dated, over = date_events(state, seat)
            events.extend(dated)
            if over is not None:
                ctx.emit_with(events, over)
                return
        step_done(ctx, frame, events, handled=len(runes), reset_seat=seat if reset else None)

    def describe(self, step: dict[str, Any]) -> str:
        but = " except the one just flipped" if step.get("except_activating") else ""
        if step["which"] == "all":
            return f"recharge all your runes{but}"
        return f"recharge 1 consumed rune{' other than the one just flipped' if but else ''}"
