"""A command's writes ride with its events INSERT (games/rides.py), yet nobody reads the
database without them: a follower that reads sees the command's game and seats as
written, what is handed is sent in order, and nothing handed is ever dropped. Real
PostgreSQL (SQLite sends each statement itself)."""

from __future__ import annotations

import pytest
from django.contrib.auth import get_user_model
from django.db import connection, transaction
from django.test.utils import CaptureQueriesContext

from games import followers, rides, services
from games.models import Game, Seat
from tests.notifications.conftest import mover, nim_for_two

pytestmark = [pytest.mark.postgres, pytest.mark.django_db(transaction=True)]


@pytest.fixture(autouse=True)
def postgres_only():
    if connection.vendor != "postgresql":
        pytest.skip("statements ride together on PostgreSQL only")


@pytest.fixture
def follower():
    """A follower of our own, registered for one test."""
    added = []

    def register(f):
        followers.register(f)
        added.append(f)

    yield register
    for f in added:
        followers._followers.remove(f)


def test_a_follower_that_reads_sees_the_commands_game_and_seats_as_written(alice, bob, follower):
    game = nim_for_two(alice, bob)
    player = mover(game, alice, bob)
    seen = []

    def reads(g, rows):
        seen.append((Game.objects.filter(pk=g.pk).values_list("version", "to_act").get(),
                     list(Seat.objects.filter(game=g).order_by("number")
                          .values_list("to_act", flat=True))))  # fmt: skip

    follower(reads)
    after = services.game_act(user=player, game_id=game.pk, version=game.version,
                              choices=("1",))  # fmt: skip
    (version, to_act), seats_to_act = seen[0]
    assert version == after.version and to_act == after.to_act
    assert seats_to_act == [n in after.to_act for n in (0, 1)]
    assert Game.objects.get(pk=game.pk).version == after.version


def test_what_waits_goes_out_in_order_before_any_other_statement(alice, bob):
    game = nim_for_two(alice, bob)
    got = []
    with transaction.atomic():
        with rides.collected() as waiting:
            for name in ("first", "second"):
                assert rides.ride(
                    'UPDATE "games_game" SET "public" = NOT "public" WHERE "id" = %s '
                    'RETURNING "id"', [game.pk], lambda ids, n=name: got.append((n, ids)))  # fmt: skip
            assert got == [] and len(waiting) == 2
            with CaptureQueriesContext(connection) as sent:
                public = Game.objects.filter(pk=game.pk).values_list("public", flat=True).get()
            assert got == [("first", [game.pk]), ("second", [game.pk])] and not waiting
            assert public == game.public  # flipped twice before the read
            assert [q["sql"].startswith("UPDATE") for q in sent.captured_queries] == [
                True, True, False]  # fmt: skip


def test_a_read_of_what_no_command_writes_lets_the_waiting_writes_wait(alice, bob):
    """Reading a player's account and preferences (a game's creator, told it is their
    turn) sends nothing ahead: what waits still goes with the events, and goes after."""
    game = nim_for_two(alice, bob)
    got = []
    with transaction.atomic():
        with rides.collected() as waiting:
            rides.ride('UPDATE "games_game" SET "public" = NOT "public" WHERE "id" = %s '
                       'RETURNING "id"', [game.pk], got.append)  # fmt: skip
            with rides.unrelated(), CaptureQueriesContext(connection) as sent:
                name = get_user_model().objects.values_list("username", flat=True).get(pk=alice.pk)
            assert name == alice.username and len(sent.captured_queries) == 1
            assert got == [] and len(waiting) == 1  # still waiting
            Seat.objects.filter(game=game).count()  # any other read: it goes out first
            assert got == [[game.pk]] and not waiting


def test_nothing_handed_is_dropped_when_no_insert_carries_it(alice, bob):
    game = nim_for_two(alice, bob)
    got = []
    with transaction.atomic(), rides.collected():
        rides.ride('UPDATE "games_game" SET "public" = NOT "public" WHERE "id" = %s '
                   'RETURNING "id"', [game.pk], got.append)  # fmt: skip
    assert got == [[game.pk]]
    assert Game.objects.get(pk=game.pk).public is not game.public


def test_a_commands_long_statements_are_parsed_once_per_shape(alice, bob, monkeypatch):
    """The events INSERT carrying the rest has more values and text than psycopg keeps
    parsed by default (config/database.py): the same shape is parsed once, not at every
    move."""
    from psycopg import _queries

    game = nim_for_two(alice, bob)
    for _ in range(2):  # each shape seen once
        game = services.game_act(user=mover(game, alice, bob), game_id=game.pk,
                                 version=game.version, choices=("1",))  # fmt: skip
    parsed_afresh = []
    real = _queries._query2pg_nocache
    monkeypatch.setattr(_queries, "_query2pg_nocache",
                        lambda query, *a: parsed_afresh.append(query) or real(query, *a))  # fmt: skip
    with CaptureQueriesContext(connection) as seen:
        game = services.game_act(user=mover(game, alice, bob), game_id=game.pk,
                                 version=game.version, choices=("1",))  # fmt: skip
    assert any("INSERT INTO games_event" in q["sql"] for q in seen.captured_queries)
    assert parsed_afresh == []


def test_rows_inserted_as_a_ride_get_their_keys_and_replace_the_old_ones_in_one_statement(
    alice, bob
):
    """``rides.insert`` writes what ``bulk_create`` would, replacing the rows it names
    (a rebuilt game's prompt records) in the same statement."""
    from leagues.models import PromptRecord

    game = nim_for_two(alice, bob)
    old = PromptRecord.objects.filter(game=game)
    assert old.exists()  # the game's open prompt
    fresh = [PromptRecord(game=game, seat=s, user=u, prompted_at=game.created_at, timed_out=True,
                          settled=True) for s, u in ((0, alice), (1, bob))]  # fmt: skip
    with transaction.atomic(), CaptureQueriesContext(connection) as sent:
        rides.insert(PromptRecord, fresh, replacing={"game_id": game.pk})
    assert len(sent.captured_queries) == 1
    assert all(r.pk is not None and not r._state.adding for r in fresh)
    rows = PromptRecord.objects.filter(game=game).order_by("seat")
    assert [(r.pk, r.seat, r.timed_out) for r in rows] == [
        (fresh[0].pk, 0, True), (fresh[1].pk, 1, True)]  # fmt: skip


def test_rows_taken_as_they_are_are_the_rows_the_orm_writes(alice, bob):
    """Many rows of plain values (a rebuilt game's prompt records) go as one array per
    column in the SQL Django wrote for such rows, without the ORM preparing each value;
    a value the ORM would have to prepare (a naive datetime) takes the ORM's road."""
    from datetime import datetime, timedelta

    from leagues.models import PromptRecord

    game = nim_for_two(alice, bob)
    at = game.created_at
    columns = ("user_id", "seat", "prompted_at", "answered_at", "timed_out", "settled")

    def records(n: int, seat: int) -> list[PromptRecord]:
        return [PromptRecord(game=game, seat=seat, user=(alice, bob)[i % 2],
                             prompted_at=at + timedelta(minutes=i),
                             answered_at=None if i % 3 else at + timedelta(hours=i),
                             timed_out=i % 3 == 1, settled=i % 3 != 2) for i in range(n)]  # fmt: skip

    taken = [records(5, 7), records(4, 8)]  # the first writes the SQL, the second reuses it
    with transaction.atomic():
        for batch in taken:
            assert rides._as_they_are(PromptRecord, _fields(PromptRecord), batch) is not None
            rides.insert(PromptRecord, batch)
    by_orm = PromptRecord.objects.bulk_create(records(5, 9) + records(4, 10))
    assert PromptRecord in rides._unnest_sql

    def rows(seats):
        return list(PromptRecord.objects.filter(game=game, seat__in=seats)
                    .order_by("seat", "prompted_at").values_list(*columns))  # fmt: skip

    keys = [r.pk for batch in taken for r in batch]
    assert None not in keys and keys == sorted(keys)  # each object got its row's key
    mine = [(u, s - 7, *rest) for u, s, *rest in rows((7, 8))]
    orms = [(u, s - 9, *rest) for u, s, *rest in rows((9, 10))]
    assert mine == orms and len(mine) == 9 and len(by_orm) == 9

    naive = records(3, 11)
    naive[1].prompted_at = datetime(2026, 1, 2, 3, 4)  # noqa: DTZ001 - naive on purpose
    assert rides._as_they_are(PromptRecord, _fields(PromptRecord), naive) is None

    # One row (a solo game's seat) goes the same way, not compiled by the ORM each time.
    one = records(1, 12)
    with transaction.atomic(), CaptureQueriesContext(connection) as sent:
        rides.insert(PromptRecord, one)
    assert "UNNEST" in sent.captured_queries[0]["sql"] and one[0].pk is not None
    PromptRecord.objects.bulk_create(records(1, 13))
    mine, orms = ([(u, *rest) for u, _, *rest in rows((seat,))] for seat in (12, 13))
    assert mine == orms and len(mine) == 1


def _fields(model):
    meta = model._meta
    return [f for f in meta.concrete_fields if f is not meta.pk and not f.generated]


def test_rides_sent_together_go_in_one_statement_and_each_hears_what_it_returned(alice, bob):
    game = nim_for_two(alice, bob)
    other = nim_for_two(alice, bob)
    got = []
    with transaction.atomic(), rides.collected() as waiting:
        for g in (game, other):
            rides.ride('UPDATE "games_game" SET "public" = NOT "public" WHERE "id" = %s '
                       'RETURNING "id"', [g.pk], got.append)  # fmt: skip
        with CaptureQueriesContext(connection) as sent:
            rides.send_together(waiting)
    assert len(sent.captured_queries) == 1 and not waiting
    assert got == [[game.pk], [other.pk]]
    assert [Game.objects.get(pk=g.pk).public for g in (game, other)] == [
        not game.public, not other.public]  # fmt: skip


def _played(alice, bob, carol):
    """Two games of Nim, a move made in each: their seats, and prompt records (one
    answered, one open) to rebuild."""
    games = [nim_for_two(alice, bob), nim_for_two(bob, carol)]
    for game, players in zip(games, ((alice, bob), (bob, carol)), strict=True):
        services.game_act(user=mover(game, *players), game_id=game.pk, version=game.version,
                          choices=("1",))  # fmt: skip
    return games


def _rows(game):
    from leagues.models import PromptRecord

    return (list(Seat.objects.filter(game=game).order_by("number").values_list("user_id", "to_act")),
            list(PromptRecord.objects.filter(game=game).order_by("seat", "prompted_at")
                 .values_list("seat", "prompted_at", "answered_at", "settled")))  # fmt: skip


def test_rebuilt_games_cost_one_read_and_one_write_between_them(alice, bob, carol):
    """``rebuild_projections``: the chunk's games are read, and their seats deleted, in one
    statement (with the setting that lets the chunk's commit not wait for the disk; it was
    two round trips), their events come in one SELECT,
    and their rows go in one statement: every game's row in one UPDATE, every seat in one
    INSERT, every latest state in one upsert, each game's prompt records (it was nine
    round trips a game with the savepoint, then two a game, then a statement's part per
    game and per table)."""
    from django.core.management import call_command

    games = _played(alice, bob, carol)
    live = [_rows(g) for g in games]
    assert all(len(records) == 2 for _, records in live)  # one answered, one open
    with CaptureQueriesContext(connection) as sent:
        call_command("rebuild_projections", game=[g.pk for g in games], verbosity=0)
    sqls = [q["sql"] for q in sent.captured_queries]
    deletes = [q for q in sqls if "DELETE FROM games_seat" in q]
    assert len(deletes) == 1 and "set_config('synchronous_commit', 'off', true)" in deletes[0]
    assert [q for q in sqls if "FROM games_game" in q] == deletes  # the chunk's games too
    reads = [q for q in sqls if "FROM games_event WHERE" in q]
    writes = [q for q in sqls if q.startswith("WITH r0")]
    assert len(reads) == 1 and len(writes) == 1
    for table in (
        'UPDATE "games_game"',
        "INSERT INTO games_lateststate",
        'INSERT INTO "games_seat"',
    ):
        assert writes[0].count(table) == 1, table
    assert writes[0].count('INSERT INTO "leagues_promptrecord"') == len(games)
    assert [_rows(g) for g in games] == live
    assert [Game.objects.get(pk=g.pk).version for g in games] == [g.version + 1 for g in games]


def test_a_rebuild_splits_its_writes_at_the_statements_bounds(alice, bob, carol, monkeypatch):
    """Writes of more rides than a statement takes (``MOST_RIDES``; parameters alike) go
    in as many statements as needed, every row written."""
    from django.core.management import call_command

    games = _played(alice, bob, carol)
    live = [_rows(g) for g in games]
    monkeypatch.setattr(rides, "MOST_RIDES", 2)
    with CaptureQueriesContext(connection) as sent:
        call_command("rebuild_projections", game=[g.pk for g in games], verbosity=0)
    writes = [q["sql"] for q in sent.captured_queries
              if q["sql"].startswith("WITH") and not q["sql"].startswith("WITH chunk AS")]  # fmt: skip
    # Five rides (the games' rows, their seats, their latest states, each game's prompt
    # records), two a statement: the last goes alone.
    assert [w.count(" UNION ALL ") for w in writes] == [1, 1, 0]
    assert [_rows(g) for g in games] == live
