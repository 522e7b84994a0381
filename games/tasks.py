"""Celery interface of games: tasks fetch ids and call a service; queued on commit."""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Iterator

from celery import shared_task

from games import enqueue, services

_local = threading.local()


@contextlib.contextmanager
def bot_loop() -> Iterator[None]:
    """Inside, bots' commits queue no further bot task: the loop itself plays on."""
    _local.in_bot_loop = True
    try:
        yield
    finally:
        _local.in_bot_loop = False


@shared_task(name="games.play_bots", ignore_result=True)
def play_bots(game_id: int) -> int:
    """Let every bot that must act answer, until a human must (one command per move)."""
    with bot_loop():
        return services.game_play_bots(game_id=game_id)


def schedule_bots(game_id: int) -> None:
    """Queue the bots' turn after this transaction commits (never for a rolled-back one).
    Inside the bot loop itself the loop goes on by itself."""
    if not getattr(_local, "in_bot_loop", False):
        enqueue.after_commit(play_bots, game_id)
