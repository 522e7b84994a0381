"""Events: no foreign key from ``game`` in the database. Every event is appended by a
command that holds its game's row locked, and no game row is ever deleted, so the check
PostgreSQL ran at each commit (one look-up per event) could never fail. SQLite rebuilds the
table for this, which drops its append-only triggers: they are created again at the end
(as in migration 0009)."""

import django.db.models.deletion
from django.db import migrations, models

from games.migrations import _append_only


class Migration(migrations.Migration):
    dependencies = [
        ("games", "0010_latest_state"),
    ]

    operations = [
        migrations.AlterField(
            model_name="event",
            name="game",
            field=models.ForeignKey(
                blank=True,
                db_constraint=False,
                db_index=False,
                null=True,
                on_delete=django.db.models.deletion.DO_NOTHING,
                related_name="events",
                to="games.game",
            ),
        ),
        migrations.RunPython(_append_only.sqlite_again, migrations.RunPython.noop),
    ]
