"""Celery interface of notifications: each task fetches ids and calls services. The
periodic ones (Celery beat, CELERY_BEAT_SCHEDULE) re-derive everything from the database,
so a lost queue message only delays what it carried."""

from __future__ import annotations

import logging

from celery import shared_task

from games.bots import bots_play
from games.sweep import deadlines_sweep, stalled_bot_games
from notifications.outbound import delivery, schedule, webhooks
from observability.heartbeat import SWEEP, heartbeat_record
from observability.metrics import WEBHOOK_DELIVERIES

log = logging.getLogger(__name__)


@shared_task(name="notifications.send", ignore_result=True)
def send_notification(notification_id: int) -> str:
    return delivery.notification_deliver(notification_id=notification_id)


@shared_task(name="notifications.deliver_webhook", ignore_result=True)
def deliver_webhook(webhook_id: int) -> str:
    return _counted(webhooks.webhook_deliver(webhook_id=webhook_id))


def _counted(outcome: str) -> str:
    if outcome != "nothing":
        WEBHOOK_DELIVERIES.labels(outcome=outcome).inc()
    return outcome


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


@shared_task(name="notifications.deliver_due", ignore_result=True)
def deliver_due() -> int:
    """Reminders and digests that fell due, then every unsent row (the resend)."""
    schedule.reminders_queue()
    schedule.digests_build()
    for hook_id in webhooks.webhooks_due():
        _counted(webhooks.webhook_deliver(webhook_id=hook_id))
    return delivery.notifications_deliver_due()
