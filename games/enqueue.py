"""Queue Celery tasks after the commit, best effort: a broker that is down never fails
or holds up the move that queued them.

Everything a task carries is also in the database (a pending outbox row, a bot seat that
owes an answer), and beat's periodic tasks re-derive it (``deliver_due``, and the deadline
sweep's ``stalled_bot_games``), so a message that could not be published only delays its
work. The publish itself is bounded by the broker timeouts and the publish retry policy in
the settings; after a failure this process stops trying for ``SKIP_SECONDS``, so a broker
that is down costs one bounded attempt per process, not one per task.

In a web request the publishing waits until the response is sent (Django's
``request_finished``, which the server sends once the body is written): the player does not
wait on the broker. Eager mode (tests, ``CELERY_TASK_ALWAYS_EAGER``) runs the task at the
commit, as before, since the response is meant to show what it did.
"""

from __future__ import annotations

import logging
import threading
import time

from celery import Task
from django.core.signals import request_finished, request_started
from django.db import transaction
from kombu.exceptions import OperationalError as BrokerUnavailable

log = logging.getLogger(__name__)
SKIP_SECONDS = 10.0  # after a failed publish: the sweeps pick up what is skipped meanwhile

_lock = threading.Lock()
_down_until = 0.0
_request = threading.local()  # .held: what this thread's request publishes once answered


def publish(task: Task, *args) -> bool:
    """``task.delay(*args)`` now; False (and a warning) if the broker cannot take it."""
    global _down_until
    if time.monotonic() < _down_until:
        log.info("broker down: %s%r left to the periodic sweeps", task.name, args)
        return False
    try:
        task.delay(*args)
    except BrokerUnavailable as exc:
        with _lock:
            _down_until = time.monotonic() + SKIP_SECONDS
        log.warning("broker unreachable (%s): %s%r left to the periodic sweeps",
                    exc, task.name, args)  # fmt: skip
        return False
    return True


def after_commit(task: Task, *args) -> None:
    """Publish ``task`` once this transaction commits (never for a rolled-back one); in a
    web request, once its response is sent."""
    transaction.on_commit(lambda: _committed(task, args))


def _committed(task: Task, args: tuple) -> None:
    held = getattr(_request, "held", None)
    if held is None or task.app.conf.task_always_eager:
        publish(task, *args)
    else:
        held.append((task, args))


def _hold(**_) -> None:
    _release()  # nothing is left behind by a request that never finished
    _request.held = []


def _release(**_) -> None:
    held, _request.held = getattr(_request, "held", None), None
    for task, args in held or ():
        try:
            publish(task, *args)
        except Exception:  # the answer is sent: never stop the other receivers here
            log.exception("publishing %s%r after the response failed", task.name, args)


request_started.connect(_hold, dispatch_uid="games.enqueue.hold")
request_finished.connect(_release, dispatch_uid="games.enqueue.release")
