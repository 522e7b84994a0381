"""The values ratings pass around: a player's rating, a rated game, a finishing place."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

# Player ids are strings (a user's public id, say): sortable, so every tie ends the same way.
PlayerId = str

# openskill's defaults (see model.py): a newcomer is 25 ± 25/3, whose ordinal is 0.
MU = 25.0
SIGMA = 25.0 / 3.0


class RatingError(ValueError):
    """The input cannot be rated (a player twice, fewer than two players, a bad place)."""


@dataclass(frozen=True)
class Rating:
    """A player's skill in one game kind: mean ``mu``, uncertainty ``sigma``, rated games."""

    mu: float = MU
    sigma: float = SIGMA
    games: int = 0


# A player's place in one game: 1 is first; equal places are a tie.
Place = tuple[PlayerId, int]


@dataclass(frozen=True)
class RatedGame:
    """One game that counts, as ratings see it: its finishing order among people.

    ``game`` is the platform's id for it and ``finished_at`` when it ended; ratings never
    read either, they only label the history points.
    """

    game: str
    kind: str
    finished_at: datetime
    finishing: tuple[Place, ...]
