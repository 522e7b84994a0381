"""The SQL statements of one move over the API: a regression guard for the move path's
round trips (docs/architecture.md, "The road of a move"). The game row is locked and its
seats read in one statement, with each seat's player as the followers need them (profile,
preferences, webhooks; on PostgreSQL their vacations too), the game written once (the
command's seats serve the followers and the response), and the events go in one INSERT."""

from __future__ import annotations

import re

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from games import enqueue
from tests.support.api_bot import nim_over_the_api

# Real commits: a command's end state is kept on commit, and the response reads it.
pytestmark = pytest.mark.django_db(transaction=True)
CONTROL = ("BEGIN", "COMMIT", "SAVEPOINT", "RELEASE SAVEPOINT")


def statements(client, game_id: int, body: dict) -> list[str]:
    with CaptureQueriesContext(connection) as seen:
        response = client.post(f"/api/games/{game_id}/act/", body, format="json")
    assert response.status_code == 200, response.json()
    return [q["sql"] for q in seen.captured_queries]


def touching(sqls: list[str], verb: str, table: str) -> int:
    """How many statements ``verb`` (SELECT, UPDATE, INSERT) the table: the ORM's (which
    names its columns "table"."column") and our own SQL (unquoted), not subqueries."""
    start = {"SELECT": rf'SELECT (?:"{table}"\.|[^"]*\bFROM {table} )', "UPDATE": "UPDATE ",
             "INSERT": "INSERT INTO "}[verb]  # fmt: skip
    pattern = re.compile(start if verb == "SELECT" else rf'{start}"?{table}"?[ (]', re.S)
    return sum(1 for sql in sqls if pattern.match(sql))


def carries(statement: str, *writes: str) -> None:
    """``statement`` is the events INSERT, with each of ``writes`` as its CTEs."""
    assert statement.startswith("WITH") and "INSERT INTO games_event" in statement
    for write in writes:
        assert write in statement, write


def test_a_move_reads_and_writes_each_row_once(as_alice, as_bob, monkeypatch):
    # What the move queues for after its commit (the other player's email) is kept here
    # instead of run: the tasks' own statements are not the move's.
    queued: list[str] = []
    monkeypatch.setattr(enqueue, "publish", lambda task, *args: queued.append(task.name))
    # Whoever is asked first moves; the token's "last used" minute is written on its read.
    game_id, mover, state = nim_over_the_api(as_alice, as_bob)
    queued.clear()
    sqls = statements(mover, game_id, {"version": state["version"],
                                          "choices": [state["prompt"]["options"][0]["id"]]})  # fmt: skip
    # the lock: the game's row and its seats, read together in one statement
    locks = [sql for sql in sqls if "FOR UPDATE" in sql]
    assert len(locks) <= 1 and all('"games_game"' in sql for sql in locks)  # SQLite: none
    assert touching(sqls, "SELECT", "games_game") == 0
    assert touching(sqls, "SELECT", "games_seat") == 1
    # the game's row written once (on PostgreSQL with the seats that changed, in one statement)
    assert sum('UPDATE "games_game"' in sql for sql in sqls) == 1
    # the events in one INSERT (on PostgreSQL the other player's email row rides with it)
    assert sum("INSERT INTO games_event" in sql for sql in sqls) == 1
    # the players' calendars: their time zones and vacations together (on PostgreSQL in
    # the lock statement, with the seats' players)
    calendars = [sql for sql in sqls if '"accounts_vacation"' in sql]
    assert len(calendars) == 1 and '"accounts_profile"' in calendars[0]
    assert touching(sqls, "SELECT", "accounts_profile") == 0
    # the players come with the seats (SQLite reads their calendars apart)
    assert touching(sqls, "SELECT", "auth_user") == (0 if connection.vendor == "postgresql" else 1)
    # the other player, told it is their turn, comes with their preferences and webhooks
    assert touching(sqls, "SELECT", "notifications_preferences") == 0
    assert touching(sqls, "SELECT", "notifications_webhook") == 0  # they have none
    assert touching(sqls, "UPDATE", "accounts_apitoken") == 0
    # token, lock (with the seats and their players), calendars (SQLite), game, seat(s)
    # that changed, the other player's email, the prompt records (on PostgreSQL one
    # statement settles the answered one and opens the new one; SQLite reads them, then
    # settles and opens), the events (and BEGIN/COMMIT where the database logs them)
    assert touching(sqls, "SELECT", "games_event") == 0  # the state is the command's
    assert touching(sqls, "SELECT", "games_snapshot") == 0
    plain = [sql for sql in sqls if not sql.startswith(CONTROL)]
    # PostgreSQL: the token, the lock (with the calendars and the game's latest state),
    # and the events INSERT, which carries the game's and the seats' UPDATE, the latest
    # state, the prompt records and the email row (SQLite sends each, in its own process)
    if connection.vendor == "postgresql":
        assert len(plain) == 3, "\n".join(plain)
        carries(plain[-1], 'UPDATE "games_game"', 'UPDATE "games_seat"',
                "INSERT INTO games_lateststate", "INSERT INTO leagues_promptrecord",
                'INSERT INTO "notifications_notification"')  # fmt: skip
        assert '"games_lateststate"' in plain[1]  # read with the lock
    else:
        assert len(plain) <= 11, "\n".join(plain)
    assert queued == ["notifications.send"]  # the other player's "your turn" email


def test_a_move_that_keeps_a_snapshot_sends_no_more_statements(as_alice, as_bob, settings,
                                                                monkeypatch):  # fmt: skip
    """Every VITRINE_SNAPSHOT_EVERY events a command keeps a snapshot: on PostgreSQL it
    rides with the events INSERT too (sent alone, it sent the command's other writes alone
    before it)."""
    from games.models import Snapshot

    monkeypatch.setattr(enqueue, "publish", lambda task, *args: None)
    settings.VITRINE_SNAPSHOT_EVERY = 1  # every move crosses a multiple
    game_id, mover, state = nim_over_the_api(as_alice, as_bob)
    before = Snapshot.objects.filter(game_id=game_id).count()
    sqls = statements(mover, game_id, {"version": state["version"],
                                          "choices": [state["prompt"]["options"][0]["id"]]})  # fmt: skip
    kept = Snapshot.objects.filter(game_id=game_id).order_by("-version").first()
    assert Snapshot.objects.filter(game_id=game_id).count() == before + 1
    assert kept.version > state["version"]
    plain = [sql for sql in sqls if not sql.startswith(CONTROL)]
    if connection.vendor == "postgresql":
        assert len(plain) == 3, "\n".join(plain)
        assert 'INSERT INTO "games_snapshot"' in plain[-1]
    else:
        assert len(plain) <= 12, "\n".join(plain)


def test_a_move_asks_the_rules_for_each_states_prompts_once(as_alice, as_bob, monkeypatch):
    """The prompts before the answer (is it the mover's turn?) and after it (who acts next:
    the commit's turns and the response's prompt) are each asked of the rules once; the
    response still shows what the rules ask of the next state."""
    from games.engine import get_kind

    monkeypatch.setattr(enqueue, "publish", lambda task, *args: None)
    game_id, mover, state = nim_over_the_api(as_alice, as_bob)
    rules = type(get_kind("nim"))
    asked: list[int] = []
    prompts = rules.prompts

    def counted(self, game_state):
        asked.append(id(game_state))
        return prompts(self, game_state)

    monkeypatch.setattr(rules, "prompts", counted)
    answer = mover.post(f"/api/games/{game_id}/act/", {
        "version": state["version"], "choices": [state["prompt"]["options"][0]["id"]]},
        format="json").json()  # fmt: skip
    assert len(asked) == 2 and len(set(asked)) == 2  # the state before, the state after
    assert answer["version"] > state["version"] and answer["to_act"] != state["to_act"]
    waiting = as_bob if mover is as_alice else as_alice
    seen = waiting.get(f"/api/games/{game_id}/state/").json()
    assert seen["prompt"] is not None and seen["to_act"] == answer["to_act"]
