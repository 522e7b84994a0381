"""The outbox (one row per message to send), players' preferences, webhooks, inbound mail
already seen, and the development mailbox."""

from __future__ import annotations

import secrets

from django.conf import settings
from django.db import models


class Kind(models.TextChoices):
    YOUR_TURN = "your_turn", "It is your turn"
    REMINDER = "reminder", "A deadline is near"
    TIMED_OUT = "timed_out", "You timed out"
    GAME_STARTED = "game_started", "A game started"
    GAME_OVER = "game_over", "A game is over"
    INVITATION = "invitation", "An invitation to a game"
    REPLY_REJECTED = "reply_rejected", "A move by email was refused"
    DIGEST = "digest", "A digest of several notifications"
    NOTICE = "notice", "A notice about your account"
    # Organised play (tournaments, league seasons): what the stream's events tell people.
    ROUND_PAIRED = (
        "round_paired",
        "A round of your tournament or league is paired, or you are challenged on a ladder",
    )
    EVENT_OVER = "event_over", "A tournament or league season you played is over"
    # Only to the organiser's webhooks of an event.
    TABLE_RESULT = "table_result", "A game of an event you organise finished"
    STANDINGS = "standings", "The standings of an event you organise changed"


class Mode(models.TextChoices):
    IMMEDIATE = "immediate", "At once"
    DIGEST = "digest", "In a digest"
    NEVER = "never", "Never"


# Kinds a player chooses a mode for (the rest always go out at once).
CHOOSABLE = [Kind.YOUR_TURN, Kind.REMINDER, Kind.TIMED_OUT, Kind.GAME_STARTED, Kind.GAME_OVER,
             Kind.INVITATION, Kind.ROUND_PAIRED, Kind.EVENT_OVER]  # fmt: skip
# Kinds about an event stream (a tournament, a league season), not a game's state.
STREAM_KINDS = {Kind.ROUND_PAIRED, Kind.EVENT_OVER, Kind.TABLE_RESULT, Kind.STANDINGS}


class Status(models.TextChoices):
    PENDING = "pending", "To send"
    SENDING = "sending", "Being sent (leased)"
    SENT = "sent", "Sent"
    HELD = "held", "Held for the next digest"
    DIGESTED = "digested", "Sent inside a digest"
    SKIPPED = "skipped", "Not sent (preference, superseded or no address)"
    FAILED = "failed", "Given up after too many attempts"


def new_secret() -> str:
    return secrets.token_urlsafe(24)


class Preferences(models.Model):
    """How a player wants to hear from Vitrine. ``modes`` maps a kind to a Mode (absent:
    immediate). Quiet hours are local times in the player's time zone; a window may
    wrap midnight (22:00-07:00)."""

    user = models.OneToOneField(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="notify_prefs"
    )
    modes = models.JSONField(default=dict, blank=True)
    digest_hours = models.PositiveSmallIntegerField(default=6)
    quiet_start = models.TimeField(null=True, blank=True)
    quiet_end = models.TimeField(null=True, blank=True)
    last_digest_at = models.DateTimeField(null=True, blank=True)
    calendar_token = models.CharField(max_length=64, unique=True, default=new_secret)

    def __str__(self) -> str:
        return f"preferences of {self.user}"

    def mode(self, kind: str) -> str:
        return self.modes.get(kind, Mode.IMMEDIATE) if kind in CHOOSABLE else Mode.IMMEDIATE


class Webhook(models.Model):
    """A URL that gets a player's notifications as signed HTTP POSTs (Standard Webhooks
    headers), raw JSON or in Discord's or Slack's message format. With ``stream``, it is
    an organiser's webhook for one tournament or league season instead: it gets that
    event's news (rounds paired, results, standings, the end), and none of the player's."""

    class Format(models.TextChoices):
        JSON = "json", "Raw JSON"
        DISCORD = "discord", "Discord"
        SLACK = "slack", "Slack"

    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="webhooks"
    )
    stream = models.ForeignKey("games.Stream", null=True, blank=True, on_delete=models.CASCADE,
                               related_name="+")  # fmt: skip
    url = models.URLField(max_length=500)
    format = models.CharField(max_length=10, choices=Format.choices, default=Format.JSON)
    secret = models.CharField(max_length=80)
    active = models.BooleanField(default=True)
    attempts = models.PositiveSmallIntegerField(default=0)  # failures in a row
    next_attempt_at = models.DateTimeField(null=True, blank=True)
    failing_since = models.DateTimeField(null=True, blank=True)
    disabled_at = models.DateTimeField(null=True, blank=True)
    last_error = models.TextField(blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["id"]

    def __str__(self) -> str:
        return f"{self.format} webhook of {self.user} to {self.url}"


class Notification(models.Model):
    """One message to one player on one channel: the outbox row.

    Written in the transaction of the events that cause it (never for a rolled-back
    move); ``key`` is unique per (game, version, user, kind, channel), so it is never
    written, and so never sent, twice. ``context`` holds what the message is about (the
    prompt id it asks for, the reason of a refusal...); the text is rendered when sent,
    through the selectors and redaction."""

    key = models.CharField(max_length=200, unique=True)
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.CASCADE,
        related_name="notifications",
    )  # fmt: skip
    to_address = models.EmailField(blank=True)  # invitations to people without an account
    game = models.ForeignKey("games.Game", null=True, blank=True, on_delete=models.CASCADE,
                             related_name="+")  # fmt: skip
    version = models.PositiveIntegerField(default=0)
    kind = models.CharField(max_length=20, choices=Kind.choices)
    channel = models.CharField(max_length=10, default="email")  # "email" or "webhook"
    webhook = models.ForeignKey(Webhook, null=True, blank=True, on_delete=models.CASCADE,
                                related_name="notifications")  # fmt: skip
    context = models.JSONField(default=dict, blank=True)
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.PENDING)
    due_at = models.DateTimeField()
    attempts = models.PositiveSmallIntegerField(default=0)
    lease_until = models.DateTimeField(null=True, blank=True)
    last_error = models.TextField(blank=True)
    digest = models.ForeignKey("self", null=True, blank=True, on_delete=models.SET_NULL,
                               related_name="items")  # fmt: skip
    created_at = models.DateTimeField()
    sent_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["id"]
        indexes = [models.Index(fields=["status", "due_at"], name="notification_due")]

    def __str__(self) -> str:
        return self.key


class InboundMail(models.Model):
    """A received email, by Message-ID: each is processed once, whatever road it came by."""

    message_id = models.CharField(max_length=255, unique=True)
    sender = models.CharField(max_length=255)
    subject = models.CharField(max_length=255, blank=True)
    outcome = models.CharField(max_length=20)  # moved, refused, rejected, failed
    detail = models.TextField(blank=True)
    game = models.ForeignKey("games.Game", null=True, blank=True, on_delete=models.SET_NULL,
                             related_name="+")  # fmt: skip
    received_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-id"]

    def __str__(self) -> str:
        return f"{self.message_id} from {self.sender}: {self.outcome}"


class QuarantinedMail(models.Model):
    """A received email that could not be read (malformed MIME, nesting too deep...), set
    aside so that the messages after it go on; kept for an operator to look at."""

    digest = models.CharField(max_length=64, unique=True)  # sha256 of ``raw``: kept once
    road = models.CharField(max_length=40)  # maildir, mbox, webhook:<provider>
    error = models.TextField()
    size = models.PositiveIntegerField()
    raw = models.BinaryField()  # the message as received (at most VITRINE_INBOUND_MAX_BYTES)
    received_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-id"]

    def __str__(self) -> str:
        return f"{self.digest[:12]} via {self.road}: {self.error[:60]}"


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
