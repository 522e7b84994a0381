"""The best seating by exhaustive search, for rounds small enough to try them all.

Small events are where a local search most often stops short (two or three tables leave few
swaps to make), and also where trying every seating is cheap. Branch and bound: the first
unseated player in the order takes a table of each size still to fill with every choice of
table-mates, best-placed first, abandoning a branch once it costs as much as the best
complete seating found; it stops at a seating of cost 0. The first optimum found is the one
nearest the order (top players together), as the greedy would have it.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Sequence
from itertools import combinations

from leagues.pairing.records import PlayerId

PairCost = Callable[[PlayerId, PlayerId], int]


def seatings(sizes: Sequence[int]) -> int:
    """How many ways there are to seat sum(sizes) players at tables of these sizes."""
    ways = math.factorial(sum(sizes))
    for size in sizes:
        ways //= math.factorial(size)
    for repeats in Counter(sizes).values():
        ways //= math.factorial(repeats)
    return ways


def best_seating(
    order: Sequence[PlayerId], sizes: Sequence[int], pair_cost: PairCost
) -> list[list[PlayerId]]:
    """The seating of least total cost (ties: the first in the order's enumeration)."""
    best: list[list[PlayerId]] = []
    best_cost = math.inf

    def search(rest: list[PlayerId], left: Counter[int], tables: list, cost: int) -> None:
        nonlocal best, best_cost
        if not rest:
            best, best_cost = [list(t) for t in tables], cost
            return
        first, others = rest[0], rest[1:]
        for size in sorted((s for s in left if left[s]), reverse=True):
            left[size] -= 1
            for mates in combinations(others, size - 1):
                table = (first, *mates)
                added = sum(pair_cost(a, b) for a, b in combinations(table, 2))
                if cost + added < best_cost:
                    tables.append(table)
                    search([p for p in others if p not in mates], left, tables, cost + added)
                    tables.pop()
                if best_cost == 0:
                    break
            left[size] += 1
            if best_cost == 0:
                return

    search(list(order), Counter(sizes), [], 0)
    return best
