"""Table talk in the admin, for moderators: messages with their reports and moderation
history; hiding and showing again are actions with a reason, through talk.moderation.
A message's text is never edited here."""

from __future__ import annotations

from django.contrib import admin
from django.db.models import Count, QuerySet
from django.http import HttpRequest

from games.admin import ReadOnlyMixin, ReasonActionForm, run_each
from talk import moderation
from talk.models import Message, Moderation, Report
from talk.selectors import is_hidden, with_moderation


class ReportInline(ReadOnlyMixin, admin.TabularInline):
    model = Report
    fields = ["reporter", "reason", "created_at"]
    readonly_fields = fields
    extra = 0


class ModerationInline(ReadOnlyMixin, admin.TabularInline):
    model = Moderation
    fields = ["action", "by", "reason", "created_at"]
    readonly_fields = fields
    extra = 0


class ReportedFilter(admin.SimpleListFilter):
    title = "reports"
    parameter_name = "reported"

    def lookups(self, request, model_admin):
        return [("yes", "Reported"), ("no", "Not reported")]

    def queryset(self, request, queryset):
        if self.value() == "yes":
            return queryset.filter(report_count__gt=0)
        if self.value() == "no":
            return queryset.filter(report_count=0)
        return queryset


@admin.register(Message)
class MessageAdmin(ReadOnlyMixin, admin.ModelAdmin):
    list_display = ["id", "game", "name", "text", "hidden", "report_count", "created_at"]
    list_filter = [ReportedFilter]
    search_fields = ["text", "name", "=game__id", "author__username"]
    inlines = [ReportInline, ModerationInline]
    action_form = ReasonActionForm
    actions = ["hide", "show"]

    def get_queryset(self, request):
        qs = super().get_queryset(request).annotate(report_count=Count("reports"))
        return with_moderation(qs)

    @admin.display(boolean=True, description="hidden")
    def hidden(self, message: Message) -> bool:
        return is_hidden(message)

    @admin.display(description="reports", ordering="report_count")
    def report_count(self, message: Message) -> int:
        return message.report_count

    @admin.action(description="Hide the selected messages (give a reason)")
    def hide(self, request: HttpRequest, queryset: QuerySet[Message]) -> None:
        run_each(self, request, queryset, lambda m, reason: moderation.message_hide(
            staff=request.user, message_id=m.pk, reason=reason), "Messages hidden")  # fmt: skip

    @admin.action(description="Show the selected messages again (give a reason)")
    def show(self, request: HttpRequest, queryset: QuerySet[Message]) -> None:
        run_each(self, request, queryset, lambda m, reason: moderation.message_show(
            staff=request.user, message_id=m.pk, reason=reason), "Messages shown again")  # fmt: skip


@admin.register(Report)
class ReportAdmin(ReadOnlyMixin, admin.ModelAdmin):
    """Players' reports: append-only, with who, when and why."""

    list_display = ["message", "reporter", "reason", "created_at"]
    search_fields = ["reason", "reporter__username", "message__text"]
    list_select_related = ["message", "reporter"]


@admin.register(Moderation)
class ModerationAdmin(ReadOnlyMixin, admin.ModelAdmin):
    """Moderators' decisions on messages: append-only, with who, when and why."""

    list_display = ["message", "action", "by", "reason", "created_at"]
    list_filter = ["action"]
    list_select_related = ["message", "by"]
