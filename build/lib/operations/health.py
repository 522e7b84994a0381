"""Readiness checks beyond django-health-check's own (database, disk): the broker, a Celery
worker answering a ping, beat's last sweep, and the outbox's oldest unsent row.

Each raises ServiceUnavailable with a sentence an operator can act on."""

from __future__ import annotations

import dataclasses
import datetime
from typing import Any

from django.conf import settings
from django.db import connection
from django.db.models import Min, Q
from django.utils import timezone
from health_check.base import HealthCheck
from health_check.checks import Database
from health_check.contrib.celery import Ping
from health_check.contrib.psutil import Disk
from health_check.exceptions import ServiceUnavailable

from notifications.models import Notification, Status
from observability.heartbeat import SWEEP, heartbeat_last

# The first worker's answer is enough (limit=1): waiting out the timeout for more would
# make every probe as slow as the timeout.
PING = {"timeout": datetime.timedelta(seconds=3), "limit": 1}


@dataclasses.dataclass
class Broker(HealthCheck):
    """The Celery broker accepts a connection (Redis, RabbitMQ or the filesystem queue)."""

    timeout = datetime.timedelta(seconds=3)

    def run(self) -> None:
        from config.celery import app

        try:
            with app.connection_for_write() as conn:
                conn.ensure_connection(max_retries=1, timeout=2)
        except Exception as exc:  # kombu raises its transports' own errors
            raise ServiceUnavailable(
                f"cannot reach the Celery broker ({type(exc).__name__})"
            ) from exc


class _ReadsDatabase(HealthCheck):
    """django-health-check runs each check in a thread of its own: close that thread's
    database connection afterwards, or every probe would leave one open."""

    def run(self) -> None:
        try:
            self.check()
        finally:
            connection.close()

    def check(self) -> None:
        raise NotImplementedError


@dataclasses.dataclass
class SweepRecent(_ReadsDatabase):
    """Beat queued the deadline sweep and a worker ran it within three sweep periods."""

    def check(self) -> None:
        period = settings.VITRINE_SWEEP_SECONDS
        last = heartbeat_last(SWEEP)
        if last is None:
            raise ServiceUnavailable("no deadline sweep has run yet: is celery beat running?")
        age = (timezone.now() - last).total_seconds()
        if age > 3 * period:
            raise ServiceUnavailable(f"the last deadline sweep ran {age:.0f} s ago (every "
                                     f"{period} s expected): check celery beat and the workers")  # fmt: skip


def oldest_unsent_age(now: datetime.datetime | None = None) -> float:
    """Seconds since the oldest unsent outbox row fell due (0 when none is overdue)."""
    now = now or timezone.now()
    oldest = (
        Notification.objects.filter(due_at__lte=now)
        .filter(Q(status=Status.PENDING) | Q(status=Status.SENDING))
        .aggregate(first=Min("due_at"))["first"]
    )
    return max((now - oldest).total_seconds(), 0.0) if oldest else 0.0


@dataclasses.dataclass
class OutboxFlowing(_ReadsDatabase):
    """No notification has waited to be sent for longer than a send's lease."""

    def check(self) -> None:
        lease = settings.VITRINE_NOTIFY_LEASE_SECONDS
        age = oldest_unsent_age()
        if age > lease:
            raise ServiceUnavailable(f"an unsent notification has been due for {age:.0f} s "
                                     f"(lease {lease} s): check the workers and the mail server")  # fmt: skip


def readiness_checks(engine: str | None = None) -> list[Any]:
    """Everything a web process needs to serve players well; disk only for SQLite, whose
    database file lives on this machine's disk."""
    checks: list[Any] = [Database, Broker, (Ping, PING),
                         SweepRecent, OutboxFlowing]  # fmt: skip
    if (engine or settings.DATABASES["default"]["ENGINE"]).endswith("sqlite3"):
        checks.append((Disk, {"path": str(settings.VAR_DIR), "max_disk_usage_percent": 90.0}))
    return checks
