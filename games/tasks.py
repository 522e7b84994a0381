"""Celery interface of games: tasks fetch ids and call a service; queued on commit."""

from __future__ import annotations

from celery import shared_task
from django.db import transaction

from games import services

_in_bot_loop = False


@shared_task(name="games.play_bots", ignore_result=True)
def play_bots(game_id: int) -> int:
    global _in_bot_loop
    _in_bot_loop = True
    try:
        return services.game_play_bots(game_id=game_id)
    finally:
        _in_bot_loop = False


def schedule_bots(game_id: int) -> None:
    """Queue the bots' turn after this transaction commits (never for a rolled-back one).
    Inside the bot loop itself the loop goes on by itself."""
    if not _in_bot_loop:
        transaction.on_commit(lambda: play_bots.delay(game_id))
