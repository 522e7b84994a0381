"""Append and load events, with optimistic concurrency, and read every stream in order.

A command holds its game's row lock (``Command.load``), so two commands on one game queue;
commands on different games never wait for each other. The unique ``(game, seq)``
constraint is the guard for anything else: a second append at the same version fails.

``Event.id`` is handed out when a row is inserted, not when it commits, so a reader of
every stream cannot simply ask for ``id > last_seen``: a transaction that started earlier
may still commit a lower id. ``read_all`` reads past a watermark instead. On PostgreSQL
each row records the id of the transaction that wrote it (``tx``, a column filled by the
database), and only rows of transactions older than every running one are returned, in
``(tx, id)`` order: those can no longer change. SQLite has one writer at a time (IMMEDIATE
transactions), so there ``id`` order is commit order.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from operator import itemgetter
from typing import Any, NamedTuple

import orjson
import psycopg
import psycopg.types.datetime
from django.core.exceptions import ImproperlyConfigured
from django.db import IntegrityError, connection, transaction
from django.db.models.base import ModelState
from django.utils import timezone
from psycopg.rows import tuple_row

from games.engine import Event as EngineEvent
from games.engine.rules import Rules
from games.engine.stored_order import as_stored  # noqa: F401 (the command folds with it)
from games.engine.table import upcast
from games.errors import StaleVersion
from games.models import RULES_ORIGIN, Event, Game, Origin, Stream
from games.rides import Ride, carrying, deliver, taken
from observability.metrics import count_events_on_commit


@dataclass(frozen=True)
class NewEvent:
    origin: str  # Origin.TABLE or Origin.RULES
    event: EngineEvent


def table(type_: str, data: dict | None = None, **kw) -> NewEvent:
    return NewEvent(Origin.TABLE, EngineEvent(type_, data or {}, **kw))


def from_rules(events: Iterable[EngineEvent]) -> list[NewEvent]:
    return [NewEvent(Origin.RULES, e) for e in events]


def build(
    game: Game,
    expected_version: int,
    batch: Sequence[NewEvent],
    rules: Rules | None,
    now: datetime | None = None,
) -> list[Event]:
    """The rows for ``batch`` at the positions after ``expected_version`` (not saved), each
    with ``game`` as its ``row.game`` (no query)."""
    now = now or timezone.now()
    rows = []
    versions = rules.event_versions if rules else {}
    for i, item in enumerate(batch):
        e = item.event
        schema = versions.get(e.type, 1) if item.origin == Origin.RULES else 1
        row = _new_event((None, game.pk, None, expected_version + i + 1, item.origin, e.type,
                          schema, e.data, e.secret, list(e.secret_to), e.actor, now))  # fmt: skip
        _GAME.set_cached_value(row, game)
        rows.append(row)
    return rows


def _new_event(values: tuple) -> Event:
    """``Event(*values)`` (values in _FIELDS' order) as Django's positional constructor
    leaves it, without its per-field ``setattr`` and init signals (none is connected for
    Event): a batch of 10 events built in 16 us, not 46."""
    row = Event.__new__(Event)
    row.__dict__.update(zip(_FIELDS, values, strict=True))
    row._state = ModelState()
    return row


_FIELDS = ("id", "game_id", "stream_id", "seq", "origin", "type", "schema", "data", "secret",
           "secret_to", "actor", "created_at")  # fmt: skip
if tuple(f.attname for f in Event._meta.concrete_fields) != _FIELDS:  # a field was added
    raise ImproperlyConfigured("games.store.build lists Event's fields: update it and _FIELDS")
_GAME = Event._meta.get_field("game")


def insert(rows: Sequence[Event], expected_version: int, rides: Sequence[Ride] = ()) -> None:
    """Insert ``rows`` in one statement inside the caller's transaction (with ``rides``,
    the followers' statements, as its CTEs: ``games.rides``). Raises StaleVersion if their
    positions are taken; the caller's transaction is then to be rolled back, so nothing
    of the command stays (no savepoint: that is what we want)."""
    if not transaction.get_connection().in_atomic_block:
        raise RuntimeError("events are appended inside a transaction")
    if not rows:
        return
    # One multi-row INSERT written here rather than bulk_create: the ORM's per-field
    # preparation cost more than the round trip. JSON is encoded by orjson; no RETURNING
    # (nothing reads the new ids: readers of every stream use read_all).
    at = _CREATED_AT.get_db_prep_save(rows[0].created_at, connection)
    params: list[Any] = []
    for row in rows:
        params += [row.game_id, row.stream_id, row.seq, row.origin, row.type, row.schema,
                   _dumps(row.data), None if row.secret is None else _dumps(row.secret),
                   _dumps(row.secret_to), row.actor,
                   at if row.created_at is rows[0].created_at
                   else _CREATED_AT.get_db_prep_save(row.created_at, connection)]  # fmt: skip
    sql = _insert_sql(len(rows))
    rides = taken(rides) if isinstance(rides, list) else list(rides)
    if rides:
        sql, params = carrying(rides, sql, params)
    try:
        with transaction.atomic(savepoint=False), connection.cursor() as cur:
            cur.execute(sql, params)
            returned = cur.fetchall() if rides else []
    except IntegrityError:
        raise StaleVersion(expected_version, expected_version + 1) from None
    deliver(rides, returned)
    count_events_on_commit([row.origin for row in rows])


_COLUMNS = ("game_id", "stream_id", "seq", "origin", "type", "schema", "data", "secret",
            "secret_to", "actor", "created_at")  # fmt: skip
_CREATED_AT = Event._meta.get_field("created_at")


@functools.cache
def _insert_sql(n: int) -> str:
    one = "(" + ", ".join(["%s"] * len(_COLUMNS)) + ")"
    return (f"INSERT INTO games_event ({', '.join(_COLUMNS)}) VALUES "  # nosec B608 - constants
            + ", ".join([one] * n))  # fmt: skip


def _dumps(value: Any) -> str:
    return orjson.dumps(value, option=orjson.OPT_NON_STR_KEYS).decode()


def append(
    game: Game,
    expected_version: int,
    batch: Sequence[NewEvent],
    rules: Rules | None,
    now: datetime | None = None,
) -> list[Event]:
    """Append ``batch`` after ``expected_version``: ``build`` then ``insert``. Sets
    ``game.version``; the caller writes the game row (the projection)."""
    rows = build(game, expected_version, batch, rules, now)
    insert(rows, expected_version)
    game.version = expected_version + len(batch)
    return rows


def append_to_stream(
    stream: Stream, expected_version: int, batch: Sequence[NewEvent], now: datetime | None = None
) -> list[Event]:
    """Append table events to a stream that is not a game (a tournament, a league season),
    after ``expected_version``, as ``append`` does for a game: StaleVersion if the positions
    are taken. Sets ``stream.version``; the caller saves the stream row."""
    now = now or timezone.now()
    rows = [
        Event(stream=stream, seq=expected_version + i + 1, origin=item.origin,
              type=item.event.type, data=item.event.data, secret=item.event.secret,
              secret_to=list(item.event.secret_to), actor=item.event.actor, created_at=now)
        for i, item in enumerate(batch)
    ]  # fmt: skip
    insert(rows, expected_version)
    stream.version = expected_version + len(batch)
    return rows


def read_stream_events(stream_id: int, *, after: int = 0) -> list[Event]:
    """A non-game stream's events after ``after``, in order."""
    return list(Event.objects.filter(stream_id=stream_id, seq__gt=after).order_by("seq"))


Position = tuple[int, int]  # (transaction, id): where a reader of every stream stands
START: Position = (0, 0)


def read_all(after: Position = START, limit: int = 1000) -> list[tuple[Position, Event]]:
    """Events of every stream (games, tournaments, seasons) after ``after``, oldest first, never skipping one that commits
    later: only events whose transaction has ended are returned. Each comes with its
    position, to pass back as ``after``."""
    if connection.vendor != "postgresql":
        rows = Event.objects.filter(id__gt=after[1]).order_by("id")[:limit]
        return [((0, row.id), row) for row in rows]
    rows = Event.objects.raw(
        "SELECT *, tx FROM games_event WHERE (tx, id) > (%s, %s) "
        "AND tx < pg_snapshot_xmin(pg_current_snapshot())::text::bigint "
        "ORDER BY tx, id LIMIT %s",
        [after[0], after[1], limit],
    )
    return [((row.tx, row.id), row) for row in rows]


def to_engine(row: Event | StoredRow, rules: Rules) -> EngineEvent:
    """A stored rules event as the engine sees it, upcast to the current schema."""
    type_, data, secret = row.type, row.data, row.secret
    if row.schema < rules.event_versions.get(type_, 1):  # most are current: no call
        data, secret = upcast(rules, type_, row.schema, data, secret)
    return EngineEvent.stored(type_, data, secret, tuple(row.secret_to), row.actor)


def engine_events(rules: Rules, rows: Iterable[Event | StoredRow]) -> list[EngineEvent]:
    """``to_engine`` of each of ``rows`` the rules wrote (the table's are left out)."""
    return [to_engine(row, rules) for row in rows if row.origin == RULES_ORIGIN]


class StoredRow(NamedTuple):
    """One stored event as read back: what ``to_engine`` and the exports need, without
    building a model instance (reading a stream at the speed of the database)."""

    seq: int
    origin: str
    type: str
    schema: int
    data: dict
    secret: dict | None
    secret_to: list
    actor: int | None
    created_at: datetime


_READ = "SELECT seq, origin, type, schema, data, secret, secret_to, actor, created_at"
# On PostgreSQL the JSON columns (json: the text as written, games.fields) come as text
# and are decoded in the row's one call: a loader per column cost a Python call per
# value. Most events are for everyone: their empty readers' list comes as NULL.
_PG_READ = ("SELECT seq, origin, type, schema, data::text, secret::text, "
            "NULLIF(secret_to::text, '[]'), actor, created_at")  # fmt: skip


def read_stream(
    game_id: int, *, after: int = 0, upto: int | None = None, rules_only: bool = False,
    encoded: bool = False,
) -> Iterator[StoredRow]:  # fmt: skip
    """The game's events after ``after`` (up to ``upto``), in order, in batches of 500
    rows, JSON decoded with orjson. ``encoded``: ``data`` and ``secret`` come as the JSON
    text they are stored as (``orjson.Fragment``), for a reader that writes them out as
    JSON again (the export): not decoded to be encoded again."""
    pg = connection.vendor == "postgresql"
    sql = (_PG_READ if pg else _READ) + " FROM games_event WHERE game_id = %s AND seq > %s"
    params: list[Any] = [game_id, after]
    if upto is not None:
        sql += " AND seq <= %s"
        params.append(upto)
    if rules_only:
        sql += " AND origin = %s"
        params.append(Origin.RULES)
    with connection.cursor() as cur:
        if pg:
            yield from _read_pg(cur, sql + " ORDER BY seq", params, encoded)
            return
        cur.execute(sql + " ORDER BY seq", params)
        value = _fragment if encoded else _json
        while batch := cur.fetchmany(500):
            for v in batch:
                yield _sqlite_row(v, value)


_seq = itemgetter(0)  # a StoredRow's position in its stream


def read_streams(game_ids: Sequence[int]) -> dict[int, list[StoredRow]]:
    """Every event of each of ``game_ids``, in order, in one query: a rebuild of many games
    reads them together rather than one round trip a game. The caller bounds how many
    events that is (they are all in memory at once)."""
    out: dict[int, list[StoredRow]] = {game_id: [] for game_id in game_ids}
    if len(out) < 2:  # one long game: in the index's order, not sorted by the server
        return {game_id: list(read_stream(game_id)) for game_id in out}
    with connection.cursor() as cur:
        if connection.vendor == "postgresql":
            sql = _PG_READ + ", game_id FROM games_event WHERE game_id = ANY(%s)"
            # All at once as plain tuples (the caller bounds them), each made a StoredRow in
            # this loop: psycopg's call of a row factory per row, the batches and a
            # generator cost more than the rows' one call each here.
            _binary(cur.cursor).row_factory = tuple_row
            cur.execute(sql, [list(out)])
            for v in cur.fetchall():
                out[v[9]].append(_stored_row(v))  # the game's id is the last column
            for rows in out.values():
                rows.sort(key=_seq)
            return out
        marks = ", ".join(["%s"] * len(out))
        cur.execute(_READ + f", game_id FROM games_event WHERE game_id IN ({marks}) "  # nosec B608 - placeholders
                    "ORDER BY game_id, seq", list(out))  # fmt: skip
        while batch := cur.fetchmany(500):
            for v in batch:
                out[v[9]].append(_sqlite_row(v, _json))  # the game's id is the last column
    return out


def _sqlite_row(v: Sequence[Any], value: Callable[[Any], Any]) -> StoredRow:
    """A row of ``_READ``'s columns as SQLite hands them back (JSON as text, naive times);
    ``value`` reads the data and the secret (decoded, or left as stored)."""
    return StoredRow(
        v[0], v[1], v[2], v[3], value(v[4]), value(v[5]), _json(v[6]) or [], v[7], _aware(v[8])
    )


def games_after(after: int, limit: int, only: Sequence[int] = ()) -> list[tuple[int, str, int]]:
    """(id, kind, count of events) of the first ``limit`` games by id after ``after`` (among
    ``only``, if given): each count from the events themselves (a stream's last ``seq``:
    its positions run from 1 without a gap), not from the game row a rebuild is about to
    replace. One statement, an index look-up a game; as the ORM would write it, less the
    compiling, which cost more than the statement."""
    sql, params = games_after_sql(after, limit, only)
    with connection.cursor() as cur:
        cur.execute(sql, params)
        return cur.fetchall()


def games_after_sql(after: int, limit: int, only: Sequence[int] = ()) -> tuple[str, list[Any]]:
    """``games_after``'s statement and parameters, for a caller that sends it within another
    (columns ``id``, ``kind``, ``length``)."""
    among = f" AND g.id IN ({', '.join(['%s'] * len(only))})" if only else ""
    sql = (
        "SELECT g.id, g.kind, COALESCE((SELECT e.seq FROM games_event e WHERE e.game_id = g.id "  # nosec B608 - placeholders
        f"ORDER BY e.seq DESC LIMIT 1), 0) AS length FROM games_game g WHERE g.id > %s{among} "
        "ORDER BY g.id LIMIT %s"
    )
    return sql, [after, *only, limit]


def _read_pg(cur: Any, sql: str, params: list[Any], encoded: bool) -> Iterator[StoredRow]:
    """psycopg builds the rows itself: this cursor (Django's cursor wrapper, so the query is
    still counted and logged) asks for the rows in PostgreSQL's binary format (integers and
    timestamps as they are stored, read by psycopg's C loaders: about 8% of a read) and
    makes StoredRows directly, their JSON decoded with orjson."""
    raw = _binary(cur.cursor)
    raw.row_factory = _encoded_rows if encoded else _stored_rows
    cur.execute(sql, params)
    while batch := cur.fetchmany(500):
        yield from batch


def _binary(raw: Any) -> Any:
    """``raw`` (a psycopg cursor) asking for its rows in binary, timestamps by psycopg's C
    loader."""
    raw.adapters.register_loader("timestamptz", psycopg.types.datetime.TimestamptzBinaryLoader)
    raw.format = psycopg.pq.Format.BINARY
    return raw


def _stored_rows(cursor: Any) -> Callable[[Sequence[Any]], StoredRow]:
    return _stored_row


def _stored_row(v: Sequence[Any], loads: Callable[[str], Any] = orjson.loads,
                new: Callable[..., StoredRow] = tuple.__new__) -> StoredRow:  # fmt: skip
    # tuple.__new__ with the fields in order is what StoredRow(...) does, less the call of
    # its generated __new__: a Python frame per row.
    secret, readers = v[5], v[6]
    return new(StoredRow, (v[0], v[1], v[2], v[3], loads(v[4]),
                           None if secret is None else loads(secret),
                           [] if readers is None else loads(readers), v[7], v[8]))  # fmt: skip


_NONE = (None, "null")  # SQL's NULL, or JSON's null: the decoded row has None either way


def _encoded_rows(cursor: Any) -> Callable[[Sequence[Any]], StoredRow]:
    return _encoded_row


def _encoded_row(v: Sequence[Any], fragment: Callable[[str], Any] = orjson.Fragment,
                 loads: Callable[[str], Any] = orjson.loads,
                 new: Callable[..., StoredRow] = tuple.__new__) -> StoredRow:  # fmt: skip
    # ``_stored_row`` with the JSON left as it is stored; the readers' list is decoded (the
    # redaction reads it).
    secret, readers = v[5], v[6]
    return new(StoredRow, (v[0], v[1], v[2], v[3], fragment(v[4]),
                           None if secret in _NONE else fragment(secret),
                           [] if readers is None else loads(readers), v[7], v[8]))  # fmt: skip


def _fragment(value: Any) -> Any:
    if value in _NONE:
        return None
    return orjson.Fragment(value) if isinstance(value, str | bytes) else value


def _json(value: Any) -> Any:
    return orjson.loads(value) if isinstance(value, str | bytes) else value


def _aware(value: Any) -> datetime:
    if isinstance(value, str):  # SQLite hands back text
        value = datetime.fromisoformat(value)
    return value if value.tzinfo else value.replace(tzinfo=UTC)
