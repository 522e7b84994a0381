"""Sending what the outbox wrote, once the transaction commits.

The Celery tasks that send a row (``notifications.outbound.tasks``) are registered here by
NotificationsConfig.ready(), the way followers are registered with the games app: the
tasks call the modules that write rows (a failing webhook's player is told by email), so
those modules cannot import the tasks without an import cycle.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from celery import Task

from games import enqueue


@dataclass(frozen=True)
class Senders:
    email: Task  # sends one email row: notification_id
    webhook: Task  # posts one webhook's due rows: webhook_id


_senders: Senders | None = None


def register(*, email: Task, webhook: Task) -> None:
    global _senders
    _senders = Senders(email=email, webhook=webhook)


def senders() -> Senders:
    if _senders is None:
        raise RuntimeError("No senders registered: NotificationsConfig.ready() registers them.")
    return _senders


def send_after_commit(*, emails: Sequence[int] = (), webhooks: Sequence[int] = ()) -> None:
    """Queue the sending of these email rows and webhooks once this transaction commits
    (best effort: the periodic resend sends what a lost message carried)."""
    tasks = senders()
    for pk in emails:
        enqueue.after_commit(tasks.email, pk)
    for pk in webhooks:
        enqueue.after_commit(tasks.webhook, pk)
