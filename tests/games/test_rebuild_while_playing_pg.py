"""``rebuild_projections`` run while people play: a move on a game being rebuilt waits for
the rebuild (its seats' rows are held by the rebuild's DELETE), then goes on top of the
rebuilt rows, nothing lost and nothing refused. Real PostgreSQL, two connections."""

from __future__ import annotations

import io
import threading
import time

import pytest
from django.core.management import call_command
from django.db import connection, connections

from games import projections, services
from games.models import Event, Game, LatestState
from tests.notifications.conftest import mover, nim_for_two
from tests.support.pg_locks import waiting_for_a_lock

pytestmark = [pytest.mark.postgres, pytest.mark.django_db(transaction=True)]


def test_a_move_during_a_rebuild_waits_and_lands_on_the_rebuilt_rows(alice, bob, monkeypatch):
    if connection.vendor != "postgresql":
        pytest.skip("row locks are PostgreSQL's (SQLite has one writer at a time)")
    game = nim_for_two(alice, bob)
    game = services.game_act(user=mover(game, alice, bob), game_id=game.pk,
                             version=game.version, choices=("1",))  # fmt: skip
    rebuilding, release, out = threading.Event(), threading.Event(), {}
    real = projections._fold

    def paused(*args, **kwargs):  # the rebuild holds its rows here until released
        rebuilding.set()
        release.wait(30)
        return real(*args, **kwargs)

    monkeypatch.setattr(projections, "_fold", paused)

    def rebuild() -> None:
        try:
            call_command("rebuild_projections", f"--game={game.pk}", stdout=io.StringIO())
        finally:
            connections.close_all()

    def move() -> None:
        try:
            rebuilding.wait(30)
            out["game"] = services.game_act(user=mover(game, alice, bob), game_id=game.pk,
                                            version=game.version, choices=("2",))  # fmt: skip
        except Exception as exc:  # noqa: BLE001 - the assertion below names it
            out["error"] = exc
        finally:
            connections.close_all()

    threads = [threading.Thread(target=rebuild), threading.Thread(target=move)]
    for t in threads:
        t.start()
    rebuilding.wait(30)
    deadline = time.monotonic() + 30
    while not waiting_for_a_lock() and "game" not in out and time.monotonic() < deadline:
        time.sleep(0.01)
    waited = "game" not in out and "error" not in out
    release.set()
    for t in threads:
        t.join()
    assert waited, "the move went through while the rebuild held the game"
    assert "error" not in out, out.get("error")
    assert out["game"].version == game.version + 1
    row = Game.objects.get(pk=game.pk)
    assert row.version == Event.objects.filter(game=game).count() == game.version + 1
    assert LatestState.objects.get(game=game).version == row.version
    after = services.game_act(user=mover(row, alice, bob), game_id=row.pk,
                              version=row.version, choices=("1",))  # fmt: skip
    assert after.version == row.version + 1
