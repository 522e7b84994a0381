"""The health endpoints as a load balancer and an operator read them: liveness is cheap,
readiness names what is wrong (beat's sweep late, the outbox stuck, the broker away)."""

from __future__ import annotations

from datetime import timedelta

import pytest
import time_machine
from django.db import connection
from django.utils import timezone

from games.deadlines.tasks import sweep_deadlines
from notifications.models import Kind, Notification, Status
from observability.heartbeat import SWEEP, heartbeat_last
from operations.health import Broker, OutboxFlowing, SweepRecent, readiness_checks
from tests.support.celery_broker import use_broker

pytestmark = pytest.mark.django_db


def failure(check) -> str | None:
    """What a readiness check reports: None when healthy, else its message."""
    try:
        check.check() if hasattr(check, "check") else check.run()
    except Exception as exc:  # ServiceUnavailable and its kin
        return str(exc)
    return None


def test_liveness_answers_without_touching_the_database(client, django_assert_num_queries):
    with django_assert_num_queries(0):
        response = client.get("/health/live/?format=json")
    assert response.status_code == 200


def test_readiness_needs_a_recent_sweep_by_beat_and_a_worker(settings):
    settings.VITRINE_SWEEP_SECONDS = 60
    assert failure(SweepRecent()) == (
        "Unavailable: no deadline sweep has run yet: is celery beat running?"
    )
    sweep_deadlines()  # what beat queues and a worker runs
    assert heartbeat_last(SWEEP) is not None
    assert failure(SweepRecent()) is None
    with time_machine.travel(timezone.now() + timedelta(seconds=170)):
        assert failure(SweepRecent()) is None  # within three periods
    with time_machine.travel(timezone.now() + timedelta(seconds=200)):
        assert "the last deadline sweep ran 200 s ago (every 60 s expected)" in failure(
            SweepRecent()
        )


def test_readiness_fails_when_an_unsent_notification_waited_longer_than_its_lease(alice):
    now = timezone.now()
    row = Notification.objects.create(key="n1", user=alice, kind=Kind.NOTICE, due_at=now,
                                      created_at=now)  # fmt: skip
    assert failure(OutboxFlowing()) is None  # due, but not for long
    with time_machine.travel(now + timedelta(seconds=301)):
        assert "an unsent notification has been due for 301 s (lease 300 s)" in failure(
            OutboxFlowing()
        )
        row.status = Status.SENT
        row.save(update_fields=["status"])
        assert failure(OutboxFlowing()) is None
    # A row waiting for its retry (due later) is not late.
    Notification.objects.create(key="n2", user=alice, kind=Kind.NOTICE,
                                due_at=now + timedelta(hours=1), created_at=now)  # fmt: skip
    with time_machine.travel(now + timedelta(seconds=400)):
        assert failure(OutboxFlowing()) is None


def test_readiness_says_when_the_broker_cannot_be_reached():
    saved = use_broker("redis://127.0.0.1:1/0", eager=True)  # nothing listens on port 1
    try:
        assert failure(Broker()) == "Unavailable: cannot reach the Celery broker (OperationalError)"
    finally:
        use_broker(saved[1], eager=saved[0])
    assert failure(Broker()) is None  # the embedded filesystem broker


@pytest.mark.django_db(transaction=True)  # the checks run in threads, on their own connections
def test_readiness_endpoint_lists_every_check_and_fails_without_a_worker(client, settings):
    settings.VITRINE_SWEEP_SECONDS = 60
    sweep_deadlines()
    response = client.get("/health/ready/?format=json")
    assert response.status_code == 500  # no Celery worker answers the ping in this test
    body = response.json()
    names = " ".join(body)
    expected = ["Database", "Broker", "Ping", "SweepRecent", "OutboxFlowing"]
    for check in expected + (["Disk"] if connection.vendor == "sqlite" else []):
        assert check in names
    assert [v for k, v in body.items() if k.startswith("Ping")] == [
        "Unavailable: Celery workers unavailable"
    ]
    assert {v for k, v in body.items() if not k.startswith("Ping")} == {"OK"}


def test_the_disk_check_is_for_the_sqlite_default_only():
    def names(engine):
        return [getattr(c, "__name__", None) or c[0].__name__ for c in readiness_checks(engine)]

    assert "Disk" in names("django_prometheus.db.backends.sqlite3")
    assert "Disk" not in names("django_prometheus.db.backends.postgresql")
