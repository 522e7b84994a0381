"""Events: no index on ``game`` or ``stream`` alone. The unique ``(game, seq)`` and
``(stream, seq)`` indexes serve every look-up by either; the lone ones only cost each
append two more index entries (the stream's one even for a game's event, NULL included).
SQLite rebuilds the table for this, which drops its append-only triggers: they are created
again at the end (as in migration 0008)."""

import django.db.models.deletion
from django.db import migrations, models

from games.migrations import _append_only


class Migration(migrations.Migration):
    dependencies = [
        ("games", "0008_streams"),
    ]

    operations = [
        migrations.AlterField(
            model_name="event",
            name="game",
            field=models.ForeignKey(
                blank=True,
                db_index=False,
                null=True,
                on_delete=django.db.models.deletion.DO_NOTHING,
                related_name="events",
                to="games.game",
            ),
        ),
        migrations.AlterField(
            model_name="event",
            name="stream",
            field=models.ForeignKey(
                blank=True,
                db_index=False,
                null=True,
                on_delete=django.db.models.deletion.DO_NOTHING,
                related_name="events",
                to="games.stream",
            ),
        ),
        migrations.RunPython(_append_only.sqlite_again, migrations.RunPython.noop),
    ]
