"""Two moves racing on the same version: exactly one lands, the other is told 409.
Real PostgreSQL, two real connections (one per thread)."""

from __future__ import annotations

import threading

import pytest
from django.db import connection, connections

from games import services
from games.models import Event
from tests.conftest import client_for

pytestmark = [pytest.mark.postgres, pytest.mark.django_db(transaction=True)]


def race(calls):
    barrier = threading.Barrier(len(calls))
    results: list = [None] * len(calls)

    def run(i, call):
        try:
            barrier.wait()
            results[i] = call()
        finally:
            connections.close_all()

    threads = [threading.Thread(target=run, args=(i, c)) for i, c in enumerate(calls)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return results


def test_two_racing_answers_on_one_version_land_once(alice, bob):
    if connection.vendor != "postgresql":
        pytest.skip("the race is run on the real PostgreSQL server (CI)")
    for attempt in range(8):
        game = services.game_create(user=alice, kind="nim", seats=2, options={"pledges": False})
        game = services.game_join(user=bob, game_id=game.pk)
        mover = alice if game.to_act == [0] else bob
        first, second = client_for(mover), client_for(mover)
        url = f"/api/games/{game.pk}/act/"
        body = {"version": game.version, "choices": ["1"]}
        responses = race([
            lambda c=first, u=url, b=body: c.post(u, b, format="json"),
            lambda c=second, u=url, b=body: c.post(u, {**b, "choices": ["2"]}, format="json"),
        ])  # fmt: skip
        codes = sorted(r.status_code for r in responses)
        assert codes == [200, 409], f"attempt {attempt}: {codes}"
        loser = next(r for r in responses if r.status_code == 409).json()
        assert loser["code"] == "stale_version" and loser["version"] == game.version + 1
        taken = Event.objects.filter(game=game, type="StonesTaken")
        assert taken.count() == 1
