"""Rebuilding a game's rules state from its events, with snapshots for long games, and
the states this process made last (a command's result is what its response, its emails
and its bots read next: they need not fold it again)."""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Iterable, Sequence
from typing import Any

import orjson
from django.conf import settings
from django.db import connection, transaction

from games import rides
from games.engine.rules import Rules
from games.engine.table import fold
from games.models import Event, Game, LatestState, Snapshot
from games.store import StoredRow, engine_events, read_stream


def fold_rows(rules: Rules, rows: Iterable[Event | StoredRow], state: Any = None) -> Any:
    """Fold stored rows (table rows are skipped: the rules never see them)."""
    return fold(rules, engine_events(rules, rows), state)


RECENT_STATES = 256  # states each process keeps (a game's latest few, of recent games)
_recent: OrderedDict[tuple[int, str, str, int], Any] = OrderedDict()
_recent_lock = threading.Lock()


def _key(game: Game, rules: Rules) -> tuple[int, str, str]:
    return (game.pk, game.seed_sha256, rules.rules_version)  # the seed hash: one game only


def remember(game: Game, rules: Rules, state: Any) -> None:
    """Keep ``state`` as ``game``'s state at its current version, once the transaction
    that made it commits (never a state that was rolled back). States are never mutated
    (the rules return new ones; a test holds every game to it), so sharing one is safe;
    the version in the key makes a newer commit elsewhere a plain miss. A game's earlier
    versions stay too: a move's response is its own version's state, though the bots that
    replied in the same request moved on."""
    key = (*_key(game, rules), game.version)

    def keep() -> None:
        with _recent_lock:
            _recent[key] = state
            _recent.move_to_end(key)
            while len(_recent) > RECENT_STATES:
                _recent.popitem(last=False)

    transaction.on_commit(keep)


def forget() -> None:
    """Drop every kept state (benchmarks measure loading, tests start clean)."""
    with _recent_lock:
        _recent.clear()


def _remembered(game: Game, rules: Rules, version: int) -> Any:
    with _recent_lock:
        return _recent.get((*_key(game, rules), version))


def load_state(game: Game, rules: Rules, *, upto: int | None = None) -> Any:
    """The rules state after event ``upto`` (default: the latest): one this process made,
    or the game's latest state when it came with the game's row (``LatestState``), or
    else from the nearest snapshot made by this rules version, then the events after it."""
    upto = game.version if upto is None else upto
    known = _remembered(game, rules, upto)
    if known is not None:
        return known
    latest = _latest(game)
    if (
        latest is not None
        and latest.version == upto
        and latest.rules_version == rules.rules_version
    ):
        return rules.decode_state(orjson.loads(latest.state))
    snap = (
        Snapshot.objects.filter(game=game, rules_version=rules.rules_version, version__lte=upto)
        .order_by("-version")
        .first()
    )
    state, after = (
        (rules.decode_state(orjson.loads(snap.state)), snap.version) if snap else (None, 0)
    )
    return fold_rows(rules, read_stream(game.pk, after=after, upto=upto, rules_only=True), state)


def state_text(rules: Rules, state: Any) -> str:
    """``state`` as the JSON text a snapshot or the latest state keeps."""
    return orjson.dumps(rules.encode_state(state)).decode()


def maybe_snapshot(game: Game, rules: Rules, state: Any, since: int) -> None:
    """Keep a snapshot when the command's events (after version ``since``) cross a
    multiple of VITRINE_SNAPSHOT_EVERY: every so many events, without asking the
    database where the last one is."""
    every = settings.VITRINE_SNAPSHOT_EVERY
    if every and game.version // every > since // every:
        # In a command it goes with the events INSERT (games.rides): sent alone, it sent
        # the command's other writes alone before it, four round trips more.
        snapshot = Snapshot(game=game, version=game.version, rules_version=rules.rules_version,
                            state=state_text(rules, state))  # fmt: skip
        rides.insert(Snapshot, [snapshot])


_LATEST = Game.latest.related


def _latest(game: Game) -> LatestState | None:
    """The latest state read with the game's row (``select_related("latest")``), if it was:
    never a query."""
    return _LATEST.get_cached_value(game, default=None) if _LATEST.is_cached(game) else None


# The same row again (a rebuild's, most often) is not written again: no new row version,
# no compressing and logging 12 kB of state for nothing. (No column is NULL: a row's <> is
# exact, and SQLite before 3.39 has no IS DISTINCT FROM.)
_IF_CHANGED = (
    " ON CONFLICT (game_id) DO UPDATE SET version = excluded.version, "
    "rules_version = excluded.rules_version, state = excluded.state "
    "WHERE (games_lateststate.version, games_lateststate.rules_version, games_lateststate.state) "
    "<> (excluded.version, excluded.rules_version, excluded.state) RETURNING game_id"
)
_KEEP_LATEST = (
    "INSERT INTO games_lateststate (game_id, version, rules_version, state) "  # nosec B608 - constants
    "VALUES (%s, %s, %s, %s)" + _IF_CHANGED
)
# Many games' in one statement, an array a column: the same text however many (PostgreSQL).
# Binary arrays (``%b``): as text, psycopg escapes each quote of each state in Python.
_KEEP_LATEST_MANY = (
    "INSERT INTO games_lateststate (game_id, version, rules_version, state) SELECT * FROM "  # nosec B608 - constants
    "UNNEST(%b::bigint[], %b::integer[], %b::varchar[], %b::text[])" + _IF_CHANGED
)


def keep_latest(game: Game, rules: Rules, state: Any) -> None:
    """Write ``state`` as the game's latest (at its current version), in the caller's
    transaction; in a command it goes with the events INSERT (``games.rides``)."""
    params = [game.pk, game.version, rules.rules_version, state_text(rules, state)]
    rides.write(_KEEP_LATEST, params)


def keep_latest_many(kept: Sequence[tuple[Game, Rules, Any]]) -> None:
    """``keep_latest`` of each (game, its rules, its state): one statement on PostgreSQL."""
    if connection.vendor != "postgresql" or len(kept) < 2:
        for game, rules, state in kept:
            keep_latest(game, rules, state)
        return
    rows = [(g.pk, g.version, rules.rules_version, state_text(rules, st)) for g, rules, st in kept]
    rides.write(_KEEP_LATEST_MANY, [list(column) for column in zip(*rows, strict=True)])
