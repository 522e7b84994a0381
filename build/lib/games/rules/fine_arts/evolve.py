"""``evolve``: fold one event into the state, by the handler of its type.

Each phase module owns the handlers of the events it emits; this module only gathers them.
A handler receives a shallow copy of the state and the event's merged data (public and
secret) and returns the new state, copying any list or dict it changes.
"""

from __future__ import annotations

from typing import Any

from games.engine import Event
from games.rules.fine_arts import setup
from games.rules.fine_arts.phases import (
    bidding,
    deal,
    live_auction,
    reveal,
    scoring,
    sealed_bids,
    trading,
)

HANDLERS = {
    **setup.HANDLERS,
    **deal.HANDLERS,
    **trading.HANDLERS,
    **reveal.HANDLERS,
    **bidding.HANDLERS,
    **sealed_bids.HANDLERS,
    **live_auction.HANDLERS,
    **scoring.HANDLERS,
}


def evolve(state: dict[str, Any], event: Event) -> dict[str, Any]:
    """The state after ``event``. Never mutates ``state``.

    Raises ValueError for an event type this game never emits (the platform keeps its own
    records, such as ``SeatTimedOut``, out of the rules' stream).
    """
    handler = HANDLERS.get(event.type)
    if handler is None:
        raise ValueError(f"Museum of Fine Arts has no event '{event.type}'.")
    return handler(dict(state), event.merged)
