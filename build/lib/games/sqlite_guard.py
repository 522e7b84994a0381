"""The escape hatch of the append-only triggers, for the test suite's flush only.

The triggers on games_event refuse UPDATE, DELETE (and on PostgreSQL TRUNCATE) unless the
connection says a purge is allowed: on PostgreSQL the session setting
``vitrine.event_purge = on``; on SQLite the SQL function ``vitrine_purge_allowed()``,
registered here on every connection, returning 1. Production code never calls
``allow_event_purge``.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

from django.db import connection as default_connection
from django.db.backends.signals import connection_created
from django.dispatch import receiver

_purge_allowed = False


def _purge_flag() -> int:
    return 1 if _purge_allowed else 0


@receiver(connection_created)
def _register_sqlite_function(sender, connection, **kwargs) -> None:
    if connection.vendor == "sqlite":
        connection.connection.create_function("vitrine_purge_allowed", 0, _purge_flag)


@contextlib.contextmanager
def allow_event_purge(connection=default_connection) -> Iterator[None]:
    """Let this connection delete events (test-suite teardown only)."""
    global _purge_allowed
    _purge_allowed = True
    connection.ensure_connection()
    if connection.vendor == "postgresql":
        with connection.cursor() as cur:
            cur.execute("SELECT set_config('vitrine.event_purge', 'on', false)")
    try:
        yield
    finally:
        _purge_allowed = False
        if connection.vendor == "postgresql" and connection.connection is not None:
            with connection.cursor() as cur:
                cur.execute("SELECT set_config('vitrine.event_purge', 'off', false)")
