"""Building a batch of events while watching the state they lead to.

``decide`` and ``on_timeout`` return every event up to the next decision (a vote can end a
turn, score it, start the next one and reshuffle a deck). Each step needs the state left by
the step before, so events are emitted through a ``Chain`` that folds them as it goes.
"""

from __future__ import annotations

from typing import Any

from games.engine.events import Event
from games.rules.muse_renaissance.evolve import evolve


class Chain:
    """The events emitted so far and the state after them."""

    def __init__(self, state: dict[str, Any]):
        self.state = state
        self.events: list[Event] = []

    def emit(self, event: Event) -> None:
        self.events.append(event)
        self.state = evolve(self.state, event)
