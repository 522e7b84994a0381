"""The game row's indexes, without those no query uses: on PostgreSQL, ``db_index`` and
``unique`` on a text field (kind, status, invite_code) each add a LIKE-pattern index, and the
deadline had an index of every game beside the one of running games (``game_active_deadline``)
that every query of it uses. The row is updated by every move, never as a HOT update (the
deadline is indexed), so each index is written once per move: 11 indexes, now 7."""

from django.conf import settings
from django.db import migrations, models

import games.models


class Migration(migrations.Migration):
    dependencies = [
        ("games", "0012_event_json_as_text"),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.AlterField(
            model_name="game",
            name="deadline",
            field=models.DateTimeField(blank=True, null=True),
        ),
        migrations.AlterField(
            model_name="game",
            name="invite_code",
            field=models.CharField(default=games.models.new_invite_code, max_length=32),
        ),
        migrations.AlterField(
            model_name="game",
            name="kind",
            field=models.CharField(max_length=40),
        ),
        migrations.AlterField(
            model_name="game",
            name="status",
            field=models.CharField(
                choices=[
                    ("open", "Waiting for players"),
                    ("active", "In play"),
                    ("finished", "Finished"),
                    ("aborted", "Aborted"),
                ],
                default="open",
                max_length=10,
            ),
        ),
        migrations.AddIndex(
            model_name="game",
            index=models.Index(fields=["kind"], name="game_kind"),
        ),
        migrations.AddIndex(
            model_name="game",
            index=models.Index(fields=["status"], name="game_status"),
        ),
        migrations.AddConstraint(
            model_name="game",
            constraint=models.UniqueConstraint(
                fields=("invite_code",), name="game_unique_invite_code"
            ),
        ),
    ]
