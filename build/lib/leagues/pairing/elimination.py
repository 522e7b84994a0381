"""Single elimination by tables: the top k of each table go through to the next round."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from leagues.pairing.records import Game, PairingError, PlayerId, Round
from leagues.pairing.seed import round_rng
from leagues.pairing.sizes import TableSize, plan_tables


def is_final(players: int, tables: TableSize) -> bool:
    """Whether these players make a single table: the final, whose winner wins."""
    plan = plan_tables(players, tables)
    return len(plan.sizes) == 1 and plan.byes == 0


def pair_elimination_round(
    seeded: Sequence[PlayerId],
    tables: TableSize,
    seed: bytes | str,
    round_no: int,
    through: int = 1,
) -> Round:
    """Seat the players still in, best seed first (rating for round 1, then the order
    ``advancing`` returns). Byes, when the tables cannot seat everyone, go to the top seeds
    (they go through); the rest are dealt to tables in snake order (1 2 3 3 2 1 ...) so the
    strong meet late. Seats within a table are drawn from the seed.

    ``through``: how many of each table go through; before the final every table seats more
    than that (a table that sent everyone through would not be a game worth playing).
    """
    if len(set(seeded)) != len(seeded):
        raise PairingError("a player is listed twice")
    if not is_final(len(seeded), tables):
        if through >= tables.size:
            raise PairingError(f"tables of {tables.size} cannot send {through} through")
        tables = replace(tables, min_players=max(tables.min_players, through + 1))
    plan = plan_tables(len(seeded), tables)
    byes, rest = tuple(seeded[: plan.byes]), list(seeded[plan.byes :])
    seats: list[list[PlayerId]] = [[] for _ in plan.sizes]
    lap = 0
    while rest:
        # One lap over the tables with room left, alternating direction.
        open_tables = [t for t, size in enumerate(plan.sizes) if len(seats[t]) < size]
        for t in open_tables if lap % 2 == 0 else reversed(open_tables):
            if rest:
                seats[t].append(rest.pop(0))
        lap += 1
    rng = round_rng(seed, "elimination", round_no)
    return Round(tuple(tuple(rng.sample(s, len(s))) for s in seats), byes)


def advancing(
    games: Sequence[Game],
    k: int,
    ratings: Mapping[PlayerId, float],
    seed: bytes | str,
    round_no: int,
    byes: Sequence[PlayerId] = (),
) -> list[PlayerId]:
    """Who goes through, seeded for the next round: the round's byes first, then the top
    ``k`` of each table; the table winners before the seconds, and so on.

    A tie across the cut is broken by game score, then rating, then a draw from the seed
    (``round_no`` of the round just played), so it never depends on who sat where.
    """
    if k < 1:
        raise PairingError("at least one player per table goes through")
    rng = round_rng(seed, "elimination-cut", round_no)
    draw = {p: rng.random() for p in sorted(f.player for g in games for f in g)}
    through: list[tuple[int, float, float, float, PlayerId]] = []
    for game in games:
        if len(game) <= k:
            raise PairingError(f"a table of {len(game)} cannot send {k} through")
        ranked = sorted(
            game, key=lambda f: (f.place, -f.score, -ratings.get(f.player, 0.0), draw[f.player])
        )
        through.extend(
            (i, -f.score, -ratings.get(f.player, 0.0), draw[f.player], f.player)
            for i, f in enumerate(ranked[:k])
        )
    return list(byes) + [entry[-1] for entry in sorted(through)]
