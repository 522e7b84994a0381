"""Vitrine's own Prometheus metrics that processes count as things happen (prometheus_client).

Gunicorn's and Celery's worker processes each count their own; with
``PROMETHEUS_MULTIPROC_DIR`` set (README, "Operating Vitrine") prometheus_client writes
them to files there that ``/metrics`` adds up. What the database already knows (the
outbox, overdue games, inbound replies) is read at scrape time instead
(``operations/collectors.py``), so it is exact whichever process or machine did the work.
"""

from __future__ import annotations

import functools

from django.db import transaction
from prometheus_client import Counter, Histogram
from prometheus_client.metrics import MetricWrapperBase

SECONDS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0)

MOVES = Counter(
    "vitrine_moves", "Moves (answers to a prompt) by game kind, road and outcome "
    "(accepted, refused: illegal or forbidden, conflict: a stale version, 409).",
    ["kind", "road", "outcome"],
)  # fmt: skip
CONFLICTS = Counter(
    "vitrine_conflicts", "Commands refused because another landed first (HTTP 409).",
    ["command", "road"],
)  # fmt: skip
COMMAND_SECONDS = Histogram(
    "vitrine_command_seconds", "Time per game command, whole transaction included.",
    ["command", "outcome"], buckets=SECONDS,
)  # fmt: skip
EVENTS = Counter("vitrine_events_appended", "Events committed to the event store.", ["origin"])
BOT_DECISION_SECONDS = Histogram(
    "vitrine_bot_decision_seconds", "Time the bot takes to choose an answer.", ["kind"],
    buckets=SECONDS,
)  # fmt: skip
WEBHOOK_DELIVERIES = Counter(
    "vitrine_webhook_deliveries", "Webhook POST batches by outcome (sent, retry, disabled).",
    ["outcome"],
)  # fmt: skip


@functools.cache
def labelled(metric: MetricWrapperBase, *values: str) -> MetricWrapperBase:
    """``metric.labels(*values)``, looked up once per process: prometheus_client checks
    the names and takes a lock at every call, which a move paid four times. The labels
    are few (kinds, roads, outcomes, command names), so the cache stays small."""
    return metric.labels(*values)


def count_events_on_commit(origins: list[str]) -> None:
    """Count appended events once their transaction commits (never for a rollback)."""

    def count() -> None:
        for origin in set(origins):
            labelled(EVENTS, origin).inc(origins.count(origin))

    transaction.on_commit(count)
