"""Swiss pairings for 4 to 60 players at every table size 2-6, over several rounds of random
results with the odd withdrawal.

"No repeat table-mates while avoidable" is checked as: no swap of two players between two
tables of the round lowers the number of pairs that already met (the seating is a local
optimum of the repeat count over all single swaps; the package's window covers every table
at these sizes); and for events of up to 10 players, the number of repeated pairs is the
least that any seating of the round's players at its tables has (found by trying them
all). Byes: a bye goes only to a player with the fewest byes, so at most once
while anyone active has had none.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from leagues.pairing import Entrant, Round, Scoring, TableSize, pair_swiss_round, standings
from tests.leagues.pairing import oracle
from tests.leagues.pairing.strategies import (
    BOUNDED,
    PER_SIZE,
    SIZES,
    fits,
    random_results,
    seeds,
    table_sizes,
)


def _play_swiss(players: int, spec, rounds: int, seed, luck: int):
    """Yield (round, history before it, active players, byes before) for each round."""
    rng = random.Random(luck)
    ratings = {f"p{i:02d}": float(rng.randint(1000, 2000)) for i in range(players)}
    active = sorted(ratings)
    history: list[Round] = []
    games = []
    scoring = Scoring(placement=(3, 2, 1, 0))
    for round_no in range(1, rounds + 1):
        if round_no > 1 and rng.random() < 0.3 and fits(len(active) - 1, spec):
            active.remove(rng.choice(active))  # a withdrawal: left out from now on
        byes = Counter(p for past in history for p in past.byes)
        points = {s.player: s.points for s in standings(ratings, games, scoring, byes)}
        entrants = [Entrant(p, points[p], ratings[p]) for p in active]
        rnd = pair_swiss_round(entrants, history, spec, seed, round_no)
        yield rnd, list(history), list(active), byes, entrants
        history.append(rnd)
        games.extend(random_results(rnd, rng))


@pytest.mark.parametrize("size", SIZES)
@PER_SIZE
@given(
    data=st.data(),
    players=st.integers(4, 60),
    rounds=st.integers(1, 6),
    seed=seeds,
    luck=st.integers(0, 2**32),
)
def test_swiss_rounds_seat_everyone_once_without_avoidable_repeats(
    size, data, players, rounds, seed, luck
):
    spec = data.draw(table_sizes(size))
    assume(fits(players, spec))
    _check_swiss(players, spec, rounds, seed, luck)


@pytest.mark.parametrize("size", SIZES)
@PER_SIZE
@given(
    data=st.data(),
    players=st.integers(4, 10),
    rounds=st.integers(2, 6),
    seed=seeds,
    luck=st.integers(0, 2**32),
)
def test_small_swiss_rounds_repeat_no_pair_that_any_seating_avoids(
    size, data, players, rounds, seed, luck
):
    spec = data.draw(table_sizes(size))
    assume(fits(players, spec))
    for rnd, history, *_ in _play_swiss(players, spec, rounds, seed, luck):
        met = oracle.met_before(history)
        ours = sum(oracle.table_cost(t, met, oracle.repeated) for t in rnd.tables)
        assert ours == oracle.fewest_repeats(rnd, met)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [4, 5, 59, 60])
def test_swiss_at_the_extremes(size, players):
    """The ends of the range, at the kind's narrowest and widest bounds."""
    for spec in (TableSize(size, size, size, mixed=False), TableSize(size, 2, 8)):
        if fits(players, spec):
            _check_swiss(players, spec, 6, f"extreme-{players}", players)


def _check_swiss(players, spec, rounds, seed, luck):
    for rnd, history, active, byes, entrants in _play_swiss(players, spec, rounds, seed, luck):
        oracle.assert_seated_once(rnd, active)
        oracle.assert_sizes(rnd, spec)
        oracle.assert_fair_byes(rnd, byes, active)
        met = oracle.met_before(history)
        assert oracle.improving_swap(rnd, met, oracle.repeated) is None
        # Deterministic from the seed, whatever order the entrants are listed in.
        shuffled = random.Random(luck).sample(entrants, len(entrants))
        assert pair_swiss_round(shuffled, history, spec, seed, len(history) + 1) == rnd


@BOUNDED
@given(players=st.integers(4, 60), size=st.integers(2, 6), seed=seeds)
def test_a_second_swiss_round_repeats_nobody_when_there_are_enough_tables(players, size, seed):
    """With at least ``size`` equal tables in round 1, a round 2 without any repeat exists
    (one player from each of ``size`` different tables), and the pairing finds one."""
    spec = TableSize(size, size, size, mixed=False)
    assume(players // size >= size)
    entrants = [Entrant(f"p{i:02d}", 0, 1500 - i) for i in range(players)]
    first = pair_swiss_round(entrants, [], spec, seed, 1)
    second = pair_swiss_round(entrants, [first], spec, seed, 2)
    met = oracle.met_before([first])
    assert all(oracle.table_cost(t, met, oracle.repeated) == 0 for t in second.tables)


def test_swiss_groups_by_score_then_rating():
    """Round 1 of 8 at tables of 4: the four best rated sit together."""
    entrants = [Entrant(f"p{i}", 0, 2000 - 100 * i) for i in range(8)]
    rnd = pair_swiss_round(entrants, [], TableSize(4), "s", 1)
    assert sorted(rnd.tables[0]) == ["p0", "p1", "p2", "p3"]
    # Later, score comes before rating: the two leaders join the best rated of the rest.
    scored = [Entrant(e.player, 3 if e.player in ("p6", "p7") else 0, e.rating) for e in entrants]
    rnd = pair_swiss_round(scored, [], TableSize(4), "s", 2)
    assert sorted(rnd.tables[0]) == ["p0", "p1", "p6", "p7"]


def test_the_bye_goes_to_the_lowest_placed_without_one():
    entrants = [Entrant(f"p{i}", 10 - i, 1500) for i in range(5)]
    spec = TableSize(2, 2, 2)
    first = pair_swiss_round(entrants, [], spec, "s", 1)
    assert first.byes == ("p4",)
    second = pair_swiss_round(entrants, [first], spec, "s", 2)
    assert second.byes == ("p3",)


def test_the_same_seed_gives_the_same_round_and_another_seed_may_not():
    entrants = [Entrant(f"p{i:02d}", 0, 1500) for i in range(40)]  # all equal: drawn order
    spec = TableSize(4)
    one = pair_swiss_round(entrants, [], spec, "seed-1", 1)
    assert pair_swiss_round(entrants, [], spec, "seed-1", 1) == one
    assert pair_swiss_round(entrants, [], spec, "seed-2", 1) != one
    assert pair_swiss_round(entrants, [], spec, "seed-1", 2) != one
