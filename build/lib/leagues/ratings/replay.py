"""Ratings rebuilt from the rated games in order: the same floats as the live updates."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import datetime

from leagues.ratings.model import ordinal, rate_game
from leagues.ratings.records import PlayerId, RatedGame, Rating


@dataclass(frozen=True)
class HistoryPoint:
    """A player's rating in a kind just after one of their rated games."""

    game: str
    at: datetime
    rating: Rating

    @property
    def ordinal(self) -> float:
        return ordinal(self.rating)


@dataclass(frozen=True)
class Replayed:
    """Every player's rating per kind, and each one's history points, oldest first."""

    ratings: dict[str, dict[PlayerId, Rating]] = field(default_factory=dict)
    history: dict[str, dict[PlayerId, list[HistoryPoint]]] = field(default_factory=dict)

    def rating(self, kind: str, player: PlayerId) -> Rating:
        return self.ratings.get(kind, {}).get(player, Rating())

    def points(self, kind: str, player: PlayerId) -> list[HistoryPoint]:
        return self.history.get(kind, {}).get(player, [])


def apply_game(
    ratings: Mapping[PlayerId, Rating], game: RatedGame
) -> tuple[dict[PlayerId, Rating], list[tuple[PlayerId, HistoryPoint]]]:
    """One live update: the game's players' new ratings in its kind and their history points.

    ``ratings`` needs to hold only the game's players (as the platform reads them from its
    rows); the others are not read. Replay calls this same function, so replay == live.
    """
    after = rate_game(ratings, game.finishing)
    points = [
        (player, HistoryPoint(game.game, game.finished_at, rating))
        for player, rating in after.items()
    ]
    return after, points


def replay(games: Iterable[RatedGame]) -> Replayed:
    """Ratings from scratch: every player starts new and the games apply in the order given.

    Give the games in the order they were rated live (the platform's event order, not a
    re-sort by date: two games may finish in the same second), so the floats match exactly.
    """
    result = Replayed()
    for game in games:
        ratings = result.ratings.setdefault(game.kind, {})
        history = result.history.setdefault(game.kind, {})
        after, points = apply_game(ratings, game)
        ratings.update(after)
        for player, point in points:
            history.setdefault(player, []).append(point)
    return result
