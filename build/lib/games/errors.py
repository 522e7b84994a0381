"""What the game services refuse of their own: a game that is not there or hidden
(GameNotFound, the shared NotFound with the games' sentence) and a command made on a
version that has moved on (StaleVersion). The refusals every app shares (IllegalAction,
Forbidden, NotFound) live in shared.errors; import them from there."""

from __future__ import annotations

from shared.errors import NotFound

__all__ = ["GameNotFound", "StaleVersion"]


class GameNotFound(NotFound):
    def __init__(self, message: str = "There is no such game, or you may not see it."):
        super().__init__(message)


class StaleVersion(Exception):
    """Someone moved first: the command was made on ``expected``, the game is at ``current``."""

    def __init__(self, expected: int, current: int):
        super().__init__(
            f"The game moved on: you answered version {expected}, it is now at {current}. "
            "Reload the game and answer again."
        )
        self.message = str(self)
        self.expected = expected
        self.current = current
