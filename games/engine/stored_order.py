"""Rules events in the key order they are stored in: an object's keys shorter first, then
in byte order (the order PostgreSQL's jsonb kept, which the events of every game stored
before migration 0012 have; since then the store keeps the text as written, on every
database). The rules copy event data into their state, and the order of a dict shows (a
list of runes, say), so the platform folds and stores every new event in this form, and
so does anyone replaying an export: the state then matches a fold of the stored events,
old or new, to the order of the keys."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from games.engine.events import Event


def as_stored(event: Event) -> Event:
    """``event`` with its data and secret in the store's key order."""
    return replace(event, data=jsonb_order(event.data), secret=jsonb_order(event.secret))


def jsonb_order(value: Any) -> Any:
    if isinstance(value, dict):
        keys = sorted(value, key=lambda k: (len(str(k).encode()), str(k).encode()))
        return {k: jsonb_order(value[k]) for k in keys}
    if isinstance(value, list | tuple):
        return [jsonb_order(v) for v in value]
    return value
