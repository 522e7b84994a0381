"""An event's JSON is kept as the text written (PostgreSQL's json, not jsonb): it comes
back exactly as it went in, by every road that reads it, and its keys can still be looked
up in a query."""

from __future__ import annotations

import pytest
from django.db import connection, transaction
from django.db.migrations.executor import MigrationExecutor

from games import services, store
from games.models import Event

pytestmark = pytest.mark.django_db

# Keys in an order jsonb would not keep (it put shorter keys first): the text is kept.
NOTE = {"zeta": 1, "a": [2, {"yy": True, "b": None}], "mid": 'é "quoted" \\ line\nnext'}


@pytest.fixture
def game(alice, bob):
    g = services.game_create(user=alice, kind="nim", seats=2, options={"pile": 9})
    return services.game_join(user=bob, game_id=g.pk)


def note(game, data=NOTE, **kw) -> Event:
    with transaction.atomic():
        (row,) = store.append(game, game.version, [store.table("Note", data, **kw)], None)
    return Event.objects.get(game=game, seq=row.seq)  # the store returns no ids


def column_types() -> set[str]:
    with connection.cursor() as cur:
        cur.execute("SELECT column_name, data_type FROM information_schema.columns "
                    "WHERE table_name = 'games_event' AND column_name IN "
                    "('data', 'secret', 'secret_to')")  # fmt: skip
        return {t for _, t in cur.fetchall()}


def test_an_events_json_comes_back_as_it_was_written(game):
    row = note(game, secret={"hand": ["b", "a"], "aa": 1}, secret_to=(1,))
    assert list(row.data) == ["zeta", "a", "mid"] and row.data == NOTE
    assert list(row.data["a"][1]) == ["yy", "b"]
    assert list(row.secret) == ["hand", "aa"] and row.secret_to == [1]
    (read,) = [r for r in store.read_stream(game.pk) if r.type == "Note"]
    assert read.data == NOTE and list(read.data) == ["zeta", "a", "mid"]
    assert read.secret == {"hand": ["b", "a"], "aa": 1} and read.secret_to == [1]
    if connection.vendor == "postgresql":
        assert column_types() == {"json"}


def test_an_events_keys_can_still_be_looked_up_in_a_query(game):
    note(game)
    note(game, {"zeta": 2, "a": [], "mid": "x"})
    notes = Event.objects.filter(game=game, type="Note")
    assert notes.filter(data__zeta=1).get().data == NOTE
    assert notes.filter(data__mid="x").get().data["zeta"] == 2
    assert not notes.filter(data__zeta=3).exists()
    assert list(notes.order_by("seq").values_list("data__zeta", flat=True)) == [1, 2]
    assert notes.filter(data__a__1__yy=True).count() == 1


@pytest.mark.skipif(connection.vendor != "postgresql", reason="SQLite kept JSON as text")
def test_the_migration_to_json_text_keeps_every_event(transactional_db, alice, bob):
    """Migration 0012 turns the jsonb columns into json: every event reads back the same
    (its keys in jsonb's order, the order rules events are written in), and it goes back."""
    g = services.game_create(user=alice, kind="nim", seats=2, options={"pile": 9})
    g = services.game_join(user=bob, game_id=g.pk)
    services.game_act(user=alice if g.to_act == [0] else bob, game_id=g.pk, version=g.version,
                      choices=("1",))  # fmt: skip
    g.refresh_from_db()
    before = [(e.seq, e.type, e.data, e.secret, e.secret_to) for e in g.events.order_by("seq")]
    old = ("games", "0011_event_game_no_db_constraint")  # before 0012_event_json_as_text
    try:
        MigrationExecutor(connection).migrate([old])
        assert column_types() == {"jsonb"}
        note(g, {"zeta": 1, "a": 2})
    finally:
        # Forward to every app's latest, not to 0012 alone: the migrations after it stay
        # applied for the tests that run next (the soak refuses a database behind).
        latest = MigrationExecutor(connection)
        latest.migrate(latest.loader.graph.leaf_nodes())
    assert column_types() == {"json"}
    after = [(e.seq, e.type, e.data, e.secret, e.secret_to) for e in g.events.order_by("seq")]
    assert after[: len(before)] == before
    assert after[-1][1:3] == ("Note", {"a": 2, "zeta": 1}) and list(after[-1][2]) == ["a", "zeta"]
