"""The shapes of notification settings, vacations, deadlines and webhooks."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from notifications.models import Mode, Webhook


@extend_schema_field({"type": "string", "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9]$",
                      "example": "22:30", "description": "A local time, HH:MM."})  # fmt: skip
class LocalTimeField(serializers.TimeField):
    """A wall-clock time without a zone ("22:30"); OpenAPI's format ``time`` would demand
    seconds and an offset, which quiet hours do not have."""


class PreferencesIO(serializers.Serializer):
    modes = serializers.DictField(child=serializers.ChoiceField(choices=Mode.values),
                                  required=False,
                                  help_text="kind -> immediate | digest | never")  # fmt: skip
    digest_hours = serializers.IntegerField(required=False, min_value=1, max_value=168)
    quiet_start = LocalTimeField(required=False, allow_null=True, format="%H:%M")
    quiet_end = LocalTimeField(required=False, allow_null=True, format="%H:%M")
    new_calendar_url = serializers.BooleanField(required=False, write_only=True)
    calendar_url = serializers.CharField(read_only=True)


class VacationIO(serializers.Serializer):
    id = serializers.IntegerField(read_only=True)
    first_day = serializers.DateField()
    last_day = serializers.DateField()
    starts_at = serializers.DateTimeField(read_only=True)
    ends_at = serializers.DateTimeField(read_only=True)
    days = serializers.IntegerField(read_only=True)


class VacationDaysOut(serializers.Serializer):
    year = serializers.IntegerField(help_text="This year, in your time zone.")
    allowance = serializers.IntegerField(help_text="Vacation days you may take per year.")
    days_left = serializers.IntegerField(help_text="Days you may still take this year.")
    days_left_next_year = serializers.IntegerField()


class WebhookIO(serializers.Serializer):
    id = serializers.IntegerField(read_only=True)
    url = serializers.URLField(max_length=500)
    format = serializers.ChoiceField(choices=Webhook.Format.choices, default="json")
    active = serializers.BooleanField(read_only=True)
    last_error = serializers.CharField(
        read_only=True, help_text='Why the last delivery failed, e.g. "delivery failed: HTTP 500".'
    )


class WebhookCreated(WebhookIO):
    """The secret is shown once, when the webhook is registered, never again."""

    secret = serializers.CharField(read_only=True, help_text="Verify signatures with it.")


class DeadlineOut(serializers.Serializer):
    game = serializers.IntegerField()
    kind = serializers.CharField()
    title = serializers.CharField()
    seat = serializers.IntegerField()
    version = serializers.IntegerField()
    deadline = serializers.CharField(allow_null=True, help_text="ISO time in your zone.")
    deadline_text = serializers.CharField()
    time_zone = serializers.CharField()
    time_control = serializers.CharField()
    url = serializers.CharField()
