"""The Celery app: tasks are discovered in each app's tasks.py; those in an app's
subpackage (games.deadlines.tasks, notifications.outbound.tasks) are imported by the
app's ready(), which every process runs."""

from __future__ import annotations

import os

from celery import Celery

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

app = Celery("vitrine")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()
