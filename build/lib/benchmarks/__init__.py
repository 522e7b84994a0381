"""``manage.py bench``: the move path and the event store measured beside references in
the same run, on PostgreSQL and SQLite. The references (a floor endpoint, raw psycopg or
sqlite3, the ``eventsourcing`` library's recorders) live here, never in the product."""
