from __future__ import annotations

from django.db import models


class DevMail(models.Model):
    """An email caught by the development mailbox instead of being sent."""

    sender = models.CharField(max_length=255)
    to = models.TextField()
    subject = models.CharField(max_length=255)
    body = models.TextField()
    html = models.TextField(blank=True)
    headers = models.JSONField(default=dict)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-id"]

    def __str__(self) -> str:
        return f"{self.subject} -> {self.to}"
