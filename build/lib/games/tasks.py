"""Celery interface of games: tasks fetch ids and call a service; queued on commit."""

from __future__ import annotations

from collections.abc import Mapping

from celery import shared_task
from django.conf import settings

from games import enqueue
from games.bots import bots_play, in_bot_loop
from games.models import Game, Seat


@shared_task(name="games.play_bots", ignore_result=True)
def play_bots(game_id: int) -> int:
    """Let every bot that must act answer, until a human must (``games.bots``).

    Once the moves made use more than one decision's CPU budget, the task queues itself
    again and lets the worker go: a game of bots alone never holds a worker for long
    (eager mode, in tests, just goes on)."""
    eager = play_bots.app.conf.task_always_eager
    done = bots_play(game_id, cpu_seconds=None if eager else settings.VITRINE_BOT_CPU_SECONDS)
    if done.paused:
        enqueue.publish(play_bots, game_id)  # the sweep picks up a lost one
    return done.moves


def schedule_bots(game: Game, seats: Mapping[int, Seat]) -> None:
    """After-commit hook (``games.followers``): when a bot must act, queue the bots' turn
    after this transaction commits (never for a rolled-back one). Inside the bot loop
    itself the loop goes on by itself."""
    if not in_bot_loop() and any(s.bot and s.to_act for s in seats.values()):
        enqueue.after_commit(play_bots, game.pk)
