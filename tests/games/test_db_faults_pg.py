"""The database dies in the middle of a move, on the real PostgreSQL server.

A receiver on ``games.checkpoints.reached`` terminates the command's own backend from a
second connection (``pg_terminate_backend``) at a chosen point of the command: after the
events are appended, after the projection rows are saved, just before COMMIT. Whatever
the point, nothing of the batch is kept (events, projection rows, outbox rows), the
player's client gets a JSON 503 that says to try again, the next request works on a fresh
connection, and the retry lands exactly once.
"""

from __future__ import annotations

import contextlib
import time

import psycopg
import pytest
from django.core import mail
from django.db import connection

from games import checkpoints
from games.models import Event, Game, Seat
from notifications.models import Notification
from tests.conftest import client_for
from tests.notifications.conftest import mover, nim_for_two

pytestmark = [pytest.mark.postgres, pytest.mark.django_db(transaction=True)]


def _second_connection() -> psycopg.Connection:
    db = connection.settings_dict
    return psycopg.connect(host=db["HOST"], port=db["PORT"], user=db["USER"],
                           password=db["PASSWORD"] or None, dbname=db["NAME"],
                           autocommit=True)  # fmt: skip


def _terminate(pid: int) -> None:
    """Kill backend ``pid`` from another connection and wait until it is gone."""
    with _second_connection() as admin:
        assert admin.execute("SELECT pg_terminate_backend(%s)", [pid]).fetchone()[0]
        for _ in range(100):
            if not admin.execute("SELECT 1 FROM pg_stat_activity WHERE pid = %s", [pid]).fetchone():
                return
            time.sleep(0.05)
    raise AssertionError(f"backend {pid} outlived pg_terminate_backend")


@contextlib.contextmanager
def database_dies_at(point: str):
    """The first command that reaches ``point`` loses its database connection there."""
    fired: list[int] = []

    def kill(sender, *, point: str, game, **kwargs) -> None:
        if point != wanted or fired:
            return
        pid = connection.connection.info.backend_pid  # the command's own backend
        fired.append(pid)
        _terminate(pid)

    wanted = point
    checkpoints.reached.connect(kill, dispatch_uid="test-db-faults")
    try:
        yield fired
    finally:
        checkpoints.reached.disconnect(dispatch_uid="test-db-faults")
    assert fired, f"no command reached {point}"


def _everything(game_id: int) -> dict:
    """What a move writes: the events, the projection rows and the outbox rows."""
    game = Game.objects.get(pk=game_id)
    return {
        "version": game.version,
        "to_act": game.to_act,
        "deadline": game.deadline,
        "events": list(Event.objects.filter(game_id=game_id).values_list("seq", "type")),
        "seats": list(Seat.objects.filter(game_id=game_id).order_by("number")
                      .values_list("number", "to_act", "prompt_id", "turn_started_at")),
        "outbox": list(Notification.objects.filter(game_id=game_id).order_by("key")
                       .values_list("key", "status")),
    }  # fmt: skip


@pytest.mark.parametrize("point", checkpoints.POINTS)
def test_a_move_whose_database_dies_mid_command_keeps_nothing_and_its_retry_lands_once(
    point, alice, bob
):
    if connection.vendor != "postgresql":
        pytest.skip("pg_terminate_backend needs the real PostgreSQL server (CI)")
    game = nim_for_two(alice, bob)
    player = mover(game, alice, bob)
    client = client_for(player)
    before = _everything(game.pk)
    mail.outbox.clear()
    url, body = f"/api/games/{game.pk}/act/", {"version": game.version, "choices": ["2"]}

    with database_dies_at(point):
        refused = client.post(url, body, format="json")

    assert refused.status_code == 503, refused.content[:300]
    assert refused["Content-Type"] == "application/json"
    assert int(refused["Retry-After"]) > 0
    assert refused.json()["code"] == "unavailable"
    assert "try again" in refused.json()["detail"].lower()
    # This process's next query works: the dead connection was dropped, not reused.
    assert _everything(game.pk) == before, "part of the batch was kept"
    assert mail.outbox == []  # nothing queued on commit: there was no commit

    landed = client.post(url, body, format="json")
    assert landed.status_code == 200, landed.content[:300]
    assert landed.json()["version"] == game.version + 1
    again = client.post(url, body, format="json")  # the same retry once more: refused
    assert again.status_code == 409 and again.json()["code"] == "stale_version"

    after = _everything(game.pk)
    assert after["version"] == before["version"] + 1
    assert [t for _, t in after["events"]].count("StonesTaken") == 1
    assert [s for s, _ in after["events"]] == list(range(1, after["version"] + 1))
    assert len(after["outbox"]) == len(before["outbox"]) + 1  # the other player's turn
    other = bob if player == alice else alice
    assert [m.to for m in mail.outbox] == [[other.email]]  # told once, after the commit


def test_a_connection_killed_between_requests_gives_one_503_then_works_again(alice, bob):
    """The server restarted under a kept connection: the first query fails outside any
    transaction; the client is told to try again and the connection is replaced."""
    if connection.vendor != "postgresql":
        pytest.skip("pg_terminate_backend needs the real PostgreSQL server (CI)")
    game = nim_for_two(alice, bob)
    client = client_for(mover(game, alice, bob))
    url = f"/api/games/{game.pk}/act/"
    connection.ensure_connection()
    _terminate(connection.connection.info.backend_pid)

    refused = client.post(url, {"version": game.version, "choices": ["1"]}, format="json")
    assert refused.status_code == 503 and refused.json()["code"] == "unavailable"
    landed = client.post(url, {"version": game.version, "choices": ["1"]}, format="json")
    assert landed.status_code == 200, landed.content[:300]
    assert Event.objects.filter(game=game, type="StonesTaken").count() == 1
