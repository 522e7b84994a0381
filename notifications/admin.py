"""Notifications in the admin, for operators: the outbox (inspect, send again), inbound
mail (inspect), webhooks (turn off), players' preferences and the development mailbox.
Rows change only through the actions, which call notifications.outbound.operator."""

from __future__ import annotations

from django.contrib import admin
from django.db.models import QuerySet, URLField
from django.http import HttpRequest

from games.admin import ReadOnlyMixin
from notifications.models import DevMail, InboundMail, Notification, Preferences, Webhook
from notifications.outbound import operator


@admin.register(Notification)
class NotificationAdmin(ReadOnlyMixin, admin.ModelAdmin):
    list_display = ["id", "kind", "channel", "user", "to_address", "game", "status",
                    "attempts", "due_at", "sent_at"]  # fmt: skip
    list_filter = ["status", "kind", "channel"]
    search_fields = ["key", "user__username", "to_address", "=game__id"]
    list_select_related = ["user", "game"]
    date_hierarchy = "created_at"
    actions = ["resend"]

    @admin.action(description="Send the selected notifications again")
    def resend(self, request: HttpRequest, queryset: QuerySet[Notification]) -> None:
        done = operator.notifications_resend(ids=queryset.values_list("pk", flat=True))
        self.message_user(request, f"Queued to be sent again: {done}.")


@admin.register(InboundMail)
class InboundMailAdmin(ReadOnlyMixin, admin.ModelAdmin):
    list_display = ["received_at", "sender", "subject", "outcome", "game"]
    list_filter = ["outcome"]
    search_fields = ["message_id", "sender", "subject", "detail"]


@admin.register(Webhook)
class WebhookAdmin(ReadOnlyMixin, admin.ModelAdmin):
    list_display = ["id", "user", "stream", "format", "url", "active", "failing_since",
                    "disabled_at"]  # fmt: skip
    list_filter = ["active", "format"]
    search_fields = ["user__username", "url"]
    exclude = ["secret"]  # the signing secret is the player's
    actions = ["disable"]
    # Shown, never edited here; said outright, Django 6's default (https) and no warning.
    formfield_overrides = {URLField: {"assume_scheme": "https"}}

    @admin.action(description="Turn the selected webhooks off")
    def disable(self, request: HttpRequest, queryset: QuerySet[Webhook]) -> None:
        done = operator.webhooks_disable(ids=queryset.values_list("pk", flat=True))
        self.message_user(request, f"Webhooks turned off: {done}.")


@admin.register(Preferences)
class PreferencesAdmin(ReadOnlyMixin, admin.ModelAdmin):
    list_display = ["user", "digest_hours", "quiet_start", "quiet_end", "last_digest_at"]
    search_fields = ["user__username"]
    exclude = ["calendar_token"]  # the player's secret calendar link


@admin.register(DevMail)
class DevMailAdmin(ReadOnlyMixin, admin.ModelAdmin):
    list_display = ["created_at", "to", "subject"]
    search_fields = ["to", "subject"]
