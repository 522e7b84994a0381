"""The block frame: one effect block resolving step by step.

Each step's primitive either asks a question (its answer is stored in the frame's picks by
a ChoiceMade event) or executes. Cost steps come first; blocks are only started when their
cost can be paid in full (see phases/showtime.py).
"""

from __future__ import annotations

from typing import Any

from games.rules.wondrous_museum.agenda import replace_top
from games.rules.wondrous_museum.context import Ctx, ev
from games.rules.wondrous_museum.effects.base import Question
from games.rules.wondrous_museum.effects.registry import REGISTRY
from games.rules.wondrous_museum.phases.base import FrameHandler
from games.rules.wondrous_museum.resolution import current_step


class BlockFrame(FrameHandler):
    kind = "block"

    def question(self, state: dict[str, Any], frame: dict[str, Any]) -> Question | None:
        _, step = current_step(frame)
        return REGISTRY[step["op"]].question(state, frame)

    def answer(
        self, ctx: Ctx, frame: dict[str, Any], q: Question, choices: tuple[str, ...]
    ) -> None:
        new = {**frame, "picks": {**frame["picks"], q.key: list(choices)}}
        event = ev(
            "ChoiceMade",
            actor=q.seat,
            seat=q.seat,
            card=frame["card"],
            question=q.key,
            choices=list(choices),
        )
        ctx.emit_with([event], replace_top(ctx.agenda, new))

    def auto(self, ctx: Ctx, frame: dict[str, Any]) -> None:
        _, step = current_step(frame)
        REGISTRY[step["op"]].execute(ctx, frame)
