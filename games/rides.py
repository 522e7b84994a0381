"""Statements that ride with a command's events INSERT (PostgreSQL): one round trip.

A command's projection rows and its followers' writes need nothing back until the commit:
instead of sending each, they hand it here, and the events INSERT carries them as CTEs;
``then`` gets what each one's RETURNING gave once that one statement has run. Should any
other statement go out first (a follower that reads), what is waiting goes out before it,
one statement each, in the order handed: nobody ever reads the database without the
writes handed before. Outside a command, or on SQLite, ``ride`` says no and the caller
sends the statement itself. A rebuilt game's writes ride the same way and go together
(``send_together``), as there is no events INSERT to carry them.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from django.db import connection
from django.db.models import Model
from django.db.models.sql import InsertQuery

# A ride's own CTE names start with this; each ride gets its own prefix when carried.
OWN = "ride__"


@dataclass(frozen=True)
class Ride:
    sql: str  # one INSERT/UPDATE/DELETE ... RETURNING one bigint column
    params: list[Any]  # in the order of the text: those of ``ctes``, then those of ``sql``
    then: Callable[[list[int]], None]  # the returned values, once the statement ran
    ctes: tuple[str, ...] = ()  # "ride__name AS (...)" that ``sql`` reads or that go along

    def alone(self) -> str:
        return f"WITH {', '.join(self.ctes)} {self.sql}" if self.ctes else self.sql


_open = threading.local()


@contextmanager
def collected() -> Iterator[list[Ride]]:
    """Within: ``ride`` takes statements, into the list given (the command's own writes
    and its followers'), until the events INSERT takes them (``taken``)."""
    rides: list[Ride] = []
    outer = getattr(_open, "rides", None)  # a follower's own command nests its scope
    if connection.vendor != "postgresql":
        _open.rides = None
        try:
            yield rides
        finally:
            _open.rides = outer
        return

    def first_the_rides(execute, sql, params, many, context):
        if rides and not getattr(_open, "unrelated", False):
            send_alone(rides)
        return execute(sql, params, many, context)

    _open.rides = rides
    try:
        with connection.execute_wrapper(first_the_rides):
            yield rides
            send_alone(rides)  # nothing carried them: none is ever dropped
    finally:
        _open.rides = outer


@contextmanager
def unrelated() -> Iterator[None]:
    """Within: reads go out without sending what is waiting first. Only for reads of
    tables no command writes (accounts, preferences): what is waiting cannot change them."""
    before = getattr(_open, "unrelated", False)
    _open.unrelated = True
    try:
        yield
    finally:
        _open.unrelated = before


def ride(sql: str, params: list[Any], then: Callable[[list[int]], None],
         ctes: tuple[str, ...] = ()) -> bool:  # fmt: skip
    """Carry ``sql`` with the events INSERT about to be sent; False if there is none."""
    rides = getattr(_open, "rides", None)
    if rides is None:
        return False
    rides.append(Ride(sql, list(params), then, ctes))
    return True


def taken(rides: list[Ride]) -> list[Ride]:
    """What is waiting, now the caller's statement carries it."""
    out = list(rides)
    rides.clear()
    return out


def send_alone(rides: list[Ride]) -> None:
    """Send what is waiting, one statement each, in order."""
    for r in taken(rides):
        _send(r)


# A statement's most parameters (PostgreSQL's limit is 65,535) and most rides: a rebuild
# of 1,710 games took 1.87, 1.91, 2.04 and 2.15 s at 16, 32, 64 and 96 rides a statement
# (planning a statement of many CTEs costs more than the round trips it saves).
MOST_PARAMS, MOST_RIDES = 30_000, 16


def send_together(rides: list[Ride]) -> None:
    """Send what is waiting in one statement (or one per ``MOST_PARAMS`` parameters and
    ``MOST_RIDES`` rides). For writes that touch no row twice and read nothing another
    wrote (rebuilt games' rows): all of them see the database as it was before the
    statement, as the rides carried by an events INSERT do."""
    for group in _groups(taken(rides)):
        if len(group) == 1:
            _send(group[0])
            continue
        sql, params = carrying(group, None, [])
        with connection.cursor() as cur:
            cur.execute(sql, params)
            deliver(group, cur.fetchall())


def _groups(waiting: list[Ride]) -> Iterator[list[Ride]]:
    group: list[Ride] = []
    size = 0
    for r in waiting:
        if group and (size + len(r.params) > MOST_PARAMS or len(group) == MOST_RIDES):
            yield group
            group, size = [], 0
        group.append(r)
        size += len(r.params)
    if group:
        yield group


def _send(r: Ride) -> None:
    with connection.cursor() as cur:
        cur.execute(r.alone(), r.params)
        r.then([row[0] for row in cur.fetchall()])


def write(sql: str, params: list[Any], then: Callable[[list[int]], None] | None = None,
          ctes: tuple[str, ...] = ()) -> None:  # fmt: skip
    """``ride``, or else send the statement now (SQLite, or outside a command); either way
    ``then`` gets what its RETURNING gave once it has run."""
    if not ride(sql, params, then or _nothing, ctes):
        _send(Ride(sql, list(params), then or _nothing, ctes))


def _nothing(ids: list[int]) -> None:
    """What a write returned, when nobody reads it."""


def insert(model: type[Model], objs: Sequence[Model], *,
           replacing: dict[str, Any] | None = None) -> None:  # fmt: skip
    """``bulk_create(objs)`` (new rows of ``model``) as a ``write``: the INSERT Django
    writes for them, each object given its primary key once it has run. ``replacing``
    (``{column: value}``): the model's rows matching it are deleted first, in the same
    statement on PostgreSQL (so no unique constraint may hold between old and new rows)."""
    if connection.vendor != "postgresql":  # no DELETE in a WITH: as the ORM sends them
        if replacing:
            model._default_manager.filter(**replacing).delete()
        if objs:
            model._default_manager.bulk_create(objs)
        return
    ctes: tuple[str, ...] = ()
    cte_params: list[Any] = []
    if replacing:
        qn = connection.ops.quote_name
        where = " AND ".join(f"{qn(column)} = %s" for column in replacing)
        gone = f"DELETE FROM {qn(model._meta.db_table)} WHERE {where}"  # nosec B608 - names
        cte_params = list(replacing.values())
        if not objs:
            write(f"{gone} RETURNING 0", cte_params)
            return
        ctes = (f"{OWN}gone AS ({gone})",)
    if not objs:
        return
    meta = model._meta
    fields = [f for f in meta.concrete_fields if f is not meta.pk and not f.generated]
    columns = _as_they_are(model, fields, objs)
    unnest = _unnest_text(model, fields, objs[0]) if columns is not None else None
    if unnest is not None:
        sql, params = unnest, columns
    else:
        sql, params = _compiled(model, fields, objs)

    def keys(ids: list[int]) -> None:
        for obj, pk in zip(objs, ids, strict=True):
            obj.pk = pk
            obj._state.adding, obj._state.db = False, connection.alias

    write(sql, [*cte_params, *params], keys, ctes)


def _compiled(model: type[Model], fields: list[Any], objs: Sequence[Model]) -> tuple[str, list]:
    """The INSERT of ``objs`` as the ORM writes it (returning their keys), and its values."""
    query = InsertQuery(model)
    query.insert_values(fields, objs)
    compiler = query.get_compiler(connection=connection)
    compiler.returning_fields = [model._meta.pk]
    [(sql, params)] = compiler.as_sql()
    return sql, list(params)


def _unnest_text(model: type[Model], fields: list[Any], obj: Model) -> str | None:
    """The INSERT Django writes for two rows or more of ``model`` on PostgreSQL, one array
    per column (``INSERT ... SELECT * FROM UNNEST((%s)::integer[], ...)``): the same text
    whatever the rows, one row included, so written once (from two copies of ``obj``) and
    kept. None if Django writes another form for the model."""
    if model not in _unnest_sql:
        sql, _ = _compiled(model, fields, [obj, obj])
        form = "UNNEST" in sql and sql.count("%s") == len(fields)
        # The arrays go in binary (``%b``): as text, psycopg escapes each quote of each
        # element in Python (a snapshot's state has thousands).
        _unnest_sql[model] = sql.replace("%s", "%b") if form else None
    return _unnest_sql[model]


_unnest_sql: dict[type[Model], str | None] = {}
_PLAIN = {"AutoField": int, "BigAutoField": int, "SmallAutoField": int, "IntegerField": int,
          "BigIntegerField": int, "SmallIntegerField": int, "PositiveIntegerField": int,
          "PositiveBigIntegerField": int, "PositiveSmallIntegerField": int,
          "BooleanField": bool, "CharField": str, "TextField": str,
          "DateTimeField": datetime}  # fmt: skip


def _as_they_are(model: type[Model], fields: list[Any], objs: Sequence[Model]) -> list | None:
    """The rows' values column by column, when the UNNEST form takes them as they are:
    each value None or exactly its column's plain type (an int of an integer column, an
    aware datetime...), with no field that changes it on save. Else None: the ORM prepares
    each value (a few Python calls per value, for each of a rebuilt game's prompt records:
    one per prompt a person owed), and compiles the statement for each set of rows (a
    solo game's one seat, at each rebuild)."""
    columns = []
    for field in fields:
        target = field.target_field if field.is_relation else field
        plain = _PLAIN.get(target.get_internal_type())
        if (
            plain is None
            or getattr(field, "auto_now", False)
            or getattr(field, "auto_now_add", False)
        ):
            return None
        values = [getattr(obj, field.attname) for obj in objs]
        for value in values:
            if value is None:
                if not field.null:
                    return None
            elif type(value) is not plain or (plain is datetime and value.tzinfo is None):
                return None
        columns.append(values)
    return columns


def carrying(rides: list[Ride], sql: str | None, params: list[Any]) -> tuple[str, list[Any]]:
    """``sql`` (a statement that returns no rows; None: the rides alone) with ``rides`` as
    CTEs: the statement returns (ride's index, value) for what each ride's RETURNING gave."""
    ctes = []
    for i, r in enumerate(rides):
        ctes += [cte.replace(OWN, f"r{i}_") for cte in r.ctes]
        ctes.append(f"r{i} AS ({r.sql.replace(OWN, f'r{i}_')})")
    back = " UNION ALL ".join(f"SELECT {i}, r{i}.* FROM r{i}"  # nosec B608 - our names
                              for i in range(len(rides)))  # fmt: skip
    joined = [p for r in rides for p in r.params]
    main = f", main AS ({sql})" if sql is not None else ""
    return f"WITH {', '.join(ctes)}{main} {back}", [*joined, *params]


def deliver(rides: list[Ride], rows: list[tuple[int, int]]) -> None:
    by: dict[int, list[int]] = {i: [] for i in range(len(rides))}
    for i, value in rows:
        by[i].append(value)
    for i, r in enumerate(rides):
        r.then(by[i])
