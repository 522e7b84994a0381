"""Table talk: the messages players write beside a game's table."""

from __future__ import annotations

from django.conf import settings
from django.db import models

MAX_LENGTH = 1000


class Message(models.Model):
    """One message at one game's table. ``seat`` and ``name`` are the author's seat and
    display name when they wrote it, so the transcript reads the same if they rename."""

    game = models.ForeignKey("games.Game", on_delete=models.CASCADE, related_name="talk")
    author = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+"
    )
    seat = models.PositiveSmallIntegerField()
    name = models.CharField(max_length=80)
    text = models.TextField(max_length=MAX_LENGTH)
    created_at = models.DateTimeField()

    class Meta:
        ordering = ["game", "id"]
        indexes = [models.Index(fields=["game", "id"], name="talk_game_id")]

    def __str__(self) -> str:
        return f"{self.game_id} {self.name}: {self.text[:40]}"
