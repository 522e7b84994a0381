"""Moderating table talk: players report messages, moderators hide them (or show them
again). Only writer of Report and Moderation; both are append-only records with who, when
and why. A message is never edited: hiding it is a Moderation row, and its text stays in
the store for staff to read."""

from __future__ import annotations

from typing import Any

from django.contrib.auth.models import AbstractBaseUser
from django.db import IntegrityError, transaction
from django.db.models import Count, Max, QuerySet
from django.utils import timezone

from accounts.moderation import clean_reason, require_staff
from shared.errors import Forbidden, IllegalAction, NotFound
from talk.models import Message, Moderation, Report
from talk.selectors import is_hidden, message_json, player_seat, with_moderation


def message_report(*, user: AbstractBaseUser, game_id: int, message_id: int, reason: str) -> Report:
    """A player of the game reports one of its messages to the moderators.

    Raises NotFound (game or message not visible to the caller), Forbidden (not a player
    of the game, or a suspended account), IllegalAction (no reason, one's own message, or
    reported already)."""
    game, _ = player_seat(user=user, game_id=game_id)
    if not user.is_active:
        raise Forbidden("Your account is suspended; it cannot report messages.")
    message = Message.objects.filter(game=game, pk=message_id).first()
    if message is None:
        raise NotFound("There is no such message at this table.")
    if message.author_id == user.pk:
        raise IllegalAction("This is your own message; you cannot report it.")
    reason = clean_reason(reason)
    try:
        with transaction.atomic():
            return Report.objects.create(
                message=message, reporter=user, reason=reason, created_at=timezone.now()
            )
    except IntegrityError:
        raise IllegalAction(
            "You have already reported this message; a moderator will look at it."
        ) from None


def _moderate(*, staff: AbstractBaseUser, message_id: int, reason: str, action: str):
    reason = clean_reason(reason)
    with transaction.atomic():
        message = Message.objects.select_for_update().filter(pk=message_id).first()
        if message is None:
            raise NotFound("There is no such message.")
        hidden = is_hidden(message)
        if action == Moderation.Action.HIDDEN and hidden:
            raise IllegalAction("This message is already hidden.")
        if action == Moderation.Action.SHOWN and not hidden:
            raise IllegalAction("This message is not hidden.")
        return Moderation.objects.create(
            message=message, action=action, by=staff, reason=reason, created_at=timezone.now()
        )


def message_hide(*, staff: AbstractBaseUser, message_id: int, reason: str) -> Moderation:
    """Hide a message from everyone but staff, recording why. Raises Forbidden (not staff),
    NotFound, IllegalAction (no reason, or hidden already)."""
    require_staff(staff, "hide a message")
    return _moderate(staff=staff, message_id=message_id, reason=reason,
                     action=Moderation.Action.HIDDEN)  # fmt: skip


def message_show(*, staff: AbstractBaseUser, message_id: int, reason: str) -> Moderation:
    """Show a hidden message again, recording why. Raises as ``message_hide`` does."""
    require_staff(staff, "show a hidden message again")
    return _moderate(staff=staff, message_id=message_id, reason=reason,
                     action=Moderation.Action.SHOWN)  # fmt: skip


def reported_messages(*, staff: AbstractBaseUser) -> QuerySet[Message]:
    """Selector: the reported messages, most recently reported first, each annotated with
    its report count, last report time and moderation state. Raises Forbidden (not staff)."""
    require_staff(staff, "see the reports")
    return with_moderation(
        Message.objects.filter(reports__isnull=False)
        .annotate(report_count=Count("reports"), last_report=Max("reports__created_at"))
        .select_related("author")
        .order_by("-last_report", "-id")
    )


def report_json(message: Message) -> dict[str, Any]:
    """A reported message as the moderators see it: the real text, who wrote it, and
    every report (who, when, why)."""
    reports = message.reports.select_related("reporter").order_by("id")
    return {
        "message": message_json(message, staff=True),
        "game": message.game_id,
        "author": {"id": message.author_id,
                   "username": message.author.get_username() if message.author else None},
        "reports": [{"by": r.reporter.get_username(), "reason": r.reason,
                     "at": r.created_at.isoformat()} for r in reports],
    }  # fmt: skip
