"""What the game services refuse, beyond the rules' own IllegalAction (engine)."""

from __future__ import annotations

from games.engine.errors import IllegalAction

__all__ = ["Forbidden", "IllegalAction", "NotFound", "StaleVersion"]


class NotFound(Exception):
    def __init__(self, message: str = "There is no such game, or you may not see it."):
        super().__init__(message)
        self.message = message


class Forbidden(Exception):
    """The caller's seat (or lack of one) does not allow this."""

    def __init__(self, message: str):
        super().__init__(message)
        self.message = message


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
