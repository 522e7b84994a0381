"""Metrics and log context around each game command (observability.metrics): its time, its
outcome, and for moves their road (web, api, email from the request; bot and timeout)."""

from __future__ import annotations

import functools
import time
from collections.abc import Callable
from typing import Any

from games.errors import StaleVersion
from games.models import Game
from observability import context
from observability.metrics import COMMAND_SECONDS, CONFLICTS, MOVES, labelled
from shared.errors import Forbidden, IllegalAction, NotFound, RateLimited


def _outcome(exc: BaseException | None) -> str:
    if exc is None:
        return "accepted"
    if isinstance(exc, StaleVersion):
        return "conflict"
    if isinstance(exc, (IllegalAction, Forbidden, NotFound, RateLimited)):
        return "refused"
    return "error"


def _kind_of(result: Any, game_id: int | None) -> str:
    if isinstance(result, Game):
        return result.kind
    kind = Game.objects.filter(pk=game_id).values_list("kind", flat=True).first()
    return kind or "unknown"


def command(name: str, *, move: bool = False, road: str | None = None) -> Callable:
    """Decorate a service: ``name`` is the command in logs and metrics; a ``move`` also
    counts in vitrine_moves by kind and road (``road`` fixed, else the context's)."""

    def decorate(func: Callable) -> Callable:
        @functools.wraps(func)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            user = kwargs.get("user")
            game_id = kwargs.get("game_id")
            started = time.perf_counter()
            with context.bound(command=name, game_id=game_id, road=road,
                               user_id=getattr(user, "pk", None)):  # fmt: skip
                error: BaseException | None = None
                result = None
                try:
                    result = func(*args, **kwargs)
                    return result
                except BaseException as exc:
                    error = exc
                    raise
                finally:
                    outcome = _outcome(error)
                    labelled(COMMAND_SECONDS, name, outcome).observe(time.perf_counter() - started)
                    way = context.get("road") or "other"
                    if outcome == "conflict":
                        labelled(CONFLICTS, name, way).inc()
                    # game_bot_move returns None when no bot had anything to do: no move.
                    if move and outcome != "error" and (error or result is not None):
                        labelled(MOVES, _kind_of(result, game_id), way, outcome).inc()

        return wrapper

    return decorate
