"""A bot's decision on the platform: the CPU budget and the guard behind it.

The pure engine reads no clock. Here the platform gives the search a ``time_left`` callable
over this process's CPU time (``VITRINE_BOT_CPU_SECONDS``, default 2 s); ``strong`` stops
its rollouts when it runs out and ``normal`` stops comparing. Behind that, a hard guard: a
CPU-time alarm (``ITIMER_PROF``) interrupts a level that still overruns, and the next
quicker level answers instead (strong, then normal, then easy, which is instant).
"""

from __future__ import annotations

import contextlib
import signal
import threading
import time
from collections.abc import Callable, Iterator
from typing import Any

from django.conf import settings

from games.engine.bot import bot_answer
from games.engine.levels import EASY, NORMAL, STRONG, Budget
from games.engine.prompts import Answer
from games.engine.rng import Rng
from games.engine.rules import Rules

QUICKER = {STRONG: NORMAL, NORMAL: EASY}
SEARCH_SHARE = 0.7  # of the budget for the search itself; the rest is the guard's margin
ROLLOUT_CAP = 2000  # rollouts are bounded by time on the platform, this is a backstop


class Overtime(Exception):
    """The CPU alarm went off: the level thinking now took too long."""


def cpu_time_left(seconds: float) -> Callable[[], float]:
    """Seconds of this process's CPU time left of ``seconds`` from now."""
    end = time.process_time() + seconds
    return lambda: end - time.process_time()


@contextlib.contextmanager
def cpu_alarm(seconds: float) -> Iterator[None]:
    """Raise Overtime in this thread once ``seconds`` of CPU are used. Signals reach only
    the main thread (a Celery prefork worker's task runs there); elsewhere (a threaded test
    server) the search's own ``time_left`` is the only limit."""
    if threading.current_thread() is not threading.main_thread() or seconds <= 0:
        yield
        return

    def ring(signum: int, frame: Any) -> None:
        raise Overtime()

    previous = signal.signal(signal.SIGPROF, ring)
    signal.setitimer(signal.ITIMER_PROF, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
        signal.signal(signal.SIGPROF, previous)


def decide_for_bot(
    rules: Rules, state: Any, seat: int, rng_seed: str, level: str, seconds: float | None = None
) -> Answer:
    """The bot's answer for ``seat`` at ``level`` within ``seconds`` of CPU (default: the
    setting); a level that overruns hands over to the next quicker one."""
    seconds = settings.VITRINE_BOT_CPU_SECONDS if seconds is None else seconds
    time_left = cpu_time_left(seconds)
    while level != EASY and time_left() > 0:
        search_left = time_left() - seconds * (1 - SEARCH_SHARE)
        budget = Budget(rollouts=ROLLOUT_CAP, time_left=cpu_time_left(max(search_left, 0.0)))
        try:
            with cpu_alarm(time_left()):
                return bot_answer(rules, state, seat, Rng(rng_seed), level, budget)
        except Overtime:
            level = QUICKER[level]
    return bot_answer(rules, state, seat, Rng(rng_seed), EASY)
