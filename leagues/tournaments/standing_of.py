"""A player's rating and reliability, as entry limits and seeding read them.

One small function, so that where ratings live can change in one place. The ratings rows
(``leagues.models.ratings``) are kept by the ratings projection; a source registered with
``use`` answers for them. With none, or no row for the player: a newcomer (no rating in the
kind: ordinal 0) with no reliability figure yet (so a reliability limit refuses them, as
``leagues.ratings.entry`` says)."""

from __future__ import annotations

from collections.abc import Callable

from leagues.ratings.model import ordinal
from leagues.ratings.records import Rating

# (user id, kind) -> (the player's rating in the kind or None, their reliability or None)
Source = Callable[[int, str], tuple[Rating | None, float | None]]


def _newcomer(user_id: int, kind: str) -> tuple[Rating | None, float | None]:
    return None, None


_source: list[Source] = [_newcomer]


def use(source: Source | None) -> None:
    """Read ratings through ``source`` (None: back to everyone a newcomer)."""
    _source[:] = [source or _newcomer]


def rating_and_reliability(user_id: int, kind: str) -> tuple[Rating | None, float | None]:
    return _source[0](user_id, kind)


def seeding_rating(user_id: int, kind: str) -> float:
    """The conservative ordinal pairing seeds by (a newcomer: 0)."""
    rating, _ = rating_and_reliability(user_id, kind)
    return float(ordinal(rating or Rating()))
