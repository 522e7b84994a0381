"""The hooks out of the games app. Followers get each appended batch, in the appending
transaction (notifications writes outbox rows, leagues records results). After-commit
hooks see each command's game and seats as it commits, to queue what follows once the
transaction commits (``transaction.on_commit``: the bots' turn, ``games.bots``); they are
how a command starts work without importing the modules that do it."""

from __future__ import annotations

import threading
from collections.abc import Callable, Mapping, Sequence, Set
from datetime import datetime
from typing import Any, Protocol

from django.db.models import QuerySet

from games.models import Event, Game, Seat, Stream
from games.store import StoredRow

Follower = Callable[[Game, Sequence[Event]], None]
AfterCommit = Callable[[Game, Mapping[int, Seat]], None]
_followers: list[Follower] = []
_after_commit: list[AfterCommit] = []


def register(follower: Follower) -> Follower:
    if follower not in _followers:
        _followers.append(follower)
    return follower


_batch = threading.local()


def notify(game: Game, rows: Sequence[Event], *, present: Set[int] = frozenset()) -> None:
    """Hand the batch to each follower. ``present``: the seats whose player answered in
    it on the site or through the API (``present_seats``)."""
    _batch.present = frozenset(present)
    try:
        for follower in list(_followers):
            follower(game, rows)
    finally:
        _batch.present = frozenset()


def present_seats() -> frozenset[int]:
    """For a follower, during ``notify``: the seats whose player answered this batch on
    the site or through the API, and so read what comes next in the answer they got."""
    return getattr(_batch, "present", frozenset())


def register_after_commit(hook: AfterCommit) -> AfterCommit:
    if hook not in _after_commit:
        _after_commit.append(hook)
    return hook


def queue_after_commit(game: Game, seats: Mapping[int, Seat]) -> None:
    """Called by a command inside its transaction; each hook queues its own on_commit."""
    for hook in list(_after_commit):
        hook(game, seats)


# What other apps read with each seat's player in the command's lock statement (the
# notifications: the player's profile, preferences, webhooks and vacations), so that their
# followers and the deadlines find it on the seats instead of asking in a round trip each.
SeatReads = Callable[[QuerySet[Seat]], QuerySet[Seat]]
_seat_reads: list[SeatReads] = []


def register_seat_reads(reads: SeatReads) -> SeatReads:
    """``reads(seats)`` returns the seats' queryset with what it adds (``select_related``
    of the player, annotations); it must not filter or order."""
    if reads not in _seat_reads:
        _seat_reads.append(reads)
    return reads


def with_seat_reads(seats: QuerySet[Seat]) -> QuerySet[Seat]:
    for reads in list(_seat_reads):
        seats = reads(seats)
    return seats


def seat_reads_key() -> tuple[int, ...]:
    """Tells apart the sets of seat reads registered (a statement compiled with them)."""
    return tuple(id(reads) for reads in _seat_reads)


# Streams that are not games (tournaments, league seasons: ``games.streams``): the app that
# owns a kind of stream follows it to keep its rows; others follow to tell people.
StreamFollower = Callable[[Stream, Sequence[Event]], None]
_stream_followers: list[StreamFollower] = []
# Projections kept outside games (organised play's standings and ratings), rebuilt from the
# events by ``manage.py rebuild_projections`` after the games' own.
Rebuilder = Callable[[Callable[[str], None]], None]
_rebuilders: dict[str, Rebuilder] = {}


def register_stream(follower: StreamFollower) -> StreamFollower:
    if follower not in _stream_followers:
        _stream_followers.append(follower)
    return follower


def notify_stream(stream: Stream, rows: Sequence[Event]) -> None:
    for follower in list(_stream_followers):
        follower(stream, rows)


def register_rebuild(name: str, rebuild: Rebuilder) -> Rebuilder:
    """``rebuild(say)`` drops its rows and builds them again from the events alone;
    ``say`` reports progress in words."""
    _rebuilders[name] = rebuild
    return rebuild


def rebuilders() -> dict[str, Rebuilder]:
    return dict(_rebuilders)


# The games' rebuild (``projections.rebuild``) folds each game's events batch by batch, as the
# commands played them. An app whose rows come from that same fold (the prompt records)
# watches it rather than folding every game a second time.
class ReplayWatcher(Protocol):
    def batch(
        self, seats: Mapping[int, Seat], rows: Sequence[StoredRow], at: datetime, state: Any
    ) -> None:
        """One batch folded: each seat's prompt and since when it owes it are noted
        (``prompt_id``, ``turn_started_at``), as after a command; ``state`` is the rules'
        state after it. (``to_act`` is set once, after the last batch.)"""

    def done(self) -> None:
        """The game's last batch is folded and its rows are saved."""


Replay = Callable[[Game], ReplayWatcher | None]  # None: this app has nothing to watch
_replays: list[Replay] = []


def register_replay(watch: Replay) -> Replay:
    """``watch(game)`` is called as each game's rebuild begins."""
    if watch not in _replays:
        _replays.append(watch)
    return watch


def watch_replay(game: Game) -> list[ReplayWatcher]:
    return [w for watch in list(_replays) if (w := watch(game)) is not None]
