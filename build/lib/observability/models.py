"""Heartbeats: when each periodic task last finished, so health checks on any machine can
tell that beat and a worker are alive (one row per task, updated in place)."""

from __future__ import annotations

from django.db import models


class Heartbeat(models.Model):
    name = models.CharField(max_length=60, primary_key=True)
    at = models.DateTimeField()

    def __str__(self) -> str:
        return f"{self.name} at {self.at:%Y-%m-%d %H:%M:%S}"
