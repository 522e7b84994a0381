"""Record and read when a periodic task last finished (the readiness check reads them)."""

from __future__ import annotations

from datetime import datetime

from django.utils import timezone

from observability.models import Heartbeat

SWEEP = "sweep_deadlines"


def heartbeat_record(name: str, *, at: datetime | None = None) -> None:
    """One UPDATE (an INSERT the first time) per sweep: cheap next to the sweep itself."""
    Heartbeat.objects.update_or_create(name=name, defaults={"at": at or timezone.now()})


def heartbeat_last(name: str) -> datetime | None:
    return Heartbeat.objects.filter(name=name).values_list("at", flat=True).first()
