"""A command leaves its seats on the game as if prefetched: reading them asks nothing, and
a query chained on them still asks only about this game's seats."""

from __future__ import annotations

import pytest
from django.db import connection, transaction
from django.test.utils import CaptureQueriesContext

from games.command import locked
from tests.notifications.conftest import nim_for_two

pytestmark = pytest.mark.django_db


def test_the_locked_games_seats_are_read_without_a_query_and_filter_to_that_game(alice, bob, carol):
    first = nim_for_two(alice, bob)
    nim_for_two(bob, carol)  # another game's seats, which no filter must return
    with transaction.atomic():
        game = locked(first.pk)
        with CaptureQueriesContext(connection) as seen:
            seats = list(game.seats.all())
        assert len(seen) == 0
        assert [(s.number, s.user_id) for s in seats] == [(0, alice.pk), (1, bob.pk)]
        with CaptureQueriesContext(connection) as seen:
            bobs = list(game.seats.filter(user=bob))
        assert len(seen) == 1
        assert [(s.game_id, s.number) for s in bobs] == [(first.pk, 1)]
