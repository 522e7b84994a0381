"""Events keep their JSON as the text written (PostgreSQL's json, not jsonb): jsonb parsed
each value on the way in and printed it back on the way out, and nothing searches inside
an event. The text of an existing row is jsonb's (its keys shorter first), the order the
platform writes rules events in anyway (games.engine.stored_order). On SQLite the columns
are text already: nothing changes there (and its append-only triggers stay)."""

from django.db import migrations

import games.fields

_COLUMNS = ("data", "secret", "secret_to")


def _alter(schema_editor, to: str) -> None:
    if schema_editor.connection.vendor != "postgresql":
        return
    changes = ", ".join(f"ALTER COLUMN {c} TYPE {to} USING {c}::{to}" for c in _COLUMNS)
    schema_editor.execute(f"ALTER TABLE games_event {changes}")


def to_json(apps, schema_editor):
    _alter(schema_editor, "json")


def to_jsonb(apps, schema_editor):
    _alter(schema_editor, "jsonb")


class Migration(migrations.Migration):
    dependencies = [
        ("games", "0011_event_game_no_db_constraint"),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.AlterField(
                    model_name="event",
                    name="data",
                    field=games.fields.JSONTextField(default=dict),
                ),
                migrations.AlterField(
                    model_name="event",
                    name="secret",
                    field=games.fields.JSONTextField(blank=True, null=True),
                ),
                migrations.AlterField(
                    model_name="event",
                    name="secret_to",
                    field=games.fields.JSONTextField(default=list),
                ),
            ],  # fmt: skip
            database_operations=[migrations.RunPython(to_json, to_jsonb)],
        ),
    ]
