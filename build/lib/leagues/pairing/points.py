"""Points per game from a finishing order, ties included."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from fractions import Fraction

from leagues.pairing.records import Game, PairingError, PlayerId


@dataclass(frozen=True)
class Scoring:
    """How a game's finishing order becomes tournament points.

    ``placement``: points by place, first place first (e.g. (3, 2, 1, 0)); places past its
    end earn 0. Players tied for a place share the points of the places they fill: two tied
    for second at (3, 2, 1, 0) get (2 + 1) / 2 each. ``None``: the win shared, 1 point split
    among those tied for first, the others 0. ``bye``: points for a round sat out.
    """

    placement: tuple[float, ...] | None = None
    bye: float = 0.0

    def game_points(self, game: Game) -> dict[PlayerId, Fraction]:
        """Exact points (fractions: a win shared three ways is exactly 1/3)."""
        players = [f.player for f in game]
        if len(set(players)) != len(players):
            raise PairingError("a player finishes a game twice")
        tied = Counter(f.place for f in game)
        if game and min(tied) != 1:
            raise PairingError("nobody finished first")
        for place, count in tied.items():
            # Competition ranking: after two tied at 2nd comes 4th, never 3rd.
            if place < 1 or (place + count <= len(game) and place + count not in tied):
                raise PairingError(f"finishing places {sorted(tied.elements())} skip or repeat")
        if self.placement is None:
            first = min(tied)
            return {
                f.player: _share(1, tied[f.place]) if f.place == first else _share(0, 1)
                for f in game
            }
        return {f.player: self._placed(f.place, tied[f.place]) for f in game}

    def _placed(self, place: int, tied: int) -> Fraction:
        """The mean of the placement points of places ``place`` to ``place + tied - 1``."""
        filled = self.placement[place - 1 : place - 1 + tied] if self.placement else ()
        return sum((Fraction(p) for p in filled), Fraction(0)) / tied


def _share(points: float, among: int) -> Fraction:
    return Fraction(points) / among
