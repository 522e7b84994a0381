"""The games in the Django admin, for operators: each game's summary, seats, deadline and
events. Everything here is read-only: the game rows are projections of the events, and the
events are never edited or deleted (the store's triggers would refuse it anyway). The one
thing an operator does is abort a stuck game, with a reason, through the service."""

from __future__ import annotations

from django import forms
from django.contrib import admin, messages
from django.contrib.admin.helpers import ActionForm
from django.db.models import QuerySet
from django.http import HttpRequest

from games import services
from games.models import Event, Game, Seat
from shared.errors import Forbidden, IllegalAction, NotFound


class ReasonActionForm(ActionForm):
    """The admin's action bar with a reason box: moderation actions record why."""

    reason = forms.CharField(
        required=False, max_length=500, label="Reason (recorded with the decision)"
    )


def run_each(modeladmin: admin.ModelAdmin, request: HttpRequest, queryset, service, done: str):
    """Call ``service(obj, reason)`` for each selected row and tell the operator, in words,
    what happened to each (a refusal's sentence is shown as an error)."""
    reason = request.POST.get("reason", "")
    ok = 0
    for obj in queryset:
        try:
            service(obj, reason)
            ok += 1
        except (Forbidden, IllegalAction, NotFound) as refused:
            modeladmin.message_user(request, f"{obj}: {refused.message}", messages.ERROR)
    if ok:
        modeladmin.message_user(request, f"{done}: {ok}.", messages.SUCCESS)


class ReadOnlyMixin:
    """No adding, changing or deleting through the admin: rows change through services."""

    def has_add_permission(self, request, obj=None) -> bool:
        return False

    def has_change_permission(self, request, obj=None) -> bool:
        return False

    def has_delete_permission(self, request, obj=None) -> bool:
        return False


class SeatInline(ReadOnlyMixin, admin.TabularInline):
    model = Seat
    fields = ["number", "user", "name", "bot", "resigned", "to_act", "timeouts_in_a_row",
              "turn_started_at", "clock_bank", "offered"]  # fmt: skip
    readonly_fields = fields
    extra = 0


class EventInline(ReadOnlyMixin, admin.TabularInline):
    model = Event
    fields = ["seq", "origin", "type", "actor", "data", "created_at"]
    readonly_fields = fields
    extra = 0
    ordering = ["seq"]


@admin.register(Game)
class GameAdmin(ReadOnlyMixin, admin.ModelAdmin):
    list_display = ["id", "kind", "status", "players", "version", "deadline", "created_at"]
    list_filter = ["status", "kind", "public"]
    search_fields = ["id", "kind", "seats__name", "seats__user__username"]
    date_hierarchy = "created_at"
    inlines = [SeatInline, EventInline]
    action_form = ReasonActionForm
    actions = ["abort_games"]
    # A projection of the events, so never edited here (nor deleted: its events cannot be).
    exclude = ["seed", "invite_code"]  # secret while the game runs

    @admin.display(description="players")
    def players(self, game: Game) -> str:
        return ", ".join(s.name or "(free)" for s in game.seats.all())

    def get_queryset(self, request):
        return super().get_queryset(request).prefetch_related("seats")

    @admin.action(description="Abort the selected games (give a reason)")
    def abort_games(self, request: HttpRequest, queryset: QuerySet[Game]) -> None:
        run_each(self, request, queryset, lambda game, reason: services.game_abort_by_moderator(
            staff=request.user, game_id=game.pk, reason=reason), "Games aborted")  # fmt: skip


@admin.register(Event)
class EventAdmin(ReadOnlyMixin, admin.ModelAdmin):
    """The event store, to inspect: never edited or deleted."""

    list_display = ["id", "game", "seq", "origin", "type", "actor", "created_at"]
    list_filter = ["origin", "type"]
    search_fields = ["=game__id", "type"]
    list_select_related = ["game"]
