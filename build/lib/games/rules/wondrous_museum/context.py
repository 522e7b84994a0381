"""The working context of one decision: the state as events are applied, and the events.

Handlers never change the state directly: they emit events, which ``evolve`` folds in at
once, so the next handler sees their effect. ``agenda`` is the live agenda (inert frames
dropped) when the current handler was called; handlers build the next agenda from it.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from games.engine import Event, Rng
from games.rules.wondrous_museum.evolve import evolve


def ev(
    type_: str,
    *,
    actor: int | None = None,
    secret: dict[str, Any] | None = None,
    secret_to: tuple[int, ...] = (),
    **data: Any,
) -> Event:
    """Build an event: public ``data``, optional ``secret`` shown only to ``secret_to``."""
    return Event(type_, data, secret=secret, secret_to=secret_to, actor=actor)


def with_agenda(event: Event, agenda: list[dict[str, Any]]) -> Event:
    return Event(
        event.type,
        {**event.data, "agenda": agenda},
        secret=event.secret,
        secret_to=event.secret_to,
        actor=event.actor,
    )


class Ctx:
    def __init__(self, state: dict[str, Any], rng: Rng):
        self.state = state
        self.rng = rng
        self.events: list[Event] = []
        self.agenda: list[dict[str, Any]] = list(state["agenda"])

    def emit(self, *events: Event) -> None:
        for event in events:
            self.state = evolve(self.state, event)
            self.events.append(event)

    def emit_with(self, events: Iterable[Event], agenda: list[dict[str, Any]]) -> None:
        """Emit ``events``; the last one carries the new ``agenda``."""
        events = list(events)
        if not events:
            raise AssertionError("An agenda change needs an event to carry it.")
        self.emit(*events[:-1], with_agenda(events[-1], agenda))
