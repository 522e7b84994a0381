"""Streams that are not games (tournaments, league seasons) share the event store.

On SQLite, making ``games_event.game_id`` nullable rebuilds the table, which drops its
triggers: they are created again at the end (the same as migration 0002's).
"""

import django.db.models.deletion
from django.db import migrations, models

from games.migrations import _append_only


class Migration(migrations.Migration):
    dependencies = [
        ("games", "0007_snapshot_state_as_text"),
    ]

    operations = [
        migrations.CreateModel(
            name="Stream",
            fields=[
                (
                    "id",
                    models.BigAutoField(
                        auto_created=True, primary_key=True, serialize=False, verbose_name="ID"
                    ),
                ),
                ("kind", models.CharField(db_index=True, max_length=20)),
                ("version", models.PositiveIntegerField(default=0)),
                ("created_at", models.DateTimeField()),
            ],
        ),
        migrations.AddField(
            model_name="game",
            name="rated",
            field=models.BooleanField(default=True),
        ),
        migrations.AlterField(
            model_name="event",
            name="game",
            field=models.ForeignKey(
                blank=True,
                null=True,
                on_delete=django.db.models.deletion.DO_NOTHING,
                related_name="events",
                to="games.game",
            ),
        ),
        migrations.AddField(
            model_name="event",
            name="stream",
            field=models.ForeignKey(
                blank=True,
                null=True,
                on_delete=django.db.models.deletion.DO_NOTHING,
                related_name="events",
                to="games.stream",
            ),
        ),
        migrations.AddField(
            model_name="game",
            name="part_of",
            field=models.ForeignKey(
                blank=True,
                null=True,
                on_delete=django.db.models.deletion.PROTECT,
                related_name="games",
                to="games.stream",
            ),
        ),
        migrations.AddConstraint(
            model_name="event",
            constraint=models.UniqueConstraint(
                condition=models.Q(("stream__isnull", False)),
                fields=("stream", "seq"),
                name="event_stream_unique_seq",
            ),
        ),
        migrations.AddConstraint(
            model_name="event",
            constraint=models.CheckConstraint(
                condition=models.Q(
                    models.Q(("game__isnull", False), ("stream__isnull", True)),
                    models.Q(("game__isnull", True), ("stream__isnull", False)),
                    _connector="OR",
                ),
                name="event_in_one_stream",
            ),
        ),
        migrations.RunPython(_append_only.sqlite_again, migrations.RunPython.noop),
    ]
