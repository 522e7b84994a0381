"""Snapshots keep their state as JSON text: jsonb sorted the keys of every object, so a
state read back from a snapshot on PostgreSQL could list things in another order than
the same state folded from the events. Snapshots are disposable: the old ones go."""

from django.db import migrations, models


def drop_snapshots(apps, schema_editor):
    apps.get_model("games", "Snapshot").objects.all().delete()


class Migration(migrations.Migration):
    dependencies = [("games", "0006_sweep_index")]

    operations = [
        migrations.RunPython(drop_snapshots, migrations.RunPython.noop),
        migrations.AlterField(model_name="snapshot", name="state", field=models.TextField()),
    ]
