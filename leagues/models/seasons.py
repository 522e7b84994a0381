"""Leagues and their seasons.

``League`` and ``LeagueMember`` are the league's own rows (the organiser's settings, who
plays in it). A season is a stream of kind "season" (``leagues.seasons``): ``Season``,
``Division``, ``DivisionPlayer``, ``Matchday`` and ``SeasonTable`` are its projection,
rebuilt from the stream's events by ``manage.py rebuild_projections``."""

from __future__ import annotations

import secrets

from django.conf import settings
from django.db import models


def new_league_code() -> str:
    return secrets.token_urlsafe(9)


class League(models.Model):
    """A league: the game it plays and how, and how its seasons run."""

    name = models.CharField(max_length=80)
    kind = models.CharField(max_length=40)
    options = models.JSONField(default=dict, blank=True)
    time_control = models.JSONField(default=dict, blank=True)
    table_size = models.PositiveSmallIntegerField()
    division_size = models.PositiveSmallIntegerField(help_text="Players a division aims at.")
    max_divisions = models.PositiveSmallIntegerField(default=4)
    promote = models.PositiveSmallIntegerField(default=1, help_text="Who go up a division.")
    relegate = models.PositiveSmallIntegerField(default=1, help_text="Who go down a division.")
    weeks = models.PositiveSmallIntegerField(default=4, help_text="A season's window.")
    # Points by finishing place, first place first; [] means N-1 ... 0 at tables of N.
    placement = models.JSONField(default=list, blank=True)
    organiser = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="leagues_organised"
    )
    invite_only = models.BooleanField(default=False)
    invite_code = models.CharField(max_length=20, default=new_league_code)
    created_at = models.DateTimeField()

    class Meta:
        ordering = ["-id"]

    def __str__(self) -> str:
        return self.name


class LeagueMember(models.Model):
    """A player in a league, from joining until leaving (``left_at``)."""

    league = models.ForeignKey(League, on_delete=models.CASCADE, related_name="members")
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="league_memberships"
    )
    joined_at = models.DateTimeField()
    left_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["league", "joined_at", "id"]
        constraints = [
            models.UniqueConstraint(
                fields=["league", "user"],
                condition=models.Q(left_at__isnull=True),
                name="league_member_once",
            )
        ]

    def __str__(self) -> str:
        return f"{self.user} in {self.league}"


class Season(models.Model):
    """One season of a league (projection of its stream)."""

    league = models.ForeignKey(League, on_delete=models.CASCADE, related_name="seasons")
    stream = models.OneToOneField("games.Stream", on_delete=models.PROTECT, related_name="+")
    number = models.PositiveIntegerField()
    title = models.CharField(max_length=120)
    finished = models.BooleanField(default=False)
    started_at = models.DateTimeField()
    ends_at = models.DateTimeField()
    finished_at = models.DateTimeField(null=True, blank=True)
    seed_sha256 = models.CharField(max_length=64)
    seed = models.CharField(max_length=128, default="", blank=True)  # published at the end
    # Fixed for the season when it starts: points by place and for a bye, who move.
    scoring = models.JSONField(default=dict)
    promote = models.PositiveSmallIntegerField(default=1)
    relegate = models.PositiveSmallIntegerField(default=1)
    # The divisions of the next season (user ids, best first), set when it finishes.
    next_divisions = models.JSONField(default=list, blank=True)

    class Meta:
        ordering = ["league", "-number"]
        constraints = [
            models.UniqueConstraint(fields=["league", "number"], name="season_number_once")
        ]

    def __str__(self) -> str:
        return self.title


class Division(models.Model):
    season = models.ForeignKey(Season, on_delete=models.CASCADE, related_name="divisions")
    number = models.PositiveSmallIntegerField()  # 0 is the top
    name = models.CharField(max_length=40)
    matchdays = models.PositiveSmallIntegerField()

    class Meta:
        ordering = ["season", "number"]

    def __str__(self) -> str:
        return f"{self.season}, {self.name}"


class DivisionPlayer(models.Model):
    """One line of a division's standings."""

    division = models.ForeignKey(Division, on_delete=models.CASCADE, related_name="players")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    name = models.CharField(max_length=80)
    seed_order = models.PositiveSmallIntegerField()  # place in the division when drawn
    rank = models.PositiveSmallIntegerField(default=1)
    points = models.FloatField(default=0)
    buchholz = models.FloatField(default=0)
    game_score = models.FloatField(default=0)
    games = models.PositiveSmallIntegerField(default=0)
    byes = models.PositiveSmallIntegerField(default=0)
    withdrawn = models.BooleanField(default=False)
    # "up" or "down" once the season finished and they moved; "" otherwise.
    moved = models.CharField(max_length=4, default="", blank=True)

    class Meta:
        ordering = ["division", "rank", "seed_order"]

    def __str__(self) -> str:
        return f"{self.name} ({self.division})"


class Matchday(models.Model):
    division = models.ForeignKey(Division, on_delete=models.CASCADE, related_name="days")
    number = models.PositiveSmallIntegerField()  # 1-based: the events' "round"
    paired_at = models.DateTimeField()
    closed = models.BooleanField(default=False)
    byes = models.JSONField(default=list, blank=True)  # user ids

    class Meta:
        ordering = ["division", "number"]

    def __str__(self) -> str:
        return f"{self.division}, matchday {self.number}"


class SeasonTable(models.Model):
    """A table of a matchday: its game and, once over, its result."""

    matchday = models.ForeignKey(Matchday, on_delete=models.CASCADE, related_name="tables")
    number = models.PositiveSmallIntegerField()
    game = models.OneToOneField("games.Game", on_delete=models.PROTECT, related_name="+")
    players = models.JSONField()  # user ids in seat order
    recorded = models.BooleanField(default=False)
    order = models.JSONField(default=list, blank=True)  # finishing groups, best first
    points = models.JSONField(default=dict, blank=True)  # {user id: points}
    scores = models.JSONField(default=dict, blank=True)  # {user id: the game's own score}

    class Meta:
        ordering = ["matchday", "number"]

    def __str__(self) -> str:
        return f"{self.matchday}, table {self.number}"
