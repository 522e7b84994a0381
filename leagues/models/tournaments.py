"""A tournament's rows: projections of its stream (``leagues.tournaments.project``), dropped
and rebuilt from the events alone by ``manage.py rebuild_projections``."""

from __future__ import annotations

from django.conf import settings
from django.db import models


class TournamentStatus(models.TextChoices):
    REGISTRATION = "registration", "Open for registration"
    RUNNING = "running", "In play"
    FINISHED = "finished", "Finished"


class Tournament(models.Model):
    """One tournament; its id is its stream's (``/tournaments/<id>/``)."""

    stream = models.OneToOneField(
        "games.Stream", primary_key=True, on_delete=models.PROTECT, related_name="+"
    )
    title = models.CharField(max_length=120)
    organiser = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+"
    )
    kind = models.CharField(max_length=40, db_index=True)
    options = models.JSONField(default=dict)
    time_control = models.JSONField(default=dict)
    table_size = models.PositiveSmallIntegerField()
    format = models.CharField(max_length=20)
    # Format parameters: groups (round robin), top_k (elimination), reach (ladder).
    params = models.JSONField(default=dict)
    rounds = models.PositiveSmallIntegerField()
    registration_opens = models.DateTimeField(null=True, blank=True)
    registration_closes = models.DateTimeField(null=True, blank=True)
    min_rating = models.FloatField(null=True, blank=True)
    min_reliability = models.FloatField(null=True, blank=True)
    invite_only = models.BooleanField(default=False)
    invited = models.JSONField(default=list)  # user ids
    scoring = models.JSONField(default=dict)  # {"placement": [..] or None, "bye": x}
    rated = models.BooleanField(default=True)
    seed_sha256 = models.CharField(max_length=64)
    seed = models.CharField(max_length=128, default="", blank=True)  # published at the end
    status = models.CharField(
        max_length=15, choices=TournamentStatus.choices, default=TournamentStatus.REGISTRATION
    )
    current_round = models.PositiveSmallIntegerField(default=0)
    # The ladder, top first (user ids), for the ladder format.
    ladder = models.JSONField(default=list)
    # When a ladder stopped taking challenges (it finishes once none is in play).
    challenges_closed_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField()
    started_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-stream_id"]

    def __str__(self) -> str:
        return self.title

    @property
    def id(self) -> int:
        return self.stream_id


class EntryStatus(models.TextChoices):
    REGISTERED = "registered", "Registered"
    WITHDRAWN = "withdrawn", "Withdrew"
    REMOVED = "removed", "Removed"
    REPLACED = "replaced", "Replaced"


class Entry(models.Model):
    """One player's entry. A replaced player's entry stays (their games count) with the
    status ``replaced``; the replacement gets an entry of their own that inherits it."""

    tournament = models.ForeignKey(Tournament, on_delete=models.CASCADE, related_name="entries")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    name = models.CharField(max_length=80)
    number = models.PositiveIntegerField()  # registration order, from 1
    rating = models.FloatField(default=0.0)  # the ordinal when they registered
    status = models.CharField(
        max_length=12, choices=EntryStatus.choices, default=EntryStatus.REGISTERED
    )
    # For a replacement: the user whose place they took (their results carry over).
    replaces = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL,
        related_name="+",
    )  # fmt: skip
    registered_at = models.DateTimeField()

    class Meta:
        ordering = ["tournament", "number"]
        constraints = [
            models.UniqueConstraint(fields=["tournament", "user"], name="entry_one_per_user")
        ]

    def __str__(self) -> str:
        return f"{self.name} in {self.tournament_id}"

    @property
    def active(self) -> bool:
        return self.status == EntryStatus.REGISTERED


class TournamentRound(models.Model):
    tournament = models.ForeignKey(Tournament, on_delete=models.CASCADE, related_name="round_rows")
    number = models.PositiveSmallIntegerField()
    byes = models.JSONField(default=list)  # user ids
    closed = models.BooleanField(default=False)
    paired_at = models.DateTimeField()
    closed_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["tournament", "number"]
        constraints = [
            models.UniqueConstraint(fields=["tournament", "number"], name="round_unique_number")
        ]

    def __str__(self) -> str:
        return f"Round {self.number} of {self.tournament_id}"


class TournamentTable(models.Model):
    """One table of a round, or a ladder's challenge (no round; ``number`` is the
    challenge's): its game and, once over, its result."""

    tournament = models.ForeignKey(Tournament, on_delete=models.CASCADE, related_name="tables")
    round = models.ForeignKey(
        TournamentRound, null=True, blank=True, on_delete=models.CASCADE, related_name="tables"
    )
    number = models.PositiveIntegerField()
    game = models.OneToOneField(
        "games.Game", null=True, on_delete=models.SET_NULL, related_name="+"
    )
    players = models.JSONField(default=list)  # user ids in seat order, as paired
    order = models.JSONField(null=True, blank=True)  # finishing groups of user ids, best first
    points = models.JSONField(null=True, blank=True)  # {user id: points}
    scores = models.JSONField(null=True, blank=True)  # {user id: the game's own score}
    adjudicated = models.BooleanField(default=False)
    # An organiser's ruling waiting for its game to end (set by Adjudicated).
    ruling = models.JSONField(null=True, blank=True)

    class Meta:
        ordering = ["tournament", "round", "number"]

    def __str__(self) -> str:
        return f"Table {self.number} of round {self.round_id}"

    @property
    def over(self) -> bool:
        return self.order is not None


class Standing(models.Model):
    """One line of the standings, best first; recomputed from the results."""

    tournament = models.ForeignKey(Tournament, on_delete=models.CASCADE, related_name="standings")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    name = models.CharField(max_length=80)
    position = models.PositiveIntegerField()  # 1.. in order (ranks may tie)
    rank = models.PositiveIntegerField()
    points = models.FloatField(default=0.0)
    buchholz = models.FloatField(default=0.0)
    game_score = models.FloatField(default=0.0)
    rating = models.FloatField(default=0.0)
    games = models.PositiveIntegerField(default=0)
    byes = models.PositiveIntegerField(default=0)
    active = models.BooleanField(default=True)

    class Meta:
        ordering = ["tournament", "position"]

    def __str__(self) -> str:
        return f"{self.rank}. {self.name}"
