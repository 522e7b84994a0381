"""The Celery app: tasks are discovered in each app's tasks.py; those in an app's
subpackage (games.deadlines.tasks, notifications.outbound.tasks) are imported by the
app's ready(), which every process runs."""

from __future__ import annotations

import os

from celery import Celery
from celery.signals import worker_process_init

from config.process import settle

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

app = Celery("vitrine")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()


@worker_process_init.connect
def _settle_worker(**kwargs) -> None:
    """Each pool process, once forked with Django and the tasks loaded, sets them aside
    from the garbage collector as gunicorn's workers do (a bot's turn, an email's render
    and a game's replay allocate enough to trigger full collections)."""
    settle()
