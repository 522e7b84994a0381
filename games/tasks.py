"""Celery interface of games: tasks fetch ids and call a service; queued on commit."""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Iterator

from celery import shared_task
from django.conf import settings

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
    """Let every bot that must act answer, until a human must (one command per move).

    Once the moves made use more than one decision's CPU budget, the task queues itself
    again and lets the worker go: a game of bots alone never holds a worker for long
    (eager mode, in tests, just goes on)."""
    started = time.process_time()
    moves = 0
    with bot_loop():
        while services.game_bot_move(game_id=game_id) is not None:
            moves += 1
            used = time.process_time() - started
            if used > settings.VITRINE_BOT_CPU_SECONDS and not play_bots.app.conf.task_always_eager:
                enqueue.publish(play_bots, game_id)  # the sweep picks up a lost one
                break
    return moves


def schedule_bots(game_id: int) -> None:
    """Queue the bots' turn after this transaction commits (never for a rolled-back one).
    Inside the bot loop itself the loop goes on by itself."""
    if not getattr(_local, "in_bot_loop", False):
        enqueue.after_commit(play_bots, game_id)
