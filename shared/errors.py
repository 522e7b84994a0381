"""The refusals every service raises (games, accounts, talk, notifications), mapped the
same way on every road: the API answers 400, 403 and 404 with ``{"code", "detail"}``
(api/exceptions.py), the admin and the pages show the sentence, an email reply is
answered with it. ``message`` is always a sentence the player understands.

Pure Python, importing nothing: the rules raise IllegalAction too (games.engine.errors
re-exports it), and they never import Django.
"""

from __future__ import annotations


class Refusal(Exception):
    def __init__(self, message: str):
        super().__init__(message)
        self.message = message


class IllegalAction(Refusal):
    """The rules, or a service's own rules, refuse this (an answer, a setting, a URL)."""


class Forbidden(Refusal):
    """The caller may not do this (their seat, or lack of one, a block, a suspension)."""


class NotFound(Refusal):
    """There is no such thing, or the caller may not see it."""


class RateLimited(Refusal):
    """Too many requests of this kind from the caller: ``wait`` seconds until the next is
    taken. Raised by a road's own gate inside a service (the API's move limit, whose
    answer is read once the game is locked), so the service's metrics count it refused."""

    def __init__(self, wait: float | None):
        super().__init__("Too many requests of this kind; try again later.")
        self.wait = wait
