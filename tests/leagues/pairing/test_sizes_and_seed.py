"""Table plans at the kind's bounds, and the committed seed."""

from __future__ import annotations

import hashlib

import pytest
from hypothesis import given
from hypothesis import strategies as st

from leagues.pairing import (
    PairingError,
    TablePlan,
    TableSize,
    plan_tables,
    round_rng,
    seed_commitment,
)
from tests.leagues.pairing.strategies import BOUNDED, fits, table_sizes


@pytest.mark.parametrize(
    ("players", "spec", "sizes", "byes"),
    [
        (12, TableSize(4), (4, 4, 4), 0),
        (13, TableSize(4, 2, 5), (5, 4, 4), 0),  # one larger table seats the 13th
        (7, TableSize(4, 2, 4), (4, 3), 0),
        (6, TableSize(4, 2, 4), (3, 3), 0),
        (13, TableSize(4, 4, 4), (4, 4, 4), 1),  # the kind allows 4 only: a bye
        (14, TableSize(4, 2, 6, mixed=False), (4, 4, 4), 2),  # the organiser wants 4 only
        (5, TableSize(4, 3, 4), (4,), 1),  # 5 fits no tables of 3-4
        (10, TableSize(4, 3, 5), (4, 3, 3), 0),  # ties go to more, smaller tables
    ],
)
def test_table_plans(players, spec, sizes, byes):
    assert plan_tables(players, spec) == TablePlan(sizes, byes)


def test_too_few_players_or_a_size_outside_the_kind_are_refused():
    with pytest.raises(PairingError):
        plan_tables(3, TableSize(4, 4, 4))
    with pytest.raises(PairingError):
        TableSize(5, 2, 4)


@BOUNDED
@given(players=st.integers(2, 200), spec=table_sizes())
def test_plans_seat_everyone_they_can_within_bounds(players, spec):
    if not fits(players, spec):
        with pytest.raises(PairingError):
            plan_tables(players, spec)
        return
    plan = plan_tables(players, spec)
    assert sum(plan.sizes) + plan.byes == players
    assert all(spec.min_players <= s <= spec.max_players for s in plan.sizes)
    if spec.mixed:  # no seating within the bounds leaves fewer players out
        assert plan.byes == fewest_byes(players, spec.min_players, spec.max_players)
    if not spec.mixed:
        assert plan.byes == players % spec.size


def fewest_byes(players: int, least: int, most: int) -> int:
    """The fewest players left out when tables of ``least`` to ``most`` seat the others
    (at least one table), by trying every count: the property's oracle. Consecutive sizes
    from 2 seat any number; from 3 to 4 they seat any but 5 (the table above)."""
    seatable = {0}
    for n in range(1, players + 1):
        if any(n - size in seatable for size in range(least, most + 1)):
            seatable.add(n)
    return min(players - n for n in seatable if n > 0)


def test_the_commitment_is_the_sha256_of_the_seed():
    assert seed_commitment("tournament-42") == hashlib.sha256(b"tournament-42").hexdigest()
    assert seed_commitment(b"\x00\x01") == hashlib.sha256(b"\x00\x01").hexdigest()


def test_draws_depend_on_seed_purpose_and_round_only():
    def draw(*args):
        return round_rng(*args).random()

    assert draw("s", "swiss", 1) == draw("s", "swiss", 1) == draw(b"s", "swiss", 1)
    assert (
        len(
            {
                draw("s", "swiss", 1),
                draw("t", "swiss", 1),
                draw("s", "swiss", 2),
                draw("s", "division:A", 1),
            }
        )
        == 4
    )
