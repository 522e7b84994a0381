"""A command's writes ride with its events INSERT (games/rides.py), yet nobody reads the
database without them: a follower that reads sees the command's game and seats as
written, what is handed is sent in order, and nothing handed is ever dropped. Real
PostgreSQL (SQLite sends each statement itself)."""

from __future__ import annotations

import pytest
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
