"""The one road bots move by: ``bots_play`` lets each bot that owes an answer answer, one
command each (``services.game_bot_move``, through ``command.run_if_due``), inside
``bot_loop``. The Celery task (``games.tasks.play_bots``), the deadline sweep's wake-up of
stalled bots and the demo seeding all call it; nothing else moves a bot.
"""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Iterator
from typing import NamedTuple

from games import services
from games.engine import Answer, get_kind
from games.engine.levels import EASY
from games.errors import StaleVersion
from games.models import Game
from games.replay import load_state
from games.thinking import decide_for_bot

_local = threading.local()


@contextlib.contextmanager
def bot_loop() -> Iterator[None]:
    """Inside, bots' commits queue no further bot task: the loop itself plays on."""
    _local.in_bot_loop = True
    try:
        yield
    finally:
        _local.in_bot_loop = False


def in_bot_loop() -> bool:
    return getattr(_local, "in_bot_loop", False)


class BotRun(NamedTuple):
    moves: int
    paused: bool  # stopped by the CPU budget while a bot still owed an answer


def bots_play(game_id: int, *, limit: int = 10_000, cpu_seconds: float | None = None) -> BotRun:
    """Let bots answer, one command each, until a human must act (or nobody: the game is
    over), ``limit`` moves are made, or the moves used more than ``cpu_seconds`` of CPU."""
    started = time.process_time()
    moves = 0
    with bot_loop():
        while moves < limit:
            try:
                game = services.game_bot_move(game_id=game_id)
            except StaleVersion:
                break  # another command moved first: it queues the bots again
            if game is None:
                break
            moves += 1
            # The seats as the command left them (no query): a human's turn, no more to do.
            if not any(seat.bot and seat.to_act for seat in game.seats.all()):
                break
            if cpu_seconds is not None and time.process_time() - started > cpu_seconds:
                return BotRun(moves, paused=True)
    return BotRun(moves, paused=False)


def suggest(game: Game, seat: int, rng_seed: str) -> Answer:
    """The answer the easy bot would give for ``seat`` now: the demo seeding plays its
    players' opening moves with it, through ``game_act`` like any player."""
    rules = get_kind(game.kind)
    return decide_for_bot(rules, load_state(game, rules), seat, rng_seed, EASY)
