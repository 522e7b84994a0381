"""Independent checks of a round, written from the definitions (not from the package's
own cost code), shared by the property tests."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from itertools import combinations

from leagues.pairing import Round, TableSize

PairCost = Callable[[int], int]  # times met before -> cost of seating the pair again


def met_before(history: Iterable[Round]) -> Counter[frozenset[str]]:
    met: Counter[frozenset[str]] = Counter()
    for past in history:
        for table in past.tables:
            met.update(frozenset(pair) for pair in combinations(table, 2))
    return met


def assert_seated_once(rnd: Round, active: Iterable[str]) -> None:
    """Every active player is at exactly one table or has the bye; nobody else appears."""
    everyone = [*rnd.seated(), *rnd.byes]
    assert sorted(everyone) == sorted(active)


def assert_sizes(rnd: Round, spec: TableSize) -> None:
    for table in rnd.tables:
        assert spec.min_players <= len(table) <= spec.max_players
        if not spec.mixed:
            assert len(table) == spec.size


def assert_fair_byes(rnd: Round, byes_before: Counter[str], active: Iterable[str]) -> None:
    """A bye goes only to players with the fewest byes among those this round: so nobody
    has a second bye while an active player has had none."""
    if not rnd.byes:
        return
    fewest_seated = min((byes_before[p] for p in rnd.seated()), default=None)
    for player in rnd.byes:
        assert fewest_seated is None or byes_before[player] <= fewest_seated
    assert set(rnd.byes) <= set(active)


def table_cost(table: Sequence[str], met: Counter[frozenset[str]], cost: PairCost) -> int:
    return sum(cost(met[frozenset(pair)]) for pair in combinations(table, 2))


def improving_swap(
    rnd: Round, met: Counter[frozenset[str]], cost: PairCost
) -> tuple[str, str] | None:
    """A swap of two players between two tables of the round that lowers the round's total
    cost, or None. Only tables with a positive cost can gain from a swap."""
    costs = [table_cost(t, met, cost) for t in rnd.tables]
    for a, b in combinations(range(len(rnd.tables)), 2):
        if costs[a] == 0 and costs[b] == 0:
            continue
        ta, tb = rnd.tables[a], rnd.tables[b]
        for i, p in enumerate(ta):
            for j, q in enumerate(tb):
                na = (*ta[:i], q, *ta[i + 1 :])
                nb = (*tb[:j], p, *tb[j + 1 :])
                if table_cost(na, met, cost) + table_cost(nb, met, cost) < costs[a] + costs[b]:
                    return p, q
    return None


def repeated(times_met: int) -> int:
    """The Swiss criterion: the number of pairs that sat together before."""
    return 1 if times_met else 0


def meetings(times_met: int) -> int:
    """The evenness criterion: sum over seated pairs of earlier meetings (a round that
    minimises it least raises the sum of squared pair counts)."""
    return times_met


def uneven_swap(
    schedule: Sequence[Round], history: Sequence[Round] = ()
) -> tuple[int, str, str] | None:
    """A swap of two players between two tables of one round of ``schedule`` that lowers the
    sum over pairs of (times met)^2 across history and schedule, or None: the schedule is
    then as even as single swaps can make it. Returns (round index, p, q)."""
    met = met_before([*history, *schedule])
    for r, rnd in enumerate(schedule):
        for ta, tb in combinations(rnd.tables, 2):
            for p in ta:
                for q in tb:
                    change: Counter[frozenset[str]] = Counter()
                    for x in ta:
                        if x != p:
                            change[frozenset((p, x))] -= 1
                            change[frozenset((q, x))] += 1
                    for y in tb:
                        if y != q:
                            change[frozenset((q, y))] -= 1
                            change[frozenset((p, y))] += 1
                    delta = sum((met[k] + d) ** 2 - met[k] ** 2 for k, d in change.items())
                    if delta < 0:
                        return r, p, q
    return None


def assert_schedule(schedule: Sequence[Round], players: Sequence[str], spec: TableSize) -> None:
    """Each round seats every player once at tables within bounds, byes fairly spread, and
    the schedule is as even as single swaps can make it."""
    byes: Counter[str] = Counter()
    for rnd in schedule:
        assert_seated_once(rnd, players)
        assert_sizes(rnd, spec)
        assert_fair_byes(rnd, byes, players)
        byes.update(rnd.byes)
    assert uneven_swap(schedule) is None


def all_seatings(players: Sequence[str], sizes: Sequence[int]) -> Iterable[list[tuple[str, ...]]]:
    """Every way to seat ``players`` at tables of ``sizes`` (as a multiset)."""
    if not players:
        yield []
        return
    first, others = players[0], players[1:]
    for size in set(sizes):
        left = list(sizes)
        left.remove(size)
        for mates in combinations(others, size - 1):
            rest = [p for p in others if p not in mates]
            for more in all_seatings(rest, left):
                yield [(first, *mates), *more]


def fewest_repeats(rnd: Round, met: Counter[frozenset[str]]) -> int:
    """The least number of repeated pairs any seating of the round's players could have."""
    return min(
        sum(table_cost(t, met, repeated) for t in seating)
        for seating in all_seatings(rnd.seated(), [len(t) for t in rnd.tables])
    )
