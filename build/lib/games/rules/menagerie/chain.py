"""A chain of events being written by one decision, folded as it grows.

``decide`` and ``on_timeout`` build their events through a Chain, so each later step reads
the state its earlier events produced (the same ``evolve`` the platform replays).
"""

from __future__ import annotations

from typing import Any

from games.engine import Event
from games.rules.menagerie.evolve import evolve
from games.rules.menagerie.state import State


class Chain:
    """The events written so far and the state after them."""

    def __init__(self, state: State):
        self.state: State = state
        self.events: list[Event] = []

    def emit(
        self,
        type_: str,
        data: dict[str, Any],
        *,
        secret: dict[str, Any] | None = None,
        secret_to: tuple[int, ...] = (),
        actor: int | None = None,
    ) -> None:
        event = Event(type_, data, secret, secret_to, actor)
        self.state = evolve(self.state, event)
        self.events.append(event)
