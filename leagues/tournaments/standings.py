"""The standings, from ``leagues.pairing.standings`` (points, Buchholz, game score,
rating), ordered as each format ranks: by those for Swiss and round robin; by the round
reached and the place there for single elimination; by the ladder for a ladder."""

from __future__ import annotations

from dataclasses import dataclass

from leagues.pairing import standings as pure_standings
from leagues.tournaments.events import ELIMINATION, LADDER
from leagues.tournaments.formats import Progress, Setup


@dataclass(frozen=True)
class Line:
    user: int
    rank: int
    points: float
    buchholz: float
    game_score: float
    rating: float
    games: int
    byes: int
    active: bool


def lines(setup: Setup, progress: Progress) -> list[Line]:
    """Every entrant who holds a place (a replaced player's place is their replacement's),
    best first; one who left before playing anything is not listed."""
    active = set(progress.active)
    seated = {p for rnd in progress.rounds for p in (*rnd.seated(), *rnd.byes)}
    seated |= {p for c in progress.challenges for p in c.players}
    ratings = {
        p: r
        for p, r in progress.ratings.items()
        if p not in progress.replaced and (p in active or p in seated)
    }
    base = pure_standings(ratings, progress.played(), setup.scoring, progress.byes())
    if setup.format == LADDER:
        place = {p: i for i, p in enumerate(progress.ladder)}
        keys = {s.player: (s.player not in place, place.get(s.player, 0), s.rank) for s in base}
    elif setup.format == ELIMINATION:
        keys = {s.player: _elimination_key(progress, s.player) + (s.rank,) for s in base}
    else:
        keys = {s.player: (s.rank,) for s in base}
    ordered = sorted(base, key=lambda s: (keys[s.player], s.player))
    out: list[Line] = []
    for i, s in enumerate(ordered):
        tied = out and keys[ordered[i - 1].player] == keys[s.player]
        out.append(
            Line(
                user=int(s.player),
                rank=out[-1].rank if tied else i + 1,
                points=s.points,
                buchholz=s.buchholz,
                game_score=s.game_score,
                rating=s.rating,
                games=s.games,
                byes=s.byes,
                active=s.player in active,
            )
        )
    return out


def _elimination_key(progress: Progress, player: str) -> tuple[int, int]:
    """The latest round reached (later is better), then the place in it (a bye: 0)."""
    for n in range(len(progress.rounds), 0, -1):
        rnd = progress.rounds[n - 1]
        if player in rnd.byes:
            return (-n, 0)
        for game in progress.results[n - 1] if n <= len(progress.results) else ():
            for finish in game:
                if finish.player == player:
                    return (-n, finish.place)
        if player in rnd.seated():
            return (-n, 99)  # still playing
    return (0, 0)
