"""Sending the outbox's email rows: claim, send, record; and resending what is due.

A row is claimed in a short transaction (``SELECT ... FOR UPDATE SKIP LOCKED`` on
PostgreSQL, IMMEDIATE transactions on SQLite): it turns ``sending`` with a lease, so two
workers, or a worker and the periodic resend, never send it both. The send happens
outside any transaction; the result is recorded after. A worker that dies mid-way leaves
the row leased: once the lease is over the periodic resend sends it (a crash between a
successful SMTP hand-off and the record may repeat that one email, with the same
Message-ID, so mail clients show it once).
"""

from __future__ import annotations

import logging
from datetime import datetime, timedelta

from django.conf import settings
from django.db import transaction
from django.db.models import Q
from django.utils import timezone

from notifications.models import Notification, Status
from notifications.outbound.emails import build_email, message_context

log = logging.getLogger(__name__)
MAX_BACKOFF = timedelta(hours=6)


def backoff(attempts: int) -> timedelta:
    """2, 4, 8... minutes after each failed attempt, at most six hours."""
    return min(timedelta(minutes=2 ** max(attempts, 1)), MAX_BACKOFF)


def _claim(notification_id: int, now: datetime) -> Notification | None:
    with transaction.atomic():
        n = (
            # The player, their profile and the game come along (the email needs them);
            # only the notification's row is locked.
            Notification.objects.select_for_update(skip_locked=True, of=("self",))
            .select_related("user__profile", "game")
            .filter(pk=notification_id, channel="email", due_at__lte=now)
            .filter(Q(status=Status.PENDING) | Q(status=Status.SENDING, lease_until__lte=now))
            .first()
        )
        if n is None:
            return None
        n.status, n.attempts = Status.SENDING, n.attempts + 1
        n.lease_until = now + timedelta(seconds=settings.VITRINE_NOTIFY_LEASE_SECONDS)
        n.save(update_fields=["status", "attempts", "lease_until"])
    return n


def _finish(n: Notification, status: str, error: str = "", due: datetime | None = None) -> None:
    n.status, n.last_error, n.lease_until = status, error[:2000], None
    fields = ["status", "last_error", "lease_until"]
    if status == Status.SENT:
        n.sent_at = timezone.now()
        fields.append("sent_at")
    if due is not None:
        n.due_at = due
        fields.append("due_at")
    n.save(update_fields=fields)


def notification_deliver(*, notification_id: int) -> str:
    """Send one email row if it is due and nobody else is sending it.

    Returns what happened: ``sent``, ``skipped`` (superseded, or no address),
    ``retry`` / ``failed`` (the send raised), or ``not-due`` (sent, leased, or not yet
    due: nothing done)."""
    now = timezone.now()
    n = _claim(notification_id, now)
    if n is None:
        return "not-due"
    try:
        ctx = message_context(n)
        message = build_email(n, ctx) if ctx is not None else None
        if message is None:
            _finish(n, Status.SKIPPED, "superseded" if ctx is None else "no address")
            return "skipped"
        message.send()
    except Exception as exc:  # any transport error: try again later
        log.warning("sending notification %s failed: %s", n.pk, exc)
        if n.attempts >= settings.VITRINE_NOTIFY_MAX_ATTEMPTS:
            _finish(n, Status.FAILED, repr(exc))
            return "failed"
        _finish(n, Status.PENDING, repr(exc), due=now + backoff(n.attempts))
        return "retry"
    _finish(n, Status.SENT)
    return "sent"


def due_email_ids(*, now: datetime | None = None, limit: int = 200) -> list[int]:
    """Selector: email rows due to be sent, or whose sender's lease ran out."""
    now = now or timezone.now()
    return list(
        Notification.objects.filter(channel="email", due_at__lte=now)
        .filter(Q(status=Status.PENDING) | Q(status=Status.SENDING, lease_until__lte=now))
        .order_by("due_at", "pk")
        .values_list("pk", flat=True)[:limit]
    )


def notifications_deliver_due(*, now: datetime | None = None, limit: int = 200) -> int:
    """The periodic resend: send every due row (one claim each); returns how many went."""
    return sum(
        notification_deliver(notification_id=pk) == "sent"
        for pk in due_email_ids(now=now, limit=limit)
    )
