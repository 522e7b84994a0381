"""Accounts in the Django admin, for operators: each user with their games, tokens,
vacations and moderation history. Suspending and reinstating are actions with a reason,
through accounts.moderation (never by ticking "active": that box is read-only here)."""

from __future__ import annotations

from django.contrib import admin
from django.contrib.auth import get_user_model
from django.contrib.auth.admin import UserAdmin
from django.db.models import QuerySet
from django.http import HttpRequest
from django.utils import timezone

from accounts import moderation, services
from accounts.models import AccountAction, ApiToken, Block, Profile, Vacation
from games.admin import ReadOnlyMixin, ReasonActionForm, run_each
from games.models import Seat

User = get_user_model()


class ProfileInline(admin.StackedInline):
    model = Profile
    can_delete = False
    fields = ["display_name", "time_zone", "vacation_allowance"]


class SeatInline(ReadOnlyMixin, admin.TabularInline):
    model = Seat
    verbose_name_plural = "games (seats)"
    fields = ["game", "game_status", "number", "name", "bot", "resigned", "to_act"]
    readonly_fields = fields
    extra = 0

    @admin.display(description="status")
    def game_status(self, seat: Seat) -> str:
        return seat.game.get_status_display()


class ApiTokenInline(ReadOnlyMixin, admin.TabularInline):
    model = ApiToken
    fields = ["name", "prefix", "created_at", "last_used_at", "revoked_at"]
    readonly_fields = fields
    extra = 0


class AccountActionInline(ReadOnlyMixin, admin.TabularInline):
    model = AccountAction
    fk_name = "user"
    verbose_name_plural = "moderation history"
    fields = ["action", "reason", "by", "created_at"]
    readonly_fields = fields
    extra = 0


admin.site.unregister(User)


@admin.register(User)
class VitrineUserAdmin(UserAdmin):
    inlines = [ProfileInline, SeatInline, ApiTokenInline, AccountActionInline]
    list_display = ["username", "email", "is_active", "is_staff", "date_joined", "last_login"]
    readonly_fields = ["is_active", "last_login", "date_joined"]
    action_form = ReasonActionForm
    actions = ["suspend", "reinstate"]

    def _decide(self, request: HttpRequest, queryset: QuerySet, service, done: str) -> None:
        run_each(self, request, queryset, lambda user, reason: service(
            staff=request.user, user_id=user.pk, reason=reason), done)  # fmt: skip

    @admin.action(description="Suspend the selected accounts (give a reason)")
    def suspend(self, request: HttpRequest, queryset: QuerySet) -> None:
        self._decide(request, queryset, moderation.account_suspend, "Accounts suspended")

    @admin.action(description="Reinstate the selected accounts (give a reason)")
    def reinstate(self, request: HttpRequest, queryset: QuerySet) -> None:
        self._decide(request, queryset, moderation.account_reinstate, "Accounts reinstated")


@admin.register(ApiToken)
class ApiTokenAdmin(ReadOnlyMixin, admin.ModelAdmin):
    list_display = ["name", "user", "prefix", "created_at", "last_used_at", "revoked_at"]
    list_filter = ["revoked_at"]
    search_fields = ["user__username", "name", "prefix"]
    actions = ["revoke"]

    @admin.action(description="Revoke the selected tokens")
    def revoke(self, request: HttpRequest, queryset: QuerySet[ApiToken]) -> None:
        done = sum(services.token_revoke(user=t.user, token_id=t.pk) for t in queryset)
        self.message_user(request, f"Tokens revoked: {done}.")


@admin.register(Vacation)
class VacationAdmin(ReadOnlyMixin, admin.ModelAdmin):
    list_display = ["user", "first_day", "last_day", "starts_at", "ends_at", "created_at"]
    search_fields = ["user__username"]
    date_hierarchy = "starts_at"
    actions = ["cancel"]

    @admin.action(description="Cancel the selected vacations (those not over yet)")
    def cancel(self, request: HttpRequest, queryset: QuerySet[Vacation]) -> None:
        run_each(self, request, queryset.filter(ends_at__gt=timezone.now()),
                 lambda v, _: services.vacation_cancel(user=v.user, vacation_id=v.pk),
                 "Vacations cancelled")  # fmt: skip


@admin.register(AccountAction)
class AccountActionAdmin(ReadOnlyMixin, admin.ModelAdmin):
    """Suspensions and reinstatements: append-only, with who, when and why."""

    list_display = ["user", "action", "reason", "by", "created_at"]
    list_filter = ["action"]
    search_fields = ["user__username", "reason"]


@admin.register(Block)
class BlockAdmin(ReadOnlyMixin, admin.ModelAdmin):
    list_display = ["blocker", "blocked", "created_at"]
    search_fields = ["blocker__username", "blocked__username"]
