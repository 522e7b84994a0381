"""Two deadline sweeps at once on the real PostgreSQL server time each seat out once."""

from __future__ import annotations

from datetime import timedelta

import pytest
import time_machine
from django.db import connection
from django.utils import timezone

from games import services
from games.deadlines.sweep import deadlines_sweep
from games.models import Event
from tests.games.test_concurrency import race

pytestmark = [pytest.mark.postgres, pytest.mark.django_db(transaction=True)]


def test_two_concurrent_sweeps_time_each_overdue_seat_out_once(alice, bob, carol):
    if connection.vendor != "postgresql":
        pytest.skip("the race is run on the real PostgreSQL server (CI)")
    for attempt in range(3):
        with time_machine.travel(timezone.now() - timedelta(days=4)):
            games = []
            for other in (bob, carol, bob, carol):
                g = services.game_create(user=alice, kind="nim", seats=2,
                                         options={"pledges": False})  # fmt: skip
                games.append(services.game_join(user=other, game_id=g.pk))
        counts = race([deadlines_sweep, deadlines_sweep])
        timed_out = Event.objects.filter(type="SeatTimedOut")
        per_game = {g.pk: timed_out.filter(game=g).count() for g in games}
        assert sum(counts) == len(games) and set(per_game.values()) == {1}, (attempt, counts)
