"""Bots answer from a real Celery worker, started the way the README starts one, on the
embedded broker (or on Redis when CELERY_TEST_BROKER_URL is set, as in CI)."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from django.conf import settings
from django.db import connection

from games import services
from games.models import Game
from tests.support.celery_broker import use_broker

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.django_db(transaction=True)


def database_url() -> str:
    db = connection.settings_dict
    if connection.vendor == "postgresql":
        return f"postgres://{db['USER']}@{db['HOST']}:{db['PORT']}/{db['NAME']}"
    return f"sqlite:///{db['NAME']}"


@pytest.fixture
def worker():
    broker = os.environ.get("CELERY_TEST_BROKER_URL") or settings.CELERY_BROKER_URL
    env = {**os.environ, "DATABASE_URL": database_url(), "CELERY_BROKER_URL": broker,
           "CELERY_TASK_ALWAYS_EAGER": "false", "VITRINE_VAR_DIR": str(settings.VAR_DIR)}  # fmt: skip
    saved = use_broker(broker, eager=False)  # also drops pools cached by earlier tests
    proc = subprocess.Popen(
        [sys.executable, "-m", "celery", "-A", "config", "worker", "--pool", "solo",
         "--loglevel", "INFO", "--without-heartbeat", "--without-mingle", "--without-gossip"],
        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
    )  # fmt: skip
    yield proc
    proc.terminate()
    try:
        out, _ = proc.communicate(timeout=20)
    except subprocess.TimeoutExpired:
        proc.kill()
        out, _ = proc.communicate()
    use_broker(saved[1], eager=saved[0])
    print(out[-3000:])


def test_a_bot_seat_answers_through_the_worker_after_the_commit(alice, worker):
    game = services.game_create(user=alice, kind="nim", seats=2, bots=1,
                                options={"pledges": True})  # fmt: skip
    assert game.to_act == [0, 1]  # both must pledge; the bot's pledge is queued on commit
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        game = Game.objects.get(pk=game.pk)
        if game.to_act == [0]:
            break
        assert worker.poll() is None, "the worker died"
        time.sleep(0.3)
    assert game.to_act == [0], "the bot never answered"
