"""Polish a whole schedule: swap players between tables of a round while that evens out
the pair counts over all its rounds.

The measure is the sum over pairs of (times met)^2: for a fixed number of meetings it is
least when the counts are as equal as they can be. Moving p from table A to B and q from B
to A changes only the pairs of p and q with the others at A and B, so each swap is weighed
in O(table size).

1. Descend: make every swap that lowers the measure until none does (it only falls, so
   this ends, at a schedule no single swap in any round improves: what the tests check).
2. Kick (iterated local search): a random swap, then descend again; keep the result if it
   is no worse, else undo both. Kicks escape the descent's local optima; their number is
   bounded by a work budget, so small groups get many and large ones a few.
"""

from __future__ import annotations

import random
from itertools import combinations

from leagues.pairing.meetings import Meetings
from leagues.pairing.records import PlayerId

Schedule = list[list[list[PlayerId]]]  # rounds of tables of players
Swap = tuple[int, int, int, int, int]  # round, table a, table b, seat in a, seat in b
BUDGET = 5_000  # swap evaluations the kicks may spend (a few hundredths of a second)
MAX_KICKS = 30


def _gain(meetings: Meetings, here: list[PlayerId], there: list[PlayerId], i: int, j: int) -> int:
    """How much swapping here[i] and there[j] lowers the measure, in units of 2."""
    count = meetings.count
    p, q = here[i], there[j]
    stay_here = [x for k, x in enumerate(here) if k != i]
    stay_there = [y for k, y in enumerate(there) if k != j]
    moved = sum(count(p, x) - count(q, x) for x in stay_here) + sum(
        count(q, y) - count(p, y) for y in stay_there
    )
    return moved - len(stay_here) - len(stay_there)


def _apply(meetings: Meetings, here: list[PlayerId], there: list[PlayerId], i: int, j: int):
    """Swap here[i] and there[j] with their counts; doing it twice undoes it."""
    p, q = here[i], there[j]
    for k, x in enumerate(here):
        if k != i:
            meetings.adjust(p, x, -1)
            meetings.adjust(q, x, 1)
    for k, y in enumerate(there):
        if k != j:
            meetings.adjust(q, y, -1)
            meetings.adjust(p, y, 1)
    here[i], there[j] = q, p


def _descend(schedule: Schedule, meetings: Meetings, log: list[Swap]) -> int:
    """Improving swaps until none is left; returns the total gain, logging each swap."""
    total, improved = 0, True
    while improved:
        improved = False
        for r, tables in enumerate(schedule):
            for a, b in combinations(range(len(tables)), 2):
                here, there = tables[a], tables[b]
                for i in range(len(here)):
                    for j in range(len(there)):
                        gain = _gain(meetings, here, there, i, j)
                        if gain > 0:
                            _apply(meetings, here, there, i, j)
                            log.append((r, a, b, i, j))
                            total += gain
                            improved = True
    return total


def polish(schedule: Schedule, meetings: Meetings, rng: random.Random) -> None:
    """Improve ``schedule`` in place. ``meetings`` must count every round of it (and any
    earlier history, which stays as it is); kicks are drawn from ``rng``."""
    _descend(schedule, meetings, [])
    rounds = [r for r, tables in enumerate(schedule) if len(tables) > 1]
    if not rounds:
        return
    per_scan = sum(len(a) * len(b) for tables in schedule for a, b in combinations(tables, 2))
    for _ in range(min(MAX_KICKS, BUDGET // max(per_scan, 1))):
        r = rng.choice(rounds)
        a, b = rng.sample(range(len(schedule[r])), 2)
        here, there = schedule[r][a], schedule[r][b]
        i, j = rng.randrange(len(here)), rng.randrange(len(there))
        log: list[Swap] = [(r, a, b, i, j)]
        gain = _gain(meetings, here, there, i, j)
        _apply(meetings, here, there, i, j)
        gain += _descend(schedule, meetings, log)
        if gain < 0:  # worse than before the kick: undo, last swap first
            for r, a, b, i, j in reversed(log):
                _apply(meetings, schedule[r][a], schedule[r][b], i, j)
