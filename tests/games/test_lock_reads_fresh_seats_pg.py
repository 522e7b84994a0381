"""A command that waits for its game's lock reads the seats as the command before it left
them: the lock and the seats are one statement (``command.locked``), and PostgreSQL
re-reads after the wait only the rows that statement locks. Real PostgreSQL, two
connections (one per thread)."""

from __future__ import annotations

import threading
import time

import pytest
from django.db import connection, connections, transaction

from games import services
from games.command import locked
from games.models import Seat
from tests.support.pg_locks import waiting_for_a_lock

pytestmark = [pytest.mark.postgres, pytest.mark.django_db(transaction=True)]


def test_a_command_that_waited_for_the_lock_reads_the_seats_as_last_written(alice, bob):
    if connection.vendor != "postgresql":
        pytest.skip("row locks are PostgreSQL's (SQLite has one writer at a time)")
    game = services.game_create(user=alice, kind="nim", seats=2, options={"pledges": False})
    holding, seen = threading.Event(), {}

    def first() -> None:  # holds the lock, renames a seat, commits once the second waits
        try:
            with transaction.atomic():
                locked(game.pk)
                Seat.objects.filter(game=game, number=1).update(name="Written while held")
                holding.set()
                deadline = time.monotonic() + 30
                while not waiting_for_a_lock() and time.monotonic() < deadline:
                    time.sleep(0.01)
        finally:
            connections.close_all()

    def second() -> None:
        try:
            holding.wait(30)
            with transaction.atomic():
                seen["names"] = [s.name for s in locked(game.pk).seats.all()]
        finally:
            connections.close_all()

    threads = [threading.Thread(target=first), threading.Thread(target=second)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert seen["names"][1] == "Written while held"
