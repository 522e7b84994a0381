from __future__ import annotations


class IllegalAction(Exception):
    """An answer the rules refuse. ``message`` is a sentence a player understands."""

    def __init__(self, message: str):
        super().__init__(message)
        self.message = message
