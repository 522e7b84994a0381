"""Seat an ordered list of players at tables, keeping repeat table-mates to a minimum.

Shared by Swiss and round robin. Two passes:

1. Greedy: each table starts with the best-placed player still standing and takes, one at a
   time, the next player (looking at most ``lookahead`` players ahead) who adds the least
   cost, i.e. the first who adds none. Players stay near their place in the order (Swiss
   score groups) unless that would repeat a meeting.
2. Repair: while swapping two players of different tables lowers the round's total cost,
   swap (nearest tables first, within ``window`` tables). The cost only falls, so this ends,
   at a round no single swap within the window improves: the guarantee the tests check.

A pair's cost is ``weight(times met before)``; the callers pick the weight. A round with at
most ``exact_limit`` possible seatings is instead searched exhaustively (exact.py).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from leagues.pairing.exact import best_seating, seatings
from leagues.pairing.meetings import Meetings
from leagues.pairing.records import PlayerId

Weight = Callable[[int], int]


class _Cost:
    def __init__(self, meetings: Meetings, weight: Weight) -> None:
        self._meetings = meetings
        self._weight = weight

    def pair(self, a: PlayerId, b: PlayerId) -> int:
        met = self._meetings.count(a, b)
        return self._weight(met) if met else 0

    def with_table(self, player: PlayerId, table: Sequence[PlayerId], skip: int = -1) -> int:
        """Cost of ``player`` with everyone at ``table`` except the seat ``skip``."""
        return sum(self.pair(player, other) for i, other in enumerate(table) if i != skip)


def round_cost(tables: Sequence[Sequence[PlayerId]], meetings: Meetings, weight: Weight) -> int:
    """The total cost of a round: every pair at every table."""
    cost = _Cost(meetings, weight)
    return sum(
        cost.pair(table[i], table[j])
        for table in tables
        for i in range(len(table))
        for j in range(i + 1, len(table))
    )


def _greedy(
    order: Sequence[PlayerId], sizes: Sequence[int], cost: _Cost, lookahead: int
) -> list[list[PlayerId]]:
    taken = [False] * len(order)
    start = 0
    tables: list[list[PlayerId]] = []
    for size in sizes:
        while taken[start]:
            start += 1
        table = [order[start]]
        taken[start] = True
        while len(table) < size:
            best, best_cost, scanned, i = -1, 0, 0, start
            while i < len(order) and scanned < lookahead:
                if not taken[i]:
                    added = cost.with_table(order[i], table)
                    if best < 0 or added < best_cost:
                        best, best_cost = i, added
                        if added == 0:
                            break
                    scanned += 1
                i += 1
            taken[best] = True
            table.append(order[best])
        tables.append(table)
    return tables


def _neighbours(t: int, count: int, window: int) -> list[int]:
    """Tables near ``t`` first: t-1, t+1, t-2, t+2, ... up to ``window`` away."""
    out = []
    for d in range(1, min(window, count) + 1):
        out.extend(u for u in (t - d, t + d) if 0 <= u < count)
    return out


def _improve(tables: list[list[PlayerId]], t: int, cost: _Cost, window: int) -> bool:
    """Make the first swap between table ``t`` and a neighbour that lowers the cost."""
    table = tables[t]
    for i, p in enumerate(table):
        own_p = cost.with_table(p, table, skip=i)
        if own_p == 0:
            continue  # p's swaps that help are found from the other table's side
        for u in _neighbours(t, len(tables), window):
            other = tables[u]
            for j, q in enumerate(other):
                before = own_p + cost.with_table(q, other, skip=j)
                after = cost.with_table(q, table, skip=i) + cost.with_table(p, other, skip=j)
                if after < before:
                    table[i], other[j] = q, p
                    return True
    return False


def seat(
    order: Sequence[PlayerId],
    sizes: Sequence[int],
    meetings: Meetings,
    weight: Weight,
    rng: random.Random,
    lookahead: int,
    window: int,
    exact_limit: int = 0,
) -> tuple[tuple[PlayerId, ...], ...]:
    """Tables for ``order`` (best first) of the given sizes; seats within a table shuffled
    from the round's RNG (who plays first is drawn, not inherited from the order)."""
    cost = _Cost(meetings, weight)
    if seatings(sizes) <= exact_limit:
        tables = best_seating(order, sizes, cost.pair)
    else:
        tables = _greedy(order, sizes, cost, lookahead)
        improved = True
        while improved:
            improved = False
            for t in range(len(tables)):
                while _improve(tables, t, cost, window):
                    improved = True
    return tuple(tuple(rng.sample(table, len(table))) for table in tables)
