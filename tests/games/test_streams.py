"""Streams that are not games (a tournament, a league season) live in the games' event store:
the same table and triggers, optimistic concurrency per stream, the global order, and the
games such a stream creates know it (issue 13: "one event store for every stream")."""

from __future__ import annotations

import pytest
from django.db import DatabaseError, IntegrityError, connection, transaction

from games import followers, store, streams
from games.errors import StaleVersion
from games.management.commands.rebuild_projections import Command as Rebuild
from games.models import Event, Game, GameStatus, Stream
from games.services import game_create_table
from shared.errors import NotFound
from tests.games.test_read_all import read_everything

pytestmark = pytest.mark.django_db


def a_stream() -> Stream:
    stream, _ = streams.create("tournament", lambda c: c.add("Created", {"name": "Spring Cup"}))
    return stream


def test_a_stream_numbers_its_events_and_a_command_appends_after_its_version():
    stream = a_stream()
    streams.run(
        stream.pk, lambda c: (c.add("Registered", {"user": 1}), c.add("Registered", {"user": 2}))
    )
    rows = store.read_stream_events(stream.pk)
    assert [(r.seq, r.type) for r in rows] == [(1, "Created"), (2, "Registered"), (3, "Registered")]
    assert Stream.objects.get(pk=stream.pk).version == 3
    assert all(r.game_id is None for r in rows)


def test_an_append_on_an_old_version_is_refused_and_appends_nothing():
    stream = a_stream()
    stale = Stream.objects.get(pk=stream.pk)
    streams.run(stream.pk, lambda c: c.add("Registered", {"user": 1}))
    with pytest.raises(StaleVersion), transaction.atomic():
        store.append_to_stream(stale, stale.version, [store.table("Registered", {"user": 2})])
    assert [r.type for r in store.read_stream_events(stream.pk)] == ["Created", "Registered"]


def test_a_command_that_adds_nothing_writes_nothing():
    stream = a_stream()
    streams.run(stream.pk, lambda c: None)
    assert Stream.objects.get(pk=stream.pk).version == 1


def test_an_unknown_stream_is_not_found():
    with pytest.raises(NotFound):
        streams.run(987654, lambda c: c.add("Registered", {}))


def refused(sql: str) -> None:
    with pytest.raises(DatabaseError) as err, transaction.atomic():
        with connection.cursor() as cur:
            cur.execute(sql)
    assert "append-only" in str(err.value)


def test_the_triggers_keep_a_streams_events_append_only():
    stream = a_stream()
    refused(f"UPDATE games_event SET type = 'Forged' WHERE stream_id = {stream.pk}")
    refused(f"DELETE FROM games_event WHERE stream_id = {stream.pk}")
    assert [r.type for r in store.read_stream_events(stream.pk)] == ["Created"]


def test_an_event_belongs_to_exactly_one_stream(alice):
    stream = a_stream()
    game = game_create_table(kind="nim", players=[alice, alice.__class__.objects.create(
        username="zed")], part_of=stream.pk)  # fmt: skip
    for game_id, stream_id in ((None, None), (game.pk, stream.pk)):
        with pytest.raises(IntegrityError), transaction.atomic():
            Event.objects.create(game_id=game_id, stream_id=stream_id, seq=99, origin="table",
                                 type="Orphan", created_at=game.created_at)  # fmt: skip


def test_followers_of_streams_see_each_commit_in_its_transaction():
    seen = []

    def follower(stream, rows):
        seen.append((stream.kind, [r.type for r in rows]))

    followers.register_stream(follower)
    try:
        stream = a_stream()
        streams.run(stream.pk, lambda c: c.add("RoundPaired", {"round": 1}))
    finally:
        followers._stream_followers.remove(follower)
    assert seen == [("tournament", ["Created"]), ("tournament", ["RoundPaired"])]


@pytest.mark.django_db(transaction=True)
def test_read_all_gives_stream_and_game_events_in_one_order(alice, bob):
    stream = a_stream()
    game = game_create_table(kind="nim", players=[alice, bob], part_of=stream.pk)
    streams.run(stream.pk, lambda c: c.add("GameLinked", {"game": game.pk}))
    expected = Event.objects.count()
    # The PostgreSQL watermark waits for every older transaction on the server: wait too.
    rows, _ = read_everything(expected)
    seen = [(r.stream_id, r.game_id, r.type) for r in rows]
    assert seen[0] == (stream.pk, None, "Created")
    assert seen[-1] == (stream.pk, None, "GameLinked")
    assert {(g, t) for _, g, t in seen[1:-1]} >= {
        (game.pk, "GameCreated"),
        (game.pk, "GameStarted"),
    }


def test_a_game_organised_play_creates_is_seated_started_private_and_knows_its_stream(alice, bob):
    stream = a_stream()
    game = game_create_table(kind="nim", players=[bob, alice], part_of=stream.pk, rated=False,
                             public=False)  # an invite-only event's table  # fmt: skip
    game.refresh_from_db()
    assert game.status == GameStatus.ACTIVE
    assert [(s.number, s.user_id) for s in game.seats.order_by("number")] == [
        (0, bob.pk),
        (1, alice.pk),
    ]
    assert (game.part_of_id, game.rated, game.public) == (stream.pk, False, False)
    # Both facts are in its events: a rebuild from scratch keeps them.
    Rebuild().handle(game=[game.pk])
    game.refresh_from_db()
    assert (game.part_of_id, game.rated) == (stream.pk, False)
    assert list(Game.objects.filter(part_of=stream).values_list("pk", flat=True)) == [game.pk]


def test_a_players_game_page_names_the_event_that_made_it(alice, bob, as_alice):
    stream, _ = streams.create(
        "tournament",
        lambda c: c.add("TournamentCreated", {"title": "Spring Cup", "path": "/tournaments/1/"}),
    )
    game = game_create_table(kind="nim", players=[alice, bob], part_of=stream.pk)
    body = as_alice.get(f"/api/games/{game.pk}/").json()
    assert body["part_of"] == {"stream": stream.pk, "kind": "tournament",
                               "title": "Spring Cup", "path": "/tournaments/1/"}  # fmt: skip
    assert (body["rated"], body["public"]) == (True, True)  # anyone may watch
    opened = services_create(alice)
    mine = as_alice.get(f"/api/games/{opened.pk}/").json()
    assert (mine["part_of"], mine["rated"]) == (None, False)


def services_create(user):
    from games import services

    return services.game_create(user=user, kind="nim", seats=2, rated=False)
