"""Statements that ride with a command's events INSERT (PostgreSQL): one round trip.

A command's followers run in its transaction just before its events are inserted. A
follower whose write needs nothing back until the commit (the outbox's rows) may hand its
statement here instead of sending it: the events INSERT carries it as a CTE, and ``then``
gets what its RETURNING gave once that one statement has run. Outside a command's
followers, or on SQLite, ``ride`` says no and the caller sends the statement itself.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from django.db import connection


@dataclass(frozen=True)
class Ride:
    sql: str  # one INSERT/UPDATE/DELETE ... RETURNING one bigint column
    params: list[Any]
    then: Callable[[list[int]], None]  # the returned values, once the statement ran


_open = threading.local()


@contextmanager
def collected() -> Iterator[list[Ride]]:
    """Within: ``ride`` takes statements, into the list given (the command's followers)."""
    rides: list[Ride] = []
    outer = getattr(_open, "rides", None)  # a follower's own command nests its scope
    _open.rides = rides if connection.vendor == "postgresql" else None
    try:
        yield rides
    finally:
        _open.rides = outer


def ride(sql: str, params: list[Any], then: Callable[[list[int]], None]) -> bool:
    """Carry ``sql`` with the events INSERT about to be sent; False if there is none."""
    rides = getattr(_open, "rides", None)
    if rides is None:
        return False
    rides.append(Ride(sql, list(params), then))
    return True


def carrying(rides: list[Ride], sql: str, params: list[Any]) -> tuple[str, list[Any]]:
    """``sql`` (a statement that returns no rows) with ``rides`` as CTEs: the statement
    returns (ride's index, value) for what each ride's RETURNING gave."""
    ctes = ", ".join(f"r{i} AS ({r.sql})" for i, r in enumerate(rides))
    back = " UNION ALL ".join(f"SELECT {i}, r{i}.* FROM r{i}"  # nosec B608 - our names
                              for i in range(len(rides)))  # fmt: skip
    joined = [p for r in rides for p in r.params]
    return f"WITH {ctes}, main AS ({sql}) {back}", [*joined, *params]


def deliver(rides: list[Ride], rows: list[tuple[int, int]]) -> None:
    by: dict[int, list[int]] = {i: [] for i in range(len(rides))}
    for i, value in rows:
        by[i].append(value)
    for i, r in enumerate(rides):
        r.then(by[i])
