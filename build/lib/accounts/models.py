"""A player's profile and their personal API tokens."""

from __future__ import annotations

import zoneinfo

from django.conf import settings
from django.core.exceptions import ValidationError
from django.db import models


def validate_time_zone(value: str) -> None:
    if value not in zoneinfo.available_timezones():
        raise ValidationError(f"'{value}' is not a time zone; use a name like Europe/Paris.")


def default_vacation_allowance() -> int:
    return settings.VITRINE_VACATION_DAYS


class Profile(models.Model):
    user = models.OneToOneField(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="profile"
    )
    display_name = models.CharField(max_length=80, blank=True)
    time_zone = models.CharField(max_length=64, default="UTC", validators=[validate_time_zone])
    # Vacation days a player may take per calendar year (their clocks stop meanwhile).
    vacation_allowance = models.PositiveSmallIntegerField(default=default_vacation_allowance)

    def __str__(self) -> str:
        return self.name

    @property
    def name(self) -> str:
        from accounts.names import display_name

        return display_name(self.user)


class ApiToken(models.Model):
    """A personal access token. Only its SHA-256 is stored; the key is shown once."""

    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="api_tokens"
    )
    name = models.CharField(max_length=80)
    prefix = models.CharField(max_length=12)
    key_hash = models.CharField(max_length=64, unique=True)
    created_at = models.DateTimeField(auto_now_add=True)
    last_used_at = models.DateTimeField(null=True, blank=True)
    revoked_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return f"{self.name} ({self.prefix}...)"


class Vacation(models.Model):
    """Days off, from ``first_day`` to ``last_day`` in the player's time zone: every clock
    of theirs stops from ``starts_at`` to ``ends_at`` (UTC)."""

    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="vacations"
    )
    first_day = models.DateField()
    last_day = models.DateField()
    starts_at = models.DateTimeField()
    ends_at = models.DateTimeField(db_index=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["starts_at"]

    def __str__(self) -> str:
        return f"{self.user} off {self.first_day}..{self.last_day}"

    @property
    def days(self) -> int:
        return (self.last_day - self.first_day).days + 1


class AccountAction(models.Model):
    """A moderator's decision about an account, with who, when and why. Appended once and
    never changed (accounts.moderation is its only writer): ``User.is_active`` follows the
    latest row, and the rows are the account's moderation history."""

    class Action(models.TextChoices):
        SUSPENDED = "suspended", "Suspended"
        REINSTATED = "reinstated", "Reinstated"

    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="account_actions"
    )
    action = models.CharField(max_length=12, choices=Action.choices)
    reason = models.TextField()
    by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, on_delete=models.PROTECT, related_name="+"
    )
    created_at = models.DateTimeField()

    class Meta:
        ordering = ["-id"]

    def __str__(self) -> str:
        return f"{self.user} {self.action} at {self.created_at:%Y-%m-%d %H:%M}"

    def save(self, *args, **kwargs) -> None:
        if self.pk is not None:
            raise ValueError("Account actions are append-only: record a new one instead.")
        super().save(*args, **kwargs)

    def delete(self, *args, **kwargs):
        raise ValueError("Account actions are append-only: they are never deleted.")


class Block(models.Model):
    """``blocker`` does not want to hear from ``blocked``: no table talk from them, and no
    game shared by either's invitation. A player's own setting, removed by unblocking."""

    blocker = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="blocks"
    )
    blocked = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="blocked_by"
    )
    created_at = models.DateTimeField()

    class Meta:
        ordering = ["-id"]
        constraints = [
            models.UniqueConstraint(fields=["blocker", "blocked"], name="block_unique_pair"),
            models.CheckConstraint(
                condition=~models.Q(blocker=models.F("blocked")), name="block_not_self"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.blocker} blocks {self.blocked}"
