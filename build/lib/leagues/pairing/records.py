"""The values pairing and scoring pass around: players, rounds, game results."""

from __future__ import annotations

from dataclasses import dataclass

# Player ids are strings (a user's public id, say): sortable, so every tie ends the same way.
PlayerId = str


class PairingError(ValueError):
    """The request cannot be paired (too few players for the kind, a bad option)."""


@dataclass(frozen=True)
class Entrant:
    """A player as a pairing sees them: their points so far and their rating."""

    player: PlayerId
    score: float = 0.0
    rating: float = 0.0


@dataclass(frozen=True)
class Round:
    """One round's seating: each table lists its players in seat order; byes sit out."""

    tables: tuple[tuple[PlayerId, ...], ...]
    byes: tuple[PlayerId, ...] = ()

    def seated(self) -> list[PlayerId]:
        return [player for table in self.tables for player in table]


@dataclass(frozen=True)
class Finish:
    """Where one player finished a game. Tied players share a place (1, 2, 2, 4)."""

    player: PlayerId
    place: int
    score: float = 0.0  # the game's own score (victory points), the second tie-break


# One finished game: a Finish per seat.
Game = tuple[Finish, ...]
