"""Hypothesis strategies and budgets shared by the property tests."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

from leagues.pairing import Finish, Round, TableSize

# Bounded so that tests/leagues/pairing runs in well under a minute on a busy 2-core box;
# no example database, so no .hypothesis directory is left in the checkout.
BOUNDED = settings(
    max_examples=40,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow],
)

# The property tests run once per table size 2-6, this many examples each.
PER_SIZE = settings(BOUNDED, max_examples=12)
PER_SIZE_SCHEDULES = settings(BOUNDED, max_examples=8)  # a whole schedule per example
SIZES = range(2, 7)

seeds = st.one_of(st.binary(max_size=16), st.text(max_size=8))


@st.composite
def table_sizes(draw: st.DrawFn, size: int | None = None) -> TableSize:
    """The organiser's size 2-6 within a kind's bounds (as narrow as the size alone)."""
    size = size if size is not None else draw(st.integers(2, 6))
    return TableSize(
        size=size,
        min_players=draw(st.integers(2, size)),
        max_players=draw(st.integers(size, 8)),
        mixed=draw(st.booleans()),
    )


def fits(players: int, spec: TableSize) -> bool:
    """Enough players for one table (fewer is refused: see test_sizes)."""
    return players >= (spec.min_players if spec.mixed else spec.size)


def random_results(rnd: Round, rng: random.Random) -> list[tuple[Finish, ...]]:
    """A random finishing order at each table, with the occasional tie for first."""
    games = []
    for table in rnd.tables:
        order = rng.sample(table, len(table))
        places = list(range(1, len(order) + 1))
        if rng.random() < 0.2:
            places[1] = 1
        games.append(
            tuple(
                Finish(p, place, rng.randint(0, 30)) for p, place in zip(order, places, strict=True)
            )
        )
    return games
