"""The context every log line of a request or a task carries (contextvars, so it follows
the code into threads' own contexts and never leaks from one request to the next).

Fields: ``request_id``, ``user_id``, ``game_id``, ``command`` (the view, task or game
command running) and ``road`` (how a move came in: web, api, email, bot, timeout).
"""

from __future__ import annotations

import contextlib
import functools
from collections.abc import Callable, Iterator
from contextvars import ContextVar
from typing import Any

FIELDS = ("request_id", "user_id", "game_id", "command", "road")
_vars: dict[str, ContextVar[Any]] = {name: ContextVar(f"vitrine_{name}", default=None)
                                     for name in FIELDS}  # fmt: skip
# The request being served, read lazily for its user (DRF authenticates inside the view).
current_request: ContextVar[Any] = ContextVar("vitrine_request", default=None)


def get(name: str) -> Any:
    return _vars[name].get()


def set_value(name: str, value: Any) -> None:
    """Set one field for the rest of the current context (a request or a task's run)."""
    _vars[name].set(value)


def clear() -> None:
    for var in _vars.values():
        var.set(None)
    current_request.set(None)


@contextlib.contextmanager
def bound(**values: Any) -> Iterator[None]:
    """Within the block, these fields have these values (None values are left alone)."""
    tokens = [(_vars[name], _vars[name].set(v)) for name, v in values.items() if v is not None]
    try:
        yield
    finally:
        for var, token in reversed(tokens):
            var.reset(token)


def on_road(road: str) -> Callable:
    """Decorator: moves made inside the function came by ``road`` (e.g. ``email``)."""

    def decorate(func: Callable) -> Callable:
        @functools.wraps(func)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            with bound(road=road):
                return func(*args, **kwargs)

        return wrapper

    return decorate
