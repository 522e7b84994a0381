"""Organised play's records in the admin, to inspect (they are derived from games)."""

from __future__ import annotations

from django.contrib import admin

from games.admin import ReadOnlyMixin
from leagues.models import HallOfFameEntry


@admin.register(HallOfFameEntry)
class HallOfFameEntryAdmin(ReadOnlyMixin, admin.ModelAdmin):
    list_display = ["user", "rating", "previous", "game", "recorded_at"]
    search_fields = ["user__username"]
