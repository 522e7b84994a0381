"""Each event row records the transaction that wrote it (PostgreSQL only), so that a
reader of every stream can wait for the transactions still running (store.read_all)."""

from django.db import migrations

ADD = """
ALTER TABLE games_event ADD COLUMN tx bigint NOT NULL
    DEFAULT (pg_current_xact_id()::text::bigint);
CREATE INDEX games_event_tx_id ON games_event (tx, id);
"""
DROP = "DROP INDEX games_event_tx_id; ALTER TABLE games_event DROP COLUMN tx;"


def forwards(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute(ADD)


def backwards(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute(DROP)


class Migration(migrations.Migration):
    dependencies = [("games", "0004_seat_bot_level")]
    operations = [migrations.RunPython(forwards, backwards)]
