"""The contract of an agenda frame handler."""

from __future__ import annotations

from typing import Any, ClassVar

from games.rules.wondrous_museum.context import Ctx
from games.rules.wondrous_museum.effects.base import Question


class FrameHandler:
    """``inert``: the frame has nothing to do in this state and is dropped silently.
    ``question``: what must be decided now (None: ``auto`` runs instead).
    ``answer``: apply a validated answer (raise IllegalAction on a refused one).
    ``auto``: do the automatic work; must emit at least one event."""

    kind: ClassVar[str] = ""

    def inert(self, state: dict[str, Any], frame: dict[str, Any]) -> bool:
        return False

    def question(self, state: dict[str, Any], frame: dict[str, Any]) -> Question | None:
        return None

    def answer(
        self, ctx: Ctx, frame: dict[str, Any], q: Question, choices: tuple[str, ...]
    ) -> None:
        raise NotImplementedError(self.kind)

    def auto(self, ctx: Ctx, frame: dict[str, Any]) -> None:
        raise NotImplementedError(self.kind)
