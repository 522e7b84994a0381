"""Bot levels and the thinking budget of one decision (pure: no clock is read here)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from games.engine.errors import IllegalAction

EASY, NORMAL, STRONG = "easy", "normal", "strong"
LEVELS = (EASY, NORMAL, STRONG)
LEVEL_LABELS = {
    EASY: "easy: random legal moves with a little purpose",
    NORMAL: "normal: the best move one step ahead",
    STRONG: "strong: searches ahead over the possible hidden cards",
}


@dataclass(frozen=True)
class Budget:
    """How much one decision may think. Pure code reads no clock: the platform passes
    ``time_left`` (seconds of CPU left, from its own clock) and the search stops when it
    reaches zero; ``rollouts`` caps the search without any clock (arena, tests)."""

    rollouts: int = 12
    time_left: Callable[[], float] | None = None

    def spent(self) -> bool:
        return self.time_left is not None and self.time_left() <= 0


def clean_level(level: Any) -> str:
    """A level name, or IllegalAction naming the levels."""
    if level not in LEVELS:
        raise IllegalAction(f"A bot's level must be one of: {', '.join(LEVELS)} (not {level!r}).")
    return level
