"""Append and load events, with optimistic concurrency and serialised global positions.

Appends are serialised (a transaction-scoped advisory lock on PostgreSQL; SQLite's
IMMEDIATE transactions already allow one writer), so the global ``Event.id`` is handed out
in commit order and a follower reading ``id > last_seen`` never skips a late commit.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime

from django.db import IntegrityError, connection, transaction
from django.utils import timezone

from games.engine import Event as EngineEvent
from games.engine.rules import Rules
from games.engine.table import upcast
from games.errors import StaleVersion
from games.models import Event, Game, Origin
from observability.metrics import count_events_on_commit

APPEND_LOCK_KEY = 0x76697472  # "vitr": one lock for every append


@dataclass(frozen=True)
class NewEvent:
    origin: str  # Origin.TABLE or Origin.RULES
    event: EngineEvent


def table(type_: str, data: dict | None = None, **kw) -> NewEvent:
    return NewEvent(Origin.TABLE, EngineEvent(type_, data or {}, **kw))


def from_rules(events: Iterable[EngineEvent]) -> list[NewEvent]:
    return [NewEvent(Origin.RULES, e) for e in events]


def append(
    game: Game,
    expected_version: int,
    batch: Sequence[NewEvent],
    rules: Rules | None,
    now: datetime | None = None,
) -> list[Event]:
    """Append ``batch`` after ``expected_version`` inside the caller's transaction.

    Raises StaleVersion if another command appended first. Returns the stored rows and
    sets ``game.version`` (the row itself is saved by the projection).
    """
    if not transaction.get_connection().in_atomic_block:
        raise RuntimeError("append needs a transaction")
    if connection.vendor == "postgresql":
        with connection.cursor() as cur:
            cur.execute("SELECT pg_advisory_xact_lock(%s)", [APPEND_LOCK_KEY])
    new_version = expected_version + len(batch)
    # The conditional UPDATE is the real guard (it waits for, then sees, a racing commit);
    # the unique (game, seq) constraint is the backstop.
    if game.pk is not None and expected_version > 0:
        moved = Game.objects.filter(pk=game.pk, version=expected_version).update(
            version=new_version
        )
        if not moved:
            current = Game.objects.filter(pk=game.pk).values_list("version", flat=True).first()
            raise StaleVersion(expected_version, current or 0)
    now = now or timezone.now()
    rows = [
        Event(
            game=game,
            seq=expected_version + i + 1,
            origin=item.origin,
            type=item.event.type,
            schema=(rules.event_versions.get(item.event.type, 1) if rules else 1)
            if item.origin == Origin.RULES
            else 1,
            data=item.event.data,
            secret=item.event.secret,
            secret_to=list(item.event.secret_to),
            actor=item.event.actor,
            created_at=now,
        )
        for i, item in enumerate(batch)
    ]
    try:
        with transaction.atomic():
            Event.objects.bulk_create(rows)
    except IntegrityError:
        raise StaleVersion(expected_version, expected_version + 1) from None
    game.version = new_version
    count_events_on_commit([row.origin for row in rows])
    return rows


def to_engine(row: Event, rules: Rules) -> EngineEvent:
    """A stored rules event as the engine sees it, upcast to the current schema."""
    data, secret = upcast(rules, row.type, row.schema, row.data, row.secret)
    return EngineEvent(row.type, data, secret, tuple(row.secret_to), row.actor)


def rules_rows(game: Game, *, after: int = 0, upto: int | None = None):
    qs = Event.objects.filter(game=game, origin=Origin.RULES, seq__gt=after)
    if upto is not None:
        qs = qs.filter(seq__lte=upto)
    return qs.order_by("seq")
