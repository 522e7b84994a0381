"""Statements that ride with a command's events INSERT (PostgreSQL): one round trip.

A command's projection rows and its followers' writes need nothing back until the commit:
instead of sending each, they hand it here, and the events INSERT carries them as CTEs;
``then`` gets what each one's RETURNING gave once that one statement has run. Should any
other statement go out first (a follower that reads), what is waiting goes out before it,
one statement each, in the order handed: nobody ever reads the database without the
writes handed before. Outside a command, or on SQLite, ``ride`` says no and the caller
sends the statement itself.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from django.db import connection

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
        if rides:
            send_alone(rides)
        return execute(sql, params, many, context)

    _open.rides = rides
    try:
        with connection.execute_wrapper(first_the_rides):
            yield rides
            send_alone(rides)  # nothing carried them: none is ever dropped
    finally:
        _open.rides = outer


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


def carrying(rides: list[Ride], sql: str, params: list[Any]) -> tuple[str, list[Any]]:
    """``sql`` (a statement that returns no rows) with ``rides`` as CTEs: the statement
    returns (ride's index, value) for what each ride's RETURNING gave."""
    ctes = []
    for i, r in enumerate(rides):
        ctes += [cte.replace(OWN, f"r{i}_") for cte in r.ctes]
        ctes.append(f"r{i} AS ({r.sql.replace(OWN, f'r{i}_')})")
    back = " UNION ALL ".join(f"SELECT {i}, r{i}.* FROM r{i}"  # nosec B608 - our names
                              for i in range(len(rides)))  # fmt: skip
    joined = [p for r in rides for p in r.params]
    return f"WITH {', '.join(ctes)}, main AS ({sql}) {back}", [*joined, *params]


def deliver(rides: list[Ride], rows: list[tuple[int, int]]) -> None:
    by: dict[int, list[int]] = {i: [] for i in range(len(rides))}
    for i, value in rows:
        by[i].append(value)
    for i, r in enumerate(rides):
        r.then(by[i])
