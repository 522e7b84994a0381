"""Gauges read from the database at scrape time: exact whichever process or machine did the
work, and nothing to add up across processes. Each query uses an index or a small table."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import timedelta

from django.conf import settings
from django.db.models import Count, Min
from django.utils import timezone
from prometheus_client.core import GaugeMetricFamily
from prometheus_client.registry import Collector

from games.models import Game, GameStatus
from notifications.models import InboundMail, Notification
from observability.heartbeat import SWEEP, heartbeat_last
from operations.health import oldest_unsent_age


class DatabaseCollector(Collector):
    def collect(self) -> Iterator[GaugeMetricFamily]:
        now = timezone.now()
        rows = GaugeMetricFamily(
            "vitrine_notifications", "Outbox rows by channel and status (sent, pending, "
            "sending, failed, held, digested, skipped).", labels=["channel", "status"])  # fmt: skip
        for r in Notification.objects.values("channel", "status").annotate(n=Count("id")):
            rows.add_metric([r["channel"], r["status"]], r["n"])
        yield rows
        yield GaugeMetricFamily(
            "vitrine_outbox_oldest_pending_seconds",
            "How long the oldest unsent outbox row has been due (0: none).",
            value=oldest_unsent_age(now))  # fmt: skip
        sweep = timedelta(seconds=settings.VITRINE_SWEEP_SECONDS)
        overdue = Game.objects.filter(status=GameStatus.ACTIVE, deadline__lt=now - sweep)
        first = overdue.aggregate(first=Min("deadline"))["first"]
        yield GaugeMetricFamily(
            "vitrine_sweep_overdue_games",
            "Games whose deadline passed more than one sweep period ago, not yet handled.",
            value=overdue.count())  # fmt: skip
        yield GaugeMetricFamily(
            "vitrine_sweep_lag_seconds",
            "How long past its deadline the most overdue unhandled game is (0: none).",
            value=(now - first).total_seconds() if first else 0.0)  # fmt: skip
        last = heartbeat_last(SWEEP)
        yield GaugeMetricFamily(
            "vitrine_last_sweep_age_seconds", "Seconds since the deadline sweep last ran "
            "(-1: never).", value=(now - last).total_seconds() if last else -1.0)  # fmt: skip
        replies = GaugeMetricFamily(
            "vitrine_inbound_replies", "Emailed replies received, by outcome (moved, "
            "rejected, refused, dropped...).", labels=["outcome"])  # fmt: skip
        for r in InboundMail.objects.values("outcome").annotate(n=Count("id")):
            replies.add_metric([r["outcome"]], r["n"])
        yield replies
