"""Projections rebuilt from events equal the live ones; bots play whole games."""

from __future__ import annotations

import io

import pytest
from django.core.management import call_command
from django.db import connection, transaction
from django.forms.models import model_to_dict
from django.test.utils import CaptureQueriesContext

from games import services
from games.models import Event, Game, GameStatus, Seat

pytestmark = pytest.mark.django_db


def snapshot_rows():
    games = [model_to_dict(g) for g in Game.objects.order_by("pk")]
    seats = [
        {k: v for k, v in model_to_dict(s).items() if k != "id"}
        for s in Seat.objects.order_by("game_id", "number")
    ]
    for g in games:
        g.pop("id")
    return games, seats


def test_a_human_can_play_a_whole_game_against_bots(alice, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        game = services.game_create(user=alice, kind="nim", seats=3, bots=2, options={"pile": 12})
    for _ in range(50):
        game.refresh_from_db()
        if game.status != GameStatus.ACTIVE:
            break
        assert game.to_act == [0], "bots answer at once; only Alice is ever waited for"
        with django_capture_on_commit_callbacks(execute=True):
            game = services.game_act(user=alice, game_id=game.pk, version=game.version,
                                     choices=("1",))  # fmt: skip
    game.refresh_from_db()
    assert game.status == GameStatus.FINISHED and game.result["ranks"]


def test_rebuild_projections_gives_back_the_live_rows_after_many_random_games(
    alice, bob, django_capture_on_commit_callbacks
):
    for i in range(12):
        with django_capture_on_commit_callbacks(execute=True):
            g = services.game_create(user=alice, kind="nim", seats=2 + i % 3, bots=1 + i % 3,
                                     options={"pile": 5 + i})  # fmt: skip
            if i % 4 == 0:
                services.game_resign(user=alice, game_id=g.pk)
    open_game = services.game_create(user=bob, kind="nim", seats=4)
    services.game_join(user=alice, game_id=open_game.pk)
    services.game_leave(user=alice, game_id=open_game.pk)
    services.game_abort(user=bob, game_id=services.game_create(user=bob, kind="nim", seats=2).pk)
    live = snapshot_rows()
    assert {g["status"] for g in live[0]} >= {"finished", "active", "open", "aborted"}
    Seat.objects.all().delete()
    Game.objects.update(status="open", version=0, to_act=[], result=None, options={}, seed="x")
    call_command("rebuild_projections", verbosity=0)
    rebuilt = snapshot_rows()
    for before, after in zip(live[0] + live[1], rebuilt[0] + rebuilt[1], strict=True):
        assert {k: v for k, v in after.items() if before[k] != v} == {}, before


def test_a_resigned_seat_is_played_by_the_bot_to_the_end(
    alice, bob, django_capture_on_commit_callbacks
):
    g = services.game_create(user=alice, kind="nim", seats=2, options={"pile": 20})
    with django_capture_on_commit_callbacks(execute=True):
        services.game_join(user=bob, game_id=g.pk)
        services.game_resign(user=bob, game_id=g.pk)
    g.refresh_from_db()
    seat = g.seats.get(number=1)
    assert seat.resigned and seat.bot
    assert 1 not in g.to_act or g.status != GameStatus.ACTIVE


def test_the_rebuild_reads_games_in_runs_of_a_bounded_number_of_events():
    """``rebuild_projections`` holds one run's events in memory at once: runs of games of
    at most ``most`` events between them, in order, a longer game alone."""
    from games.management.commands.rebuild_projections import by_events

    lengths = dict(enumerate([400, 300, 350, 2500, 10, 0, 990]))
    games = [Game(pk=i, version=1) for i in lengths]  # the rows' versions are not trusted
    runs = [[g.pk for g in run] for run in by_events(games, lengths, 1000)]
    assert runs == [[0, 1], [2], [3], [4, 5, 6]]
    assert [[g.pk for g in run] for run in by_events([], {}, 1000)] == []


@pytest.mark.django_db
def test_the_rebuild_takes_the_games_a_chunk_at_a_time_each_counted_once(alice):
    """``rebuild_projections`` pages through the games by id, one statement a chunk in the
    chunk's own transaction: each game with its kind and its events' count, and the seats
    of those games (and no others) deleted; a last full chunk ends with an empty one. Only
    the games asked for, when some are."""
    from games.management.commands.rebuild_projections import begin_chunk

    made = [services.game_create(user=alice, kind="nim", seats=2).pk for _ in range(5)]
    other = services.game_create(user=alice, kind="menagerie", seats=2)  # not asked for

    def pages(size: int, only: list[int]) -> list[list[Game]]:
        got, after = [], 0
        while True:
            with transaction.atomic():
                chunk = begin_chunk(after, size, only)
                seated = set(Seat.objects.values_list("game_id", flat=True))
                assert not seated & {g.pk for g in chunk}  # their seats are gone...
                assert other.pk in seated  # ...and no other game's
                transaction.set_rollback(True)
            got.append(chunk)
            if len(chunk) < size:
                return got
            after = chunk[-1].pk

    for size, lengths in ((2, [2, 2, 1]), (5, [5, 0]), (6, [5])):
        got = pages(size, made)
        assert [len(c) for c in got] == lengths
        assert [g.pk for c in got for g in c] == sorted(made)
        assert {g.kind for c in got for g in c} == {"nim"}
        counts = {g.pk: g.stream_length for c in got for g in c}
        assert counts == {pk: Event.objects.filter(game_id=pk).count() for pk in made}
    with CaptureQueriesContext(connection) as seen, transaction.atomic():
        begin_chunk(0, 6, made)
        transaction.set_rollback(True)
    reads = [q for q in seen.captured_queries if "games_game" in q["sql"]]
    assert len(reads) == 1  # five games, chunks of six: one statement
    with transaction.atomic():
        assert len(begin_chunk(0, 100)) == Game.objects.count() == 6
        transaction.set_rollback(True)


def test_a_rebuild_puts_a_damaged_game_row_right_and_leaves_a_right_one_alone(
    alice, django_capture_on_commit_callbacks
):
    """The rebuild writes a game's row only where it differs from what the events make of
    it: a damaged one is put right (its result and status, a finished game's); one already
    as played keeps its row (on PostgreSQL, no new row version)."""
    with django_capture_on_commit_callbacks(execute=True):
        done = services.game_create(user=alice, kind="nim", seats=2, bots=1, options={"pile": 7})
        services.game_resign(user=alice, game_id=done.pk)  # the bots play it to the end
    playing = services.game_create(user=alice, kind="nim", seats=3, bots=2, options={"pile": 9})
    live = snapshot_rows()
    finished = Game.objects.get(pk=done.pk)
    assert finished.status == GameStatus.FINISHED and finished.result["ranks"]
    Game.objects.filter(pk=done.pk).update(status=GameStatus.ACTIVE, result=None, to_act=[0])

    def row_version(pk: int) -> str | None:
        if connection.vendor != "postgresql":
            return None
        with connection.cursor() as cur:
            cur.execute("SELECT xmin::text FROM games_game WHERE id = %s", [pk])
            return cur.fetchone()[0]

    kept = row_version(playing.pk)
    call_command("rebuild_projections", f"--game={done.pk}", f"--game={playing.pk}", verbosity=0)
    assert snapshot_rows() == live
    assert Game.objects.get(pk=done.pk).result == finished.result
    assert row_version(playing.pk) == kept


def test_the_rebuild_counts_its_games_only_when_they_fill_more_than_a_chunk(alice, monkeypatch):
    """The rebuild's progress ("2/3 games rebuilt") needs how many games there are: a first
    chunk not full is all of them, and no COUNT is asked for; more than a chunk is."""
    from games.management.commands import rebuild_projections

    made = [services.game_create(user=alice, kind="nim", seats=2).pk for _ in range(3)]
    for chunk, progress, counts in ((10, ["3/3"], 0), (2, ["2/3", "3/3"], 1)):
        monkeypatch.setattr(rebuild_projections, "CHUNK", chunk)
        out = io.StringIO()
        with CaptureQueriesContext(connection) as seen:
            call_command("rebuild_projections", *[f"--game={pk}" for pk in made], stdout=out)
        said = out.getvalue()
        assert [p for p in ("2/3", "3/3") if f"{p} games rebuilt" in said] == progress
        assert "Rebuilt the projections of 3 games." in said
        assert sum("COUNT(" in q["sql"] for q in seen.captured_queries) == counts
