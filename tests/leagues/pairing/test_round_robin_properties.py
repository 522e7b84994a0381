"""Round robin and league division schedules for 4 to 60 players at every table size 2-6.

"As evenly as possible" is checked as: no swap of two players between two tables of any
round lowers the sum over pairs of (times met)^2, the measure that is least when the pair
counts are as equal as they can be. Byes: only to players with the fewest byes, so nobody
sits out twice before everyone has sat out once.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from leagues.pairing import (
    TableSize,
    first_divisions,
    promote_relegate,
    rounds_to_meet_everyone,
    schedule_division,
    schedule_round_robin,
)
from tests.leagues.pairing import oracle
from tests.leagues.pairing.strategies import PER_SIZE_SCHEDULES, SIZES, fits, seeds, table_sizes


@pytest.mark.parametrize("size", SIZES)
@PER_SIZE_SCHEDULES
@given(data=st.data(), players=st.integers(4, 60), rounds=st.integers(1, 5), seed=seeds)
def test_round_robin_schedules_are_even_and_seat_everyone(size, data, players, rounds, seed):
    spec = data.draw(table_sizes(size))
    assume(fits(players, spec))
    names = [f"p{i:02d}" for i in range(players)]
    schedule = schedule_round_robin(names, rounds, spec, seed)
    assert len(schedule) == rounds
    oracle.assert_schedule(schedule, names, spec)
    shuffled = random.Random(players).sample(names, players)
    assert schedule_round_robin(shuffled, rounds, spec, seed) == schedule


@pytest.mark.parametrize("size", SIZES)
@PER_SIZE_SCHEDULES
@given(
    data=st.data(),
    players=st.integers(4, 60),
    division_size=st.integers(4, 20),
    rounds=st.integers(1, 4),
    seed=seeds,
)
def test_league_divisions_are_scheduled_evenly(size, data, players, division_size, rounds, seed):
    spec = data.draw(table_sizes(size))
    names = [f"p{i:02d}" for i in range(players)]
    divisions = first_divisions(names, division_size)
    assert sorted(p for d in divisions for p in d) == sorted(names)
    assume(all(fits(len(d), spec) for d in divisions))
    for number, division in enumerate(divisions):
        schedule = schedule_division(division, rounds, spec, seed, str(number))
        oracle.assert_schedule(schedule, division, spec)
        assert schedule_division(division, rounds, spec, seed, str(number)) == schedule
    # Next season: the same players, divisions of the same sizes.
    moved = promote_relegate(divisions, up=1, down=1) if len(divisions) > 1 else divisions
    assert sorted(p for d in moved for p in d) == sorted(names)
    assert [len(d) for d in moved] == [len(d) for d in divisions]


def test_a_full_round_robin_of_nine_at_tables_of_three_meets_every_pair_once():
    """9 players, tables of 3, 4 rounds: each meets 2 others a round, 8 in all, and the
    schedule is perfect (every pair exactly once)."""
    names = [f"p{i}" for i in range(9)]
    spec = TableSize(3, 3, 3)
    rounds = rounds_to_meet_everyone(9, 3)
    assert rounds == 4
    met = oracle.met_before(schedule_round_robin(names, rounds, spec, "nine"))
    assert len(met) == 36 and set(met.values()) == {1}


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [4, 5, 60])
def test_round_robin_at_the_extremes(size, players):
    names = [f"p{i:02d}" for i in range(players)]
    for spec in (TableSize(size, size, size, mixed=False), TableSize(size, 2, 8)):
        if fits(players, spec):
            schedule = schedule_round_robin(names, 3, spec, f"extreme-{players}")
            oracle.assert_schedule(schedule, names, spec)


def test_a_round_robin_of_pairs_is_a_complete_round_robin():
    names = [f"p{i}" for i in range(8)]
    met = oracle.met_before(schedule_round_robin(names, 7, TableSize(2, 2, 2), "pairs"))
    assert len(met) == 28 and set(met.values()) == {1}


def test_groups_and_divisions_differ_in_their_draw():
    names = [f"p{i:02d}" for i in range(12)]
    spec = TableSize(4)
    assert schedule_division(names, 3, spec, "s", "A") != schedule_division(
        names, 3, spec, "s", "B"
    )
