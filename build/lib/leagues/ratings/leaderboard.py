"""A kind's leaderboard: established players ranked by ordinal, provisional ones after."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace

from leagues.ratings.model import is_provisional, ordinal
from leagues.ratings.records import PlayerId, Rating


@dataclass(frozen=True)
class Row:
    """One line of a leaderboard. ``rank`` is None for a provisional player."""

    rank: int | None
    player: PlayerId
    ordinal: float
    games: int
    provisional: bool


def leaderboard(ratings: Mapping[PlayerId, Rating]) -> list[Row]:
    """Established players first, by ordinal (highest first), ranked 1, 2, 2, 4 on equal
    ordinals; then provisional players, by ordinal too, unranked (shown, marked provisional).

    Provisional players come after and carry no rank: ten lucky games should not top a
    board that others earned over hundreds, and a newcomer still finds themselves on it.
    Equal ordinals list by player id, so the board reads the same on every rebuild.
    """
    rows = sorted(
        (
            Row(None, player, ordinal(rating), rating.games, is_provisional(rating))
            for player, rating in ratings.items()
            if rating.games > 0
        ),
        key=lambda row: (row.provisional, -row.ordinal, row.player),
    )
    ranked: list[Row] = []
    for index, row in enumerate(rows):
        if row.provisional:
            ranked.append(row)
        elif ranked and ranked[-1].ordinal == row.ordinal:
            ranked.append(replace(row, rank=ranked[-1].rank))
        else:
            ranked.append(replace(row, rank=index + 1))
    return ranked
