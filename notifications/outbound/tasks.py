"""Celery interface of outbound notifications: each task fetches ids and calls services.
The periodic one (Celery beat, CELERY_BEAT_SCHEDULE) re-derives everything from the
database, so a lost queue message only delays what it carried. The send tasks are queued
through ``notifications.outbound.sending`` (registered in NotificationsConfig.ready())."""

from __future__ import annotations

from celery import shared_task

from notifications.outbound import delivery, schedule, webhooks
from observability.metrics import WEBHOOK_DELIVERIES, labelled


@shared_task(name="notifications.send", ignore_result=True)
def send_notification(notification_id: int) -> str:
    return delivery.notification_deliver(notification_id=notification_id)


@shared_task(name="notifications.deliver_webhook", ignore_result=True)
def deliver_webhook(webhook_id: int) -> str:
    return _counted(webhooks.webhook_deliver(webhook_id=webhook_id))


def _counted(outcome: str) -> str:
    if outcome != "nothing":
        labelled(WEBHOOK_DELIVERIES, outcome).inc()
    return outcome


@shared_task(name="notifications.deliver_due", ignore_result=True)
def deliver_due() -> int:
    """Reminders and digests that fell due, then every unsent row (the resend)."""
    schedule.reminders_queue()
    schedule.digests_build()
    for hook_id in webhooks.webhooks_due():
        _counted(webhooks.webhook_deliver(webhook_id=hook_id))
    return delivery.notifications_deliver_due()
