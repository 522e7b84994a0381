"""Celery interface of the deadlines: beat runs the sweep every VITRINE_SWEEP_SECONDS.

The task's name is older than this module (the sweep was notifications' task once): beat
schedules and messages already queued refer to it by that name, so it stays."""

from __future__ import annotations

import logging

from celery import shared_task

from games.bots import bots_play
from games.deadlines.sweep import deadlines_sweep, stalled_bot_games
from observability.heartbeat import SWEEP, heartbeat_record

log = logging.getLogger(__name__)


@shared_task(name="notifications.sweep_deadlines", ignore_result=True)
def sweep_deadlines() -> int:
    """Time out overdue seats; wake bots whose task was lost."""
    timeouts = deadlines_sweep()
    for game_id in stalled_bot_games():
        bots_play(game_id)  # skips a game whose own bot task woke meanwhile and plays on
    if timeouts:
        log.info("deadline sweep: %s timeout(s)", timeouts)
    heartbeat_record(SWEEP)  # the readiness check's proof that beat and a worker run
    return timeouts
