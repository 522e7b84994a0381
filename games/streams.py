"""Commands on streams that are not games: a tournament, a league season.

The same store as the games' (``store.append_to_stream``: the same table, triggers and
optimistic concurrency). A command locks the stream's row, so commands on one stream
queue; it appends its events after the version it read and hands them to the stream
followers (``games.followers.register_stream``) in the same transaction: the app that owns
the kind projects them into its rows, others tell people. A stream's events are table
events: data, and a secret for what is published later (a pairing seed).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from django.db import transaction
from django.utils import timezone

from games import followers, store
from games.models import Event, Stream
from shared.errors import NotFound

T = TypeVar("T")


class StreamCommand:
    """Use inside ``transaction.atomic()`` on a locked stream; ``commit()`` once."""

    def __init__(self, stream: Stream):
        self.stream = stream
        self.expected = stream.version
        self.batch: list[store.NewEvent] = []
        self.now = timezone.now()

    def add(self, type_: str, data: dict | None = None, secret: dict | None = None) -> None:
        self.batch.append(store.table(type_, data or {}, secret=secret))

    def commit(self) -> list[Event]:
        if not self.batch:
            return []
        rows = store.append_to_stream(self.stream, self.expected, self.batch, self.now)
        Stream.objects.filter(pk=self.stream.pk).update(version=self.stream.version)
        followers.notify_stream(self.stream, rows)
        self.expected, self.batch = self.stream.version, []
        return rows


def create(kind: str, body: Callable[[StreamCommand], T]) -> tuple[Stream, T]:
    """A new stream of ``kind``; ``body`` adds its first events."""
    with transaction.atomic():
        stream = Stream.objects.create(kind=kind, created_at=timezone.now())
        command = StreamCommand(stream)
        result = body(command)
        command.commit()
        return stream, result


def run(stream_id: int, body: Callable[[StreamCommand], T]) -> T:
    """``body(command)`` in one transaction on the locked stream, then commit what it
    added (nothing added: nothing written)."""
    with transaction.atomic():
        try:
            stream = Stream.objects.select_for_update().get(pk=stream_id)
        except Stream.DoesNotExist:
            raise NotFound("No such tournament or league.") from None
        command = StreamCommand(stream)
        result = body(command)
        command.commit()
        return result
