"""Standings as a pure function of the results: points, then the tie-breaks."""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction

from leagues.pairing.points import Scoring
from leagues.pairing.records import Game, PairingError, PlayerId


@dataclass(frozen=True)
class Standing:
    """One line of the standings. Players equal on every criterion share a rank."""

    rank: int
    player: PlayerId
    points: float
    buchholz: float  # opponents' points: see ``standings``
    game_score: float  # the sum of the player's own game scores
    rating: float
    games: int
    byes: int


def _mean(points: Mapping[PlayerId, Fraction], table: tuple[PlayerId, ...]) -> Fraction:
    return sum((points[m] for m in table), Fraction(0)) / len(table)


def standings(
    ratings: Mapping[PlayerId, float],
    games: Iterable[Game],
    scoring: Scoring,
    byes: Mapping[PlayerId, int] | None = None,
) -> list[Standing]:
    """Rank every player in ``ratings`` (withdrawn ones too: their games count).

    Order: points; then Buchholz, for each game the mean of the table-mates' final points,
    summed over the player's games (the mean, not the sum, so that a seat at a larger table
    is worth no more: for two-player games it is the chess Buchholz); then the sum of game
    scores; then rating; all highest first. Equal on all four: same rank, listed by id.
    """
    byes = byes or {}
    points: defaultdict[PlayerId, Fraction] = defaultdict(Fraction)
    game_score: defaultdict[PlayerId, Fraction] = defaultdict(Fraction)
    played: Counter[PlayerId] = Counter()
    mates: defaultdict[PlayerId, list[tuple[PlayerId, ...]]] = defaultdict(list)
    for game in games:
        for player, earned in scoring.game_points(game).items():
            if player not in ratings:
                raise PairingError(f"{player} played but is not an entrant")
            points[player] += earned
        for finish in game:
            game_score[finish.player] += Fraction(finish.score)
            played[finish.player] += 1
            mates[finish.player].append(tuple(f.player for f in game if f is not finish))
    for player, count in byes.items():
        points[player] += Fraction(scoring.bye) * count
    buchholz = {
        player: sum((_mean(points, table) for table in mates[player] if table), Fraction(0))
        for player in ratings
    }

    def key(player: PlayerId) -> tuple[Fraction, Fraction, Fraction, float]:
        return (-points[player], -buchholz[player], -game_score[player], -ratings[player])

    ordered = sorted(ratings, key=lambda p: (key(p), p))
    out: list[Standing] = []
    for i, player in enumerate(ordered):
        rank = out[-1].rank if out and key(ordered[i - 1]) == key(player) else i + 1
        out.append(
            Standing(
                rank=rank,
                player=player,
                points=float(points[player]),
                buchholz=float(buchholz[player]),
                game_score=float(game_score[player]),
                rating=ratings[player],
                games=played[player],
                byes=byes.get(player, 0),
            )
        )
    return out
