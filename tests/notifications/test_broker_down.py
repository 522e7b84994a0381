"""The broker is down while moves are made: the moves are accepted at once, and once the
broker is back the bots' moves and the notifications go out, each exactly once.

The broker is a real Redis server that this test starts itself on a free loopback port
(never the machine's shared one): first nothing listens there, then the server comes up
and a real Celery worker and beat start against it. No task was ever queued while it was
down, so everything that goes out was re-derived from the database by beat (the deadline
sweep wakes stalled bots; ``deliver_due`` sends pending outbox rows). A second test points
the broker at a socket that accepts connections and never answers: the move still comes
back, bounded by the broker timeouts in the settings.
"""

from __future__ import annotations

import shutil
import socket
import subprocess
import threading
import time

import pytest
from django.db import connections

from games import enqueue, services
from games.models import Event, Game
from notifications.models import DevMail, Notification, Status
from tests.conftest import client_for
from tests.notifications.conftest import mover, nim_for_two
from tests.notifications.test_worker_e2e import Processes, wait_for
from tests.support.celery_broker import use_broker

pytestmark = pytest.mark.django_db(transaction=True)
MOVE_BOUND = 30  # seconds; a publish without timeouts waits forever


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class RedisServer:
    """A throwaway redis-server of our own, on a port nobody else uses."""

    def __init__(self, binary: str, tmp):
        self.binary, self.tmp, self.port, self.proc = binary, tmp, free_port(), None
        self.url = f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> None:
        self.proc = subprocess.Popen(
            [self.binary, "--port", str(self.port), "--bind", "127.0.0.1", "--save", "",
             "--appendonly", "no", "--dir", str(self.tmp)],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )  # fmt: skip
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=1) as s:
                    s.sendall(b"PING\r\n")
                    if s.recv(16).startswith(b"+PONG"):
                        return
            except OSError:
                time.sleep(0.1)
        raise AssertionError("our redis-server did not come up")

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            self.proc.wait(timeout=10)


@pytest.fixture
def broker_down(tmp_path):
    """Celery in this process publishes to our Redis's port, where nothing listens yet."""
    binary = shutil.which("redis-server")
    if binary is None:
        pytest.skip("needs the redis-server binary (installed in CI)")
    server = RedisServer(binary, tmp_path)
    saved = use_broker(server.url, eager=False)
    enqueue._down_until = 0.0  # no memory of another test's broker
    yield server
    use_broker(saved[1], eager=saved[0])
    enqueue._down_until = 0.0
    server.stop()


def bounded(call, seconds: float = MOVE_BOUND):
    """``call()`` in a thread, so a request that hangs fails the test instead of the suite."""
    result: list = []

    def run():
        try:
            result.append(call())
        finally:
            connections.close_all()

    thread = threading.Thread(target=run, daemon=True)
    started = time.monotonic()
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), f"the request hung for over {seconds} s on the broker"
    assert result, "the request raised"
    return result[0], time.monotonic() - started


def bot_answers(game: Game) -> int:
    return Event.objects.filter(game=game, type="StonesTaken", actor=1).count()


def test_moves_made_while_the_broker_is_down_are_accepted_and_followed_up_once_it_is_back(
    alice, bob, carol, broker_down, tmp_path
):
    # Carol plays a bot (seat 1); Alice and Bob play each other. Nobody pledges.
    vs_bot = services.game_create(user=carol, kind="nim", seats=2, bots=1,
                                  options={"pledges": False, "pile": 30})  # fmt: skip
    humans = nim_for_two(alice, bob, pile=30)
    with_bot = client_for(carol)
    if vs_bot.to_act == [0]:  # Carol moves first; then it is the bot's turn
        response, took = bounded(lambda: with_bot.post(
            f"/api/games/{vs_bot.pk}/act/", {"version": vs_bot.version, "choices": ["1"]},
            format="json"))  # fmt: skip
        assert response.status_code == 200, response.content[:300]
    player = mover(humans, alice, bob)
    response, took = bounded(lambda: client_for(player).post(
        f"/api/games/{humans.pk}/act/", {"version": humans.version, "choices": ["2"]},
        format="json"))  # fmt: skip
    assert response.status_code == 200, response.content[:300]

    vs_bot.refresh_from_db()
    assert vs_bot.to_act == [1], "the bot owes its answer"
    assert bot_answers(vs_bot) == 0
    assert DevMail.objects.count() == 0
    pending = Notification.objects.filter(channel="email", status=Status.PENDING)
    # Game started (Carol, Alice or Bob), then "your move" for whoever must answer now.
    assert pending.count() >= 2 and not Notification.objects.exclude(status=Status.PENDING)

    broker_down.start()
    procs = Processes(broker_down.url, tmp_path)
    try:
        running = [procs.start("worker", VITRINE_BOT_GRACE_SECONDS="2"),
                   procs.start("beat", VITRINE_BOT_GRACE_SECONDS="2")]  # fmt: skip
        wait_for(lambda: bot_answers(vs_bot) >= 1, "the stalled bot to be woken", running)
        unsent = Notification.objects.filter(status__in=[Status.PENDING, Status.SENDING])
        wait_for(lambda: not unsent.exists() and DevMail.objects.filter(
            to=carol.email, subject__contains="Your move").exists(),
            "every pending email to be sent", running)  # fmt: skip
        time.sleep(4)  # several more beat rounds: nothing is played or sent twice
    finally:
        procs.stop()

    vs_bot.refresh_from_db()
    assert bot_answers(vs_bot) == 1 and vs_bot.to_act == [0], "the bot answered once"
    rows = Notification.objects.filter(channel="email")
    # A "your move" whose turn was answered meanwhile is skipped (superseded), not sent.
    assert set(rows.values_list("status", flat=True)) <= {Status.SENT, Status.SKIPPED}
    assert set(rows.values_list("attempts", flat=True)) == {1}
    sent = rows.filter(status=Status.SENT)
    assert DevMail.objects.count() == sent.count(), "an email went out twice"
    assert DevMail.objects.filter(to=carol.email, subject__contains="Your move").count() == 1
    other = bob if player == alice else alice
    assert DevMail.objects.filter(to=other.email, subject__contains="Your move").count() == 1


def test_a_broker_that_accepts_and_never_answers_does_not_hold_a_move_up(alice, bob):
    """A half-open broker (it took the connection and went silent) is the case where
    kombu's defaults wait forever; the settings' socket timeouts bound it."""
    game = nim_for_two(alice, bob)
    client = client_for(mover(game, alice, bob))
    silent = socket.socket()
    silent.bind(("127.0.0.1", 0))
    silent.listen(16)  # connections are accepted by the kernel, and never answered
    saved = use_broker(f"redis://127.0.0.1:{silent.getsockname()[1]}/0", eager=False)
    enqueue._down_until = 0.0
    try:
        response, took = bounded(lambda: client.post(
            f"/api/games/{game.pk}/act/", {"version": game.version, "choices": ["1"]},
            format="json"))  # fmt: skip
        assert response.status_code == 200, response.content[:300]
        assert response.json()["version"] == game.version + 1
        assert Notification.objects.filter(game=game, version=game.version + 1,
                                           status=Status.PENDING).count() == 1  # fmt: skip
    finally:
        use_broker(saved[1], eager=saved[0])
        enqueue._down_until = 0.0
        silent.close()
