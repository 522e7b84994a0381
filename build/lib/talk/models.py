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


class AppendOnly(models.Model):
    """A moderation record: written once by its service, never updated or deleted."""

    class Meta:
        abstract = True

    def save(self, *args, **kwargs) -> None:
        if self.pk is not None:
            raise ValueError(f"{type(self).__name__} rows are append-only.")
        super().save(*args, **kwargs)

    def delete(self, *args, **kwargs):
        raise ValueError(f"{type(self).__name__} rows are append-only.")


class Report(AppendOnly):
    """A player flags a message for the moderators, saying why."""

    message = models.ForeignKey(Message, on_delete=models.PROTECT, related_name="reports")
    reporter = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    reason = models.TextField(max_length=500)
    created_at = models.DateTimeField()

    class Meta:
        ordering = ["-id"]
        constraints = [models.UniqueConstraint(fields=["message", "reporter"], name="report_once")]

    def __str__(self) -> str:
        return f"report of message {self.message_id} by {self.reporter}"


class Moderation(AppendOnly):
    """A moderator hides a message (or shows it again). The message itself is never
    edited: its text stays in the store, and the latest record says whether it is hidden."""

    class Action(models.TextChoices):
        HIDDEN = "hidden", "Hidden"
        SHOWN = "shown", "Shown again"

    message = models.ForeignKey(Message, on_delete=models.PROTECT, related_name="moderations")
    action = models.CharField(max_length=8, choices=Action.choices)
    by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+")
    reason = models.TextField(max_length=500)
    created_at = models.DateTimeField()

    class Meta:
        ordering = ["-id"]

    def __str__(self) -> str:
        return f"message {self.message_id} {self.action} by {self.by}"
