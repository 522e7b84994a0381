"""A hook for apps around games: checks run before a player takes a seat.

Like ``games.followers``, the arrows point inwards: an app registers a check in its
``ready()`` (accounts refuses invite-only tables shared with a blocked player), and games
never imports it. A check raises Forbidden / IllegalAction to refuse the seat.
"""

from __future__ import annotations

from collections.abc import Callable

from django.contrib.auth.models import AbstractBaseUser

from games.models import Game, Seat

JoinCheck = Callable[[Game, dict[int, Seat], AbstractBaseUser], None]
_checks: list[JoinCheck] = []


def register(check: JoinCheck) -> JoinCheck:
    if check not in _checks:
        _checks.append(check)
    return check


def run(game: Game, seats: dict[int, Seat], user: AbstractBaseUser) -> None:
    for check in list(_checks):
        check(game, seats, user)
