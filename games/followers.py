"""The one hook out of the games app: followers get each appended batch, in the
appending transaction (notifications writes outbox rows, leagues records results)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from games.models import Event, Game

Follower = Callable[[Game, Sequence[Event]], None]
_followers: list[Follower] = []


def register(follower: Follower) -> Follower:
    if follower not in _followers:
        _followers.append(follower)
    return follower


def notify(game: Game, rows: Sequence[Event]) -> None:
    for follower in list(_followers):
        follower(game, rows)
