"""Events are append-only for real: triggers refuse UPDATE, DELETE and TRUNCATE.

The only way past them is the test suite's purge flag (see games/sqlite_guard.py).
In production, also grant the runtime role only SELECT and INSERT on games_event.
"""

from django.db import migrations

PG_FORWARD = """
CREATE OR REPLACE FUNCTION vitrine_event_append_only() RETURNS trigger AS $$
BEGIN
  IF coalesce(current_setting('vitrine.event_purge', true), '') = 'on' THEN
    IF TG_LEVEL = 'ROW' THEN
      RETURN OLD;
    END IF;
    RETURN NULL;
  END IF;
  RAISE EXCEPTION 'games_event is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;
CREATE TRIGGER games_event_no_update BEFORE UPDATE ON games_event
  FOR EACH ROW EXECUTE FUNCTION vitrine_event_append_only();
CREATE TRIGGER games_event_no_delete BEFORE DELETE ON games_event
  FOR EACH ROW EXECUTE FUNCTION vitrine_event_append_only();
CREATE TRIGGER games_event_no_truncate BEFORE TRUNCATE ON games_event
  FOR EACH STATEMENT EXECUTE FUNCTION vitrine_event_append_only();
"""
PG_BACKWARD = """
DROP TRIGGER IF EXISTS games_event_no_update ON games_event;
DROP TRIGGER IF EXISTS games_event_no_delete ON games_event;
DROP TRIGGER IF EXISTS games_event_no_truncate ON games_event;
DROP FUNCTION IF EXISTS vitrine_event_append_only();
"""
# SQLite has no TRUNCATE: "DELETE FROM games_event" is it, and the delete trigger refuses it
# (SQLite turns off its truncate optimisation on tables with triggers).
SQLITE_FORWARD = [
    """CREATE TRIGGER games_event_no_update BEFORE UPDATE ON games_event
       WHEN vitrine_purge_allowed() = 0
       BEGIN SELECT RAISE(ABORT, 'games_event is append-only: UPDATE refused'); END""",
    """CREATE TRIGGER games_event_no_delete BEFORE DELETE ON games_event
       WHEN vitrine_purge_allowed() = 0
       BEGIN SELECT RAISE(ABORT, 'games_event is append-only: DELETE refused'); END""",
]
SQLITE_BACKWARD = [
    "DROP TRIGGER IF EXISTS games_event_no_update",
    "DROP TRIGGER IF EXISTS games_event_no_delete",
]


def forward(apps, schema_editor):
    vendor = schema_editor.connection.vendor
    if vendor == "postgresql":
        schema_editor.execute(PG_FORWARD, params=None)
    elif vendor == "sqlite":
        for sql in SQLITE_FORWARD:
            schema_editor.execute(sql)


def backward(apps, schema_editor):
    vendor = schema_editor.connection.vendor
    if vendor == "postgresql":
        schema_editor.execute(PG_BACKWARD)
    elif vendor == "sqlite":
        for sql in SQLITE_BACKWARD:
            schema_editor.execute(sql)


class Migration(migrations.Migration):
    dependencies = [("games", "0001_initial")]
    operations = [migrations.RunPython(forward, backward)]
