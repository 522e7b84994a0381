"""What an operator does to notifications from the admin: send rows again, turn webhooks
off. Writers, like the rest of the app's services; the delivery code is not touched."""

from __future__ import annotations

from collections.abc import Iterable

from django.db import transaction
from django.utils import timezone

from notifications.models import Notification, Status, Webhook
from notifications.outbound.sending import senders


def notifications_resend(*, ids: Iterable[int]) -> int:
    """Put these rows back in the queue, due now, with a fresh count of attempts, and send
    them after the commit (the periodic resend would pick them up anyway). Rows held for a
    digest are left alone. Returns how many were queued again."""
    ids = list(ids)
    now = timezone.now()
    with transaction.atomic():
        rows = Notification.objects.filter(pk__in=ids).exclude(status=Status.HELD)
        emails = list(rows.filter(channel="email").values_list("pk", flat=True))
        hooks = set(rows.filter(channel="webhook", webhook__active=True)
                    .values_list("webhook_id", flat=True))  # fmt: skip
        count = rows.update(status=Status.PENDING, due_at=now, attempts=0, lease_until=None,
                            last_error="")  # fmt: skip
        tasks = senders()
        for pk in emails:
            transaction.on_commit(lambda pk=pk: tasks.email.delay(pk))
        for pk in sorted(hooks):
            transaction.on_commit(lambda pk=pk: tasks.webhook.delay(pk))
    return count


def webhooks_disable(*, ids: Iterable[int]) -> int:
    """Turn these webhooks off now; what was still to be posted to them is not sent.
    Returns how many were on."""
    now = timezone.now()
    with transaction.atomic():
        hooks = Webhook.objects.filter(pk__in=list(ids), active=True)
        Notification.objects.filter(webhook__in=hooks, status=Status.PENDING).update(
            status=Status.SKIPPED, last_error="webhook turned off by an operator"
        )
        return hooks.update(active=False, disabled_at=now)
