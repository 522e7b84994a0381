"""What PostgreSQL says of its row locks, for the tests that hold one in a thread."""

from __future__ import annotations

from django.db import connection


def waiting_for_a_lock() -> int:
    """How many of this database's sessions wait for a lock now."""
    with connection.cursor() as cur:
        cur.execute("SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock' "
                    "AND datname = current_database()")  # fmt: skip
        return cur.fetchone()[0]
