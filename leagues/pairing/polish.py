"""Polish a whole schedule: swap players between tables of a round while that evens out
the pair counts over all its rounds.

The measure is the sum over pairs of (times met)^2: for a fixed number of meetings it is
least when the counts are as equal as they can be. Moving p from table A to B and q from B
to A changes only the pairs of p and q with the others at A and B, so each swap is weighed
in O(table size), and the measure only falls, so the loop ends: at a schedule no single swap
in any round can even out further (what the tests check).
"""

from __future__ import annotations

from itertools import combinations

from leagues.pairing.meetings import Meetings
from leagues.pairing.records import PlayerId


def _gain(meetings: Meetings, p: PlayerId, q: PlayerId, here: list, there: list) -> int:
    """How much better (p -> there, q -> here) is, in units of half the change in the sum
    of squares: positive means the swap evens the counts out."""
    count = meetings.count
    stay_here = [x for x in here if x != p]
    stay_there = [y for y in there if y != q]
    moved = sum(count(p, x) - count(q, x) for x in stay_here) + sum(
        count(q, y) - count(p, y) for y in stay_there
    )
    return moved - len(stay_here) - len(stay_there)


def _swap_once(meetings: Meetings, here: list, there: list) -> bool:
    for i, p in enumerate(here):
        for j, q in enumerate(there):
            if _gain(meetings, p, q, here, there) > 0:
                for x in here:
                    if x != p:
                        meetings.adjust(p, x, -1)
                        meetings.adjust(q, x, 1)
                for y in there:
                    if y != q:
                        meetings.adjust(q, y, -1)
                        meetings.adjust(p, y, 1)
                here[i], there[j] = q, p
                return True
    return False


def polish(schedule: list[list[list[PlayerId]]], meetings: Meetings) -> None:
    """Improve ``schedule`` (rounds of tables, changed in place). ``meetings`` must count
    every round of it (and any earlier history, which stays as it is)."""
    improved = True
    while improved:
        improved = False
        for tables in schedule:
            for here, there in combinations(tables, 2):
                while _swap_once(meetings, here, there):
                    improved = True
