"""Ratings (one row per player and game kind, and a history point per rated game) and the
prompt records that reliability and pace are read from. All three are projections of the
games' events: ``leagues.rating_rows`` and ``leagues.prompt_records`` keep them live and
rebuild them from scratch (``manage.py rebuild_projections``)."""

from __future__ import annotations

from django.conf import settings
from django.db import models


class PlayerRating(models.Model):
    """A player's rating in one game kind. ``mu`` and ``sigma`` are IEEE doubles on both
    databases, so the floats read back are the ones written and a replay from scratch
    equals the live rows bit for bit. ``ordinal`` is derived from them (kept for sorting)."""

    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="ratings"
    )
    kind = models.CharField(max_length=40)
    mu = models.FloatField()
    sigma = models.FloatField()
    games = models.PositiveIntegerField(default=0)
    ordinal = models.FloatField(default=0.0)
    # leagues.ratings.RATINGS_VERSION when written: an older one is rebuilt by replaying.
    ratings_version = models.PositiveSmallIntegerField()

    class Meta:
        ordering = ["kind", "-ordinal", "user_id"]
        constraints = [
            models.UniqueConstraint(fields=["user", "kind"], name="rating_one_per_kind"),
        ]
        indexes = [models.Index(fields=["kind", "-ordinal"], name="rating_board")]

    def __str__(self) -> str:
        return f"{self.user_id} {self.kind} {self.ordinal:.1f} ({self.games} games)"


class RatingPoint(models.Model):
    """A player's rating in a kind just after one of their rated games (the history chart)."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    kind = models.CharField(max_length=40)
    game = models.ForeignKey("games.Game", on_delete=models.CASCADE, related_name="+")
    at = models.DateTimeField()
    mu = models.FloatField()
    sigma = models.FloatField()
    ordinal = models.FloatField()
    games = models.PositiveIntegerField()

    class Meta:
        ordering = ["user", "kind", "games"]
        constraints = [
            models.UniqueConstraint(fields=["user", "game"], name="rating_point_one_per_game"),
        ]
        indexes = [models.Index(fields=["user", "kind", "games"], name="rating_point_history")]

    def __str__(self) -> str:
        return f"{self.user_id} {self.kind} after game {self.game_id}: {self.ordinal:.1f}"


class PromptRecord(models.Model):
    """One time a game waited on a person: since when (``prompted_at``, the seat's
    ``turn_started_at``), and how it ended: answered at ``answered_at``, or ``timed_out``.
    Open while neither; a prompt withdrawn without either (the seat resigned, a bot took
    it, the game ended) is deleted, as it says nothing of the player."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    game = models.ForeignKey("games.Game", on_delete=models.CASCADE, related_name="+")
    seat = models.PositiveSmallIntegerField()
    prompted_at = models.DateTimeField()
    answered_at = models.DateTimeField(null=True, blank=True)
    timed_out = models.BooleanField(default=False)
    settled = models.BooleanField(default=False)

    class Meta:
        ordering = ["game", "seat", "prompted_at"]
        indexes = [
            # reliability and pace: a player's latest settled prompts
            models.Index(
                fields=["user", "-prompted_at"],
                condition=models.Q(settled=True),
                name="prompt_settled_latest",
            ),
            # the follower's look-up: a game's open prompts
            models.Index(fields=["game"], condition=models.Q(settled=False), name="prompt_open"),
        ]

    def __str__(self) -> str:
        how = "timed out" if self.timed_out else ("answered" if self.answered_at else "open")
        return f"{self.user_id} in game {self.game_id} seat {self.seat}: {how}"
