"""The SQLite append-only triggers, for migrations that rebuild ``games_event``."""

SQLITE_TRIGGERS = [
    "DROP TRIGGER IF EXISTS games_event_no_update",
    "DROP TRIGGER IF EXISTS games_event_no_delete",
    """CREATE TRIGGER games_event_no_update BEFORE UPDATE ON games_event
       WHEN vitrine_purge_allowed() = 0
       BEGIN SELECT RAISE(ABORT, 'games_event is append-only: UPDATE refused'); END""",
    """CREATE TRIGGER games_event_no_delete BEFORE DELETE ON games_event
       WHEN vitrine_purge_allowed() = 0
       BEGIN SELECT RAISE(ABORT, 'games_event is append-only: DELETE refused'); END""",
]


def sqlite_again(apps, schema_editor) -> None:
    if schema_editor.connection.vendor == "sqlite":
        for sql in SQLITE_TRIGGERS:
            schema_editor.execute(sql)
