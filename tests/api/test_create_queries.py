"""The SQL statements of creating a game over the API: a regression guard for the road
of a new game (docs/architecture.md, "The road of a move"). A game just inserted has no
seats, no events and no snapshot, so nothing of it is read back; its creator is read
once with what their notifications need, and on PostgreSQL the game's writes go with
its events in one statement."""

from __future__ import annotations

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from games import enqueue
from games.models import Game, GameStatus
from notifications.outbound.preferences import preferences_of
from tests.api.test_move_queries import CONTROL, carries, touching

pytestmark = pytest.mark.django_db(transaction=True)


def created(client, body: dict) -> tuple[dict, list[str]]:
    with CaptureQueriesContext(connection) as seen:
        response = client.post("/api/games/", body, format="json")
    assert response.status_code == 201, response.json()
    return response.json(), [q["sql"] for q in seen.captured_queries]


def test_a_new_game_reads_nothing_of_itself_back(alice, as_alice, monkeypatch):
    monkeypatch.setattr(enqueue, "publish", lambda task, *args: None)
    # Made at her first notification, and her token's "last used" minute written at its
    # first read: neither is what is counted here.
    preferences_of(alice)
    assert as_alice.get("/api/games/").status_code == 200
    game, sqls = created(as_alice, {"kind": "menagerie", "seats": 1})
    assert Game.objects.get(pk=game["id"]).status == GameStatus.ACTIVE  # solitaire: dealt
    for table in ("games_game", "games_seat", "games_event", "games_snapshot",
                  "games_lateststate"):  # fmt: skip
        assert touching(sqls, "SELECT", table) == 0, table
    # Alice read twice: her calendar (time zone, vacations) for the first deadline, and,
    # told it is her turn, with her preferences and webhooks
    assert touching(sqls, "SELECT", "auth_user") == 2
    assert sum(sql.startswith('SELECT "auth_user"') and '"notifications_preferences"' in sql
               for sql in sqls) == 1  # fmt: skip
    plain = [sql for sql in sqls if not sql.startswith(CONTROL)]
    if connection.vendor == "postgresql":
        # the token, the game's INSERT, her name (profile), her calendar, her preferences,
        # and the events INSERT carrying the game's UPDATE, the seat, the latest state and
        # her email's row: reading her preferences sent none of them ahead of it
        assert len(plain) == 6, "\n".join(plain)
        carries(plain[-1], 'UPDATE "games_game"', 'INSERT INTO "games_seat"',
                "INSERT INTO games_lateststate", 'INSERT INTO "notifications_notification"')  # fmt: skip
