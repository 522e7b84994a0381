"""Play-area primitives: activate and swap_exhibits.

``activate`` resolves the Show Time blocks of the named cards now, whatever their runes; the
activating rune stays the one flipped this Show Time (none outside Show Time); blocks
resolved this way skip their own activate steps, so activation never chains (design note 9).
``swap_exhibits`` swaps two exhibits; tokens and tucked scrolls travel with their cards.
"""

from __future__ import annotations

from typing import Any

from games.rules.wondrous_museum.agenda import blocks_of, card_frame
from games.rules.wondrous_museum.context import ev
from games.rules.wondrous_museum.effects.base import CardDataError, Primitive, Question, need
from games.rules.wondrous_museum.effects.choosing import select
from games.rules.wondrous_museum.effects.selectors import check_selector
from games.rules.wondrous_museum.effects.wording import describe_selector
from games.rules.wondrous_museum.resolution import current_step, step_done


class Activate(Primitive):
    op = "activate"
    timings = frozenset({"show_time", "on_acquire"})

    def check(self, step: dict[str, Any], where: str) -> None:
        need(step, {"target"}, where)
        if "target" not in step:
            raise CardDataError(f"{where}: activate needs a target.")
        check_selector(step["target"], where, others_allowed=False)
        if step["target"].get("at", "self") == "self":
            raise CardDataError(f"{where}: a card cannot activate itself.")

    def _targets(self, state, frame, step):
        sel = {**step["target"], "exclude_self": True}
        return select(state, frame, "target", sel, what="to activate")

    def question(self, state: dict[str, Any], frame: dict[str, Any]) -> Question | None:
        _, step = current_step(frame)
        got = self._targets(state, frame, step)
        return got if isinstance(got, Question) else None

    def execute(self, ctx: Any, frame: dict[str, Any]) -> None:
        _, step = current_step(frame)
        targets = [uid for _, uid in self._targets(ctx.state, frame, step)]
        frames = [
            card_frame(
                frame["seat"],
                uid,
                "show_time",
                blocks_of(uid, "show_time", no_activate=True),
                rune=frame.get("rune"),
                quiet=frame["quiet"],
                no_activate=True,
                why="activate",
            )
            for uid in targets
            if blocks_of(uid, "show_time", no_activate=True)
        ]
        events = []
        if targets:
            events.append(
                ev(
                    "ExhibitsActivated",
                    actor=frame["seat"],
                    seat=frame["seat"],
                    card=frame["card"],
                    targets=targets,
                )
            )
        step_done(ctx, frame, events, handled=len(targets), above=tuple(reversed(frames)))

    def describe(self, step: dict[str, Any]) -> str:
        sel = step["target"]
        if sel.get("rune") == "chosen":
            return "name a rune colour and activate the Show Time effects of each of your other cards with it"
        return f"activate the Show Time effects of {describe_selector(sel)}"


class SwapExhibits(Primitive):
    op = "swap_exhibits"
    timings = frozenset({"show_time"})

    def check(self, step: dict[str, Any], where: str) -> None:
        need(step, {"with"}, where)
        if "with" not in step:
            raise CardDataError(f"{where}: swap_exhibits needs 'with'.")
        check_selector(step["with"], where, others_allowed=False)

    def _other(self, state, frame, step):
        sel = {**step["with"], "exclude_gate": True, "exclude_self": True}
        return select(state, frame, "with", sel, what="to swap places with")

    def question(self, state: dict[str, Any], frame: dict[str, Any]) -> Question | None:
        _, step = current_step(frame)
        got = self._other(state, frame, step)
        return got if isinstance(got, Question) else None

    def execute(self, ctx: Any, frame: dict[str, Any]) -> None:
        _, step = current_step(frame)
        got = self._other(ctx.state, frame, step)
        events = []
        if got:
            events.append(
                ev(
                    "ExhibitsSwapped",
                    actor=frame["seat"],
                    seat=frame["seat"],
                    a=frame["card"],
                    b=got[0][1],
                )
            )
        step_done(ctx, frame, events, handled=len(events))

    def describe(self, step: dict[str, Any]) -> str:
        return f"swap this exhibit with {describe_selector({**step['with'], 'exclude_gate': True})}"
