"""Round robin in groups at tables: over the rounds, every pair of a group shares a table
as evenly as possible.

A perfect schedule (every pair exactly once) exists only for rare sizes (resolvable block
designs), so we optimise the sum of squares of the pair counts, which for a fixed number of
meetings is least when they are as even as possible. Two steps:

1. Build one round at a time: each round minimises the sum, over the pairs it seats, of how
   often they met before (exactly the round that least raises the sum of squares given the
   earlier rounds); it tries a few orders drawn from the seed and keeps the cheapest.
2. Polish the whole schedule (polish.py): swap two players between tables of any round
   while that lowers the sum of squares, then a few random kicks to leave local optima
   (iterated local search); this undoes the round-by-round build's short-sightedness.

Two-player tables (and no history) use the circle method instead, which is perfect.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from leagues.pairing.byes import choose_byes
from leagues.pairing.circle import circle_schedule
from leagues.pairing.meetings import Meetings
from leagues.pairing.polish import polish
from leagues.pairing.records import Entrant, PairingError, PlayerId, Round
from leagues.pairing.seating import round_cost, seat
from leagues.pairing.seed import round_rng
from leagues.pairing.sizes import TableSize, plan_tables

TRIES = 4  # orders tried per round; more rarely helps once the repair has run


def evenness_weight(times_met: int) -> int:
    return times_met


def rounds_to_meet_everyone(players: int, size: int) -> int:
    """The fewest rounds in which each player could meet every other: each round meets
    ``size - 1`` of the ``players - 1`` others."""
    return math.ceil((players - 1) / (size - 1))


def split_groups(entrants: Sequence[Entrant], groups: int) -> list[list[PlayerId]]:
    """Deal players into groups by rating, snake order (1 2 3 3 2 1 ...), so that each group
    holds a like share of the strong and the weak."""
    if groups < 1:
        raise PairingError("at least one group")
    ranked = sorted(entrants, key=lambda e: (-e.rating, e.player))
    out: list[list[PlayerId]] = [[] for _ in range(groups)]
    for i, entrant in enumerate(ranked):
        lap, pos = divmod(i, groups)
        out[pos if lap % 2 == 0 else groups - 1 - pos].append(entrant.player)
    return out


def schedule_round_robin(
    players: Sequence[PlayerId],
    rounds: int,
    tables: TableSize,
    seed: bytes | str,
    purpose: str = "round-robin",
    history: Sequence[Round] = (),
) -> list[Round]:
    """Rounds ``len(history)+1`` to ``len(history)+rounds`` of one group.

    ``purpose`` names the group in the RNG (two groups with one seed draw differently);
    ``history`` lets a schedule go on after a withdrawal (re-run with the players left).
    Byes, when tables of the kind's sizes cannot seat everyone, go to those with fewest.
    """
    if len(set(players)) != len(players):
        raise PairingError("a player is listed twice")
    plan = plan_tables(len(players), tables)
    if set(plan.sizes) == {2} and not history:
        return circle_schedule(players, rounds, seed, purpose)  # perfect for pairs
    meetings = Meetings(history)
    base = sorted(players)
    out: list[Round] = []
    for round_no in range(len(history) + 1, len(history) + rounds + 1):
        rng = round_rng(seed, purpose, round_no)
        tried = []
        for _ in range(TRIES):
            order = rng.sample(base, len(base))
            byes, seated = choose_byes(order, plan.byes, meetings)
            seating = seat(
                seated, plan.sizes, meetings, evenness_weight, rng, len(seated), len(seated)
            )
            tried.append((round_cost(seating, meetings, evenness_weight), Round(seating, byes)))
        chosen = min(tried, key=lambda t: t[0])[1]  # the first of the cheapest
        meetings.add(chosen)
        out.append(chosen)
    schedule = [[list(table) for table in rnd.tables] for rnd in out]
    polish(schedule, meetings, round_rng(seed, f"{purpose}:polish", 0))
    return [
        Round(tuple(map(tuple, tables)), rnd.byes)
        for tables, rnd in zip(schedule, out, strict=True)
    ]
