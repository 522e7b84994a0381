"""The event store: append-only for real, one version per move, a global position."""

from __future__ import annotations

import orjson
import pytest
from django.db import DatabaseError, connection, transaction
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from games import services, store
from games.errors import GameNotFound, StaleVersion
from games.models import Event, Game

pytestmark = pytest.mark.django_db


@pytest.fixture
def game(alice, bob):
    g = services.game_create(user=alice, kind="nim", seats=2, options={"pile": 9})
    return services.game_join(user=bob, game_id=g.pk)


def refused(sql: str) -> None:
    with pytest.raises(DatabaseError) as err, transaction.atomic():
        with connection.cursor() as cur:
            cur.execute(sql)
    assert "append-only" in str(err.value)


def test_raw_sql_update_of_an_event_is_refused(game):
    refused(f"UPDATE games_event SET type = 'Forged' WHERE game_id = {game.pk}")
    assert not Event.objects.filter(type="Forged").exists()


def test_raw_sql_delete_of_an_event_is_refused(game):
    before = Event.objects.count()
    refused(f"DELETE FROM games_event WHERE game_id = {game.pk}")
    refused("DELETE FROM games_event")  # SQLite's TRUNCATE
    assert Event.objects.count() == before


@pytest.mark.django_db(transaction=True)
def test_truncate_is_refused_on_postgresql(alice, bob):
    if connection.vendor != "postgresql":
        pytest.skip("TRUNCATE exists on PostgreSQL only; SQLite's DELETE FROM is tested above")
    # Committed rows (a transactional test), so only the trigger can stop the TRUNCATE.
    services.game_create(user=alice, kind="nim", seats=2)
    before = Event.objects.count()
    refused("TRUNCATE games_event CASCADE")
    assert Event.objects.count() == before


def test_the_orm_cannot_change_an_event_either(game):
    with pytest.raises(DatabaseError), transaction.atomic():
        Event.objects.filter(game=game).update(data={})
    with pytest.raises(DatabaseError), transaction.atomic():
        Event.objects.filter(game=game).delete()


def test_each_game_numbers_its_events_from_one_and_the_global_position_grows(alice, bob, game):
    other = services.game_create(user=bob, kind="nim", seats=2)
    seqs = list(Event.objects.filter(game=game).values_list("seq", flat=True))
    assert seqs == list(range(1, game.version + 1))
    assert list(Event.objects.filter(game=other).values_list("seq", flat=True))[0] == 1
    ids = list(Event.objects.order_by("id").values_list("game_id", "seq"))
    assert ids.index((other.pk, 1)) > ids.index((game.pk, game.version))


def test_a_command_on_an_old_version_is_refused_and_appends_nothing(alice, bob, game):
    from games.replay import load_state
    from tests.support.nim import RULES

    state = load_state(game, RULES)
    seat = sorted(RULES.prompts(state))[0]
    user = alice if seat == 0 else bob
    services.game_act(user=user, game_id=game.pk, version=game.version, choices=("1",))
    count = Event.objects.count()
    with pytest.raises(StaleVersion):
        services.game_time_out(game_id=game.pk, seat=1 - seat, version=game.version)
    assert Event.objects.count() == count


def test_old_event_payloads_are_upcast_when_replayed(game):
    from games.engine.registry import get_kind
    from games.replay import load_state

    rules = get_kind("nim")
    # Pretend StonesTaken's payload went from {"seat", "count"} (v1) to {"seat", "n"} (v2).
    rules.event_versions = {"StonesTaken": 2}
    rules.upcasters = {("StonesTaken", 1): lambda d, s: ({"seat": d["seat"], "n": d["count"]}, s)}
    try:
        with connection.cursor() as cur:
            cur.execute(
                "INSERT INTO games_event (game_id, seq, origin, type, schema, data, secret_to,"
                " actor, created_at) VALUES (%s, %s, 'rules', 'StonesTaken', 1, %s, '[]', 0,"
                " CURRENT_TIMESTAMP)",
                [game.pk, game.version + 1, '{"seat": 0, "count": 2}'],
            )
        game.version += 1
        state = load_state(game, rules)
        assert state["pile"] == 7
    finally:
        rules.event_versions, rules.upcasters = {}, {}


def test_a_games_events_are_written_only_by_a_command_that_holds_the_game(alice, game):
    """The events' ``game`` has no foreign key in the database (no look-up per event at
    each commit): what keeps every event on a real game is that only a command appends,
    and a command starts by locking its game's row. A command on a game that is not
    there is refused before anything is written, and no game row is ever deleted."""
    fks = connection.introspection.get_constraints(connection.cursor(), "games_event")
    assert not [c for c in fks.values() if c["foreign_key"] == ("games_game", "id")]
    missing = game.pk + 1000
    before = Event.objects.count()
    with pytest.raises(GameNotFound):
        services.game_act(user=alice, game_id=missing, version=1, choices=("1",))
    assert Event.objects.count() == before
    assert not Event.objects.filter(game_id=missing).exists()


def test_a_stream_read_back_is_every_event_as_stored(alice, bob, game):
    """``store.read_stream`` (the folds, the export and the rebuild read through it) gives
    each event exactly as the ORM reads it, secrets and their readers included, and its
    window (``after``, ``upto``, rules only) is the ORM's filter."""
    for _ in range(3):  # a few moves, so that there are rules events with secrets or not
        game.refresh_from_db()
        seat = game.to_act[0]
        mover = alice if game.seats.get(number=seat).user_id == alice.pk else bob
        services.game_act(user=mover, game_id=game.pk, version=game.version, choices=("1",))
    fields = ("seq", "origin", "type", "schema", "data", "secret", "secret_to", "actor",
              "created_at")  # fmt: skip
    stored = Event.objects.filter(game=game).order_by("seq")
    want = [tuple(getattr(e, f) for f in fields) for e in stored]
    assert any(row[5] is not None for row in want) and any(row[5] is None for row in want)
    assert [tuple(r) for r in store.read_stream(game.pk)] == want
    assert [tuple(r) for r in store.read_stream(game.pk, after=2, upto=4)] == want[2:4]
    rules = [row for row in want if row[1] == "rules"]
    assert rules and [tuple(r) for r in store.read_stream(game.pk, rules_only=True)] == rules
    # The export's read: the data and the secret as the JSON text stored, nothing else
    # changed; encoded again, they are what the ORM decodes.
    encoded = list(store.read_stream(game.pk, encoded=True))
    assert all(isinstance(r.data, orjson.Fragment) for r in encoded)
    assert [tuple(orjson.loads(orjson.dumps(v)) if i in (4, 5) else v for i, v in enumerate(r))
            for r in encoded] == want  # fmt: skip


def test_many_streams_read_at_once_are_each_stream_as_read_alone(alice, bob, game):
    """``store.read_streams`` (the rebuild of many games reads through it): each game's
    events exactly as ``read_stream`` gives them, whatever order the ids come in; a game
    with no events has an empty list."""
    other = services.game_create(user=bob, kind="nim", seats=2, options={"pile": 7})
    other = services.game_join(user=alice, game_id=other.pk)
    services.game_act(user=alice if game.seats.get(number=game.to_act[0]).user_id == alice.pk
                      else bob, game_id=game.pk, version=game.version, choices=("1",))  # fmt: skip
    got = store.read_streams([other.pk, game.pk, 10**9])
    assert list(got) == [other.pk, game.pk, 10**9]
    for g in (game, other):
        assert got[g.pk] == list(store.read_stream(g.pk))
        assert len(got[g.pk]) == Event.objects.filter(game=g).count() > 0
    assert got[10**9] == [] and store.read_streams([]) == {}
    assert store.read_streams([game.pk]) == {game.pk: got[game.pk]}  # one: read alone
    # A rebuild sizes its reads by the events themselves, not the game rows' versions.
    Game.objects.filter(pk=game.pk).update(version=0)
    empty = Game.objects.create(kind="nim", seat_count=2, created_by=bob,
                                created_at=timezone.now())  # fmt: skip
    ids = sorted([game.pk, other.pk, empty.pk])
    counted = store.games_after(0, 10, ids)
    assert counted == [(pk, "nim", len(got.get(pk, ()))) for pk in ids]
    assert [row[0] for row in store.games_after(ids[0], 1, ids)] == [ids[1]]  # after, at most


def test_many_streams_read_at_once_come_in_order_whatever_order_they_were_stored_in(alice):
    """``read_streams`` asks for its rows in no order (a sort on the server held up the
    first row: a rebuild's read waited for it) and puts each stream in order itself: rows
    stored out of order (here seq 4 before 3) still come 1 to 4, in two games read at once."""
    games = [services.game_create(user=alice, kind="nim", seats=2) for _ in range(2)]
    for g in games:
        assert Event.objects.filter(game=g).count() == 2  # GameCreated, SeatTaken
        now = timezone.now()
        Event.objects.bulk_create([Event(game=g, seq=n, origin="table", type=f"Noted{n}",
                                         data={"n": n}, created_at=now) for n in (4, 3)])  # fmt: skip
    if connection.vendor == "postgresql":
        with connection.cursor() as cur:
            cur.execute("SELECT seq FROM games_event WHERE game_id = %s ORDER BY ctid",
                        [games[0].pk])  # fmt: skip
            stored = [r[0] for r in cur.fetchall()]
            # As stored: 4 before 3 (where the four sit among other rows is the free
            # space map's choice: after 1 and 2, or before them in a page a test freed).
            assert sorted(stored) == [1, 2, 3, 4] and stored.index(4) < stored.index(3)
            # The server hands them as stored (as it does from a big table's bitmap scan),
            # for this test's transaction only.
            cur.execute("SET LOCAL enable_indexscan = off; SET LOCAL enable_bitmapscan = off")
    got = store.read_streams([g.pk for g in games])
    for g in games:
        assert [(r.seq, r.type) for r in got[g.pk]] == [
            (1, "GameCreated"), (2, "SeatTaken"), (3, "Noted3"), (4, "Noted4")
        ]  # fmt: skip


def test_the_rows_a_command_builds_are_what_djangos_constructor_makes(alice, game):
    """``store.build`` makes its rows without Django's per-field constructor (a third of
    its time): each is the model instance ``Event(*values)`` would be, new (unsaved, no
    database yet), its game at hand without a query, and it saves as any other."""
    batch = [store.table("Noted", {"n": 1}), store.table("Told", {"n": 2}, secret={"k": 3},
                                                         secret_to=(1,), actor=0)]  # fmt: skip
    rows = store.build(game, game.version, batch, None)
    for row, item in zip(rows, batch, strict=True):
        e = item.event
        made = Event(None, game.pk, None, row.seq, item.origin, e.type, 1, e.data, e.secret,
                     list(e.secret_to), e.actor, row.created_at)  # fmt: skip
        fields = [f.attname for f in Event._meta.concrete_fields]
        assert [getattr(row, f) for f in fields] == [getattr(made, f) for f in fields]
        assert (row._state.adding, row._state.db) == (made._state.adding, made._state.db)
    with CaptureQueriesContext(connection) as asked:
        assert rows[0].game is game
    assert not asked.captured_queries
    with transaction.atomic():
        store.insert(rows, game.version)
    stored = Event.objects.filter(game=game, seq__gt=game.version).order_by("seq")
    assert [(e.type, e.data, e.secret, e.secret_to, e.actor) for e in stored] == [
        ("Noted", {"n": 1}, None, [], None),
        ("Told", {"n": 2}, {"k": 3}, [1], 0),
    ]
