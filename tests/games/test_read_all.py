"""Reading every game's events in order (store.read_all): nothing is skipped when a
transaction that began earlier commits later, which the old global lock guaranteed by
making every append wait and which the commit watermark now guarantees without the wait.
And a deadline recomputed after a player's calendar changes waits for a command running
on that game (it used the same global lock)."""

from __future__ import annotations

import threading
import time

import pytest
from django.db import connection, connections, transaction

from games import services, store
from games.command import Command
from games.models import Game

pytestmark = pytest.mark.django_db(transaction=True)


def note(game: Game, text: str) -> None:
    """A table event of its own on ``game``, through a command (one transaction)."""
    with transaction.atomic():
        c = Command.load(game.pk)
        c.add_table("TestNote", {"note": text})  # a fact no projection reads
        store.append(c.game, c.expected, c.batch, None)


def two_games(alice, bob):
    return [services.game_create(user=alice, kind="nim", seats=2, options={"pledges": False})
            for _ in range(2)]  # fmt: skip


def read_everything(expected: int, after: store.Position = store.START):
    """Page through read_all until ``expected`` events are read. On PostgreSQL the
    watermark waits for every transaction of the server that is older (another database's
    included), so a busy server may hold it back for a moment: wait for it, briefly."""
    seen, deadline = [], time.monotonic() + 30
    while len(seen) < expected and time.monotonic() < deadline:
        page = store.read_all(after, limit=1)
        if not page:
            time.sleep(0.05)
            continue
        ((after, row),) = page
        seen.append(row)
    return seen, after


def test_every_event_is_read_once_in_order_and_pages_by_position(alice, bob):
    games = two_games(alice, bob)
    seen = [(row.game_id, row.seq) for row in read_everything(4)[0]]
    assert sorted(seen) == sorted((g.pk, s) for g in games for s in (1, 2))
    assert [s for g, s in seen if g == games[0].pk] == [1, 2]  # a game's order is kept


@pytest.mark.postgres
def test_a_later_commit_is_not_read_before_an_earlier_transaction_ends(alice, bob):
    if connection.vendor != "postgresql":
        pytest.skip("the watermark is PostgreSQL's; SQLite has one writer at a time")
    first, second = two_games(alice, bob)
    _, start = read_everything(4)  # the games' creation
    inserted, release = threading.Event(), threading.Event()

    def slow_append() -> None:
        try:
            with transaction.atomic():
                note(first, "early")  # the lower id: inserted first...
                inserted.set()
                release.wait(10)  # ...committed last
        finally:
            connections.close_all()

    thread = threading.Thread(target=slow_append)
    thread.start()
    assert inserted.wait(10)
    note(second, "late")  # committed while the first is still open
    assert store.read_all(start) == []  # nothing yet: the earlier transaction may commit
    release.set()
    thread.join()
    read = [(row.game_id, row.data["note"]) for row in read_everything(2, start)[0]]
    assert read == [(first.pk, "early"), (second.pk, "late")]


@pytest.mark.postgres
def test_appends_on_different_games_do_not_wait_for_each_other(alice, bob):
    if connection.vendor != "postgresql":
        pytest.skip("row locks are PostgreSQL's; SQLite has one writer at a time")
    first, second = two_games(alice, bob)
    holding, release = threading.Event(), threading.Event()

    def hold_first() -> None:
        try:
            with transaction.atomic():
                Command.load(first.pk)  # the game's lock, as a command holds it
                holding.set()
                release.wait(10)
        finally:
            connections.close_all()

    thread = threading.Thread(target=hold_first)
    thread.start()
    assert holding.wait(10)
    with connection.cursor() as cur:
        cur.execute("SET lock_timeout = '2s'")  # would fail if the append had to wait
    try:
        note(second, "not waiting")
    finally:
        with connection.cursor() as cur:
            cur.execute("SET lock_timeout = 0")
        release.set()
        thread.join()
    assert second.events.filter(type="TestNote").count() == 1
