"""The Hall of Fame: each player's best solo challenge (The Wondrous Museum)."""

from __future__ import annotations

from django.conf import settings
from django.db import models


class HallOfFameEntry(models.Model):
    """One successful Hall of Fame challenge: the rating the next one must beat."""

    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="hall_of_fame"
    )
    game = models.OneToOneField("games.Game", on_delete=models.CASCADE, related_name="+")
    rating = models.PositiveIntegerField()
    previous = models.PositiveIntegerField(default=0)
    recorded_at = models.DateTimeField()

    class Meta:
        ordering = ["user", "recorded_at", "id"]

    def __str__(self) -> str:
        return f"{self.user} {self.rating} (game {self.game_id})"
