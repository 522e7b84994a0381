"""End to end with real processes: a Celery worker and Celery beat, started the way the
README starts them, on the embedded broker (or Redis when CELERY_TEST_BROKER_URL is set,
as in CI) and the test database. A move in this process is emailed by the worker; beat's
sweep times out a late seat; a worker killed between the commit and the send still gets
the email out, once, through beat's periodic resend."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from datetime import timedelta
from pathlib import Path

import pytest
import time_machine
from django.conf import settings
from django.utils import timezone

from games.models import Event
from notifications.models import DevMail, Notification, Status
from tests.games.test_celery_worker import ROOT, database_url
from tests.notifications.conftest import mover, nim_for_two
from tests.support.celery_broker import use_broker

pytestmark = pytest.mark.django_db(transaction=True)


class Processes:
    def __init__(self, broker: str, tmp: Path):
        self.broker, self.tmp, self.procs = broker, tmp, []

    def start(self, role: str, **env) -> subprocess.Popen:
        full = {**os.environ, "DATABASE_URL": database_url(), "CELERY_BROKER_URL": self.broker,
                "CELERY_TASK_ALWAYS_EAGER": "false", "VITRINE_VAR_DIR": str(settings.VAR_DIR),
                "EMAIL_BACKEND": "notifications.devmailbox.DevMailboxBackend",
                "VITRINE_SWEEP_SECONDS": "1", "VITRINE_NOTIFY_LEASE_SECONDS": "2", **env}  # fmt: skip
        if role == "worker":
            args = ["worker", "--pool", "solo", "--without-heartbeat", "--without-mingle",
                    "--without-gossip"]  # fmt: skip
        else:
            args = ["beat", "--schedule", str(self.tmp / f"beat-{len(self.procs)}")]
        proc = subprocess.Popen(
            [sys.executable, "-m", "celery", "-A", "config", *args, "--loglevel", "INFO"],
            cwd=ROOT, env=full, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        )  # fmt: skip
        self.procs.append(proc)
        return proc

    def stop(self) -> None:
        for proc in self.procs:
            if proc.poll() is None:
                proc.terminate()
        for proc in self.procs:
            try:
                out, _ = proc.communicate(timeout=20)
            except subprocess.TimeoutExpired:
                proc.kill()
                out, _ = proc.communicate()
            print((out or "")[-2000:])


@pytest.fixture
def processes(tmp_path):
    broker = os.environ.get("CELERY_TEST_BROKER_URL") or settings.CELERY_BROKER_URL
    saved = use_broker(broker, eager=False)
    running = Processes(broker, tmp_path)
    yield running
    running.stop()
    use_broker(saved[1], eager=saved[0])


def wait_for(check, what: str, procs, seconds: float = 60):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        found = check()
        if found:
            return found
        assert all(p.poll() is None for p in procs), f"a process died waiting for {what}"
        time.sleep(0.3)
    raise AssertionError(f"timed out waiting for {what}")


def test_a_move_here_is_emailed_by_the_worker_and_beat_times_out_a_late_seat(
    alice, bob, carol, processes
):
    procs = [processes.start("worker"), processes.start("beat")]
    game = nim_for_two(alice, bob)
    player = mover(game, alice, bob)
    wait_for(lambda: DevMail.objects.filter(to=player.email, subject__contains="Your move"
                                            ).exists(), "the your-turn email", procs)  # fmt: skip
    with time_machine.travel(timezone.now() - timedelta(days=4)):
        late = nim_for_two(carol, bob)
    late_player = mover(late, carol, bob)
    wait_for(lambda: Event.objects.filter(game=late, type="SeatTimedOut").exists(),
             "beat's deadline sweep", procs)  # fmt: skip
    wait_for(lambda: DevMail.objects.filter(to=late_player.email,
                                            subject__contains="ran out of time").exists(),
             "the timed-out email", procs)  # fmt: skip


def test_a_worker_killed_between_commit_and_send_still_delivers_once_through_beat(
    alice, bob, processes, tmp_path
):
    marker = tmp_path / "sending"
    hanging = processes.start("worker", EMAIL_BACKEND="tests.support.failing_mail.HangingBackend",
                              VITRINE_TEST_HANG_MARKER=str(marker))  # fmt: skip
    game = nim_for_two(alice, bob)  # two emails: "your move" and "game started"
    wait_for(marker.exists, "the worker to start sending", [hanging])
    os.kill(hanging.pid, signal.SIGKILL)
    hanging.wait(timeout=10)
    assert DevMail.objects.count() == 0
    procs = [processes.start("worker"), processes.start("beat")]
    wait_for(lambda: DevMail.objects.count() >= 2, "the resend", procs)
    time.sleep(4)  # several more beat rounds: nothing goes out twice
    rows = Notification.objects.filter(game=game)
    assert sorted(rows.values_list("status", flat=True)) == [Status.SENT, Status.SENT]
    assert DevMail.objects.count() == 2
    assert sorted(DevMail.objects.values_list("to", flat=True)) == [alice.email, bob.email]
    assert max(rows.values_list("attempts", flat=True)) == 2  # the killed try, then the resend
