"""What falls due with time rather than with a move: reminders before a deadline, and
digests (held notifications gathered into one email, at most one per N hours)."""

from __future__ import annotations

from datetime import datetime, timedelta

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from games.models import GameStatus, Seat
from notifications.models import Kind, Notification, Preferences, Status
from notifications.outbound import sending
from notifications.outbound.outbox import notification_key, queue
from notifications.outbound.preferences import quiet_until, time_zone_of


def reminders_queue(*, now: datetime | None = None) -> int:
    """Queue a reminder for every seat whose deadline is within each configured lead
    (VITRINE_REMINDER_HOURS, default 24 and 2 hours): once per turn and lead, and not
    when the whole turn was shorter than the lead (the "your turn" email said it all)."""
    now = now or timezone.now()
    written = 0
    for hours in sorted(settings.VITRINE_REMINDER_HOURS, reverse=True):
        lead = timedelta(hours=hours)
        seats = (
            Seat.objects.filter(to_act=True, bot=False, user__isnull=False,
                                game__status=GameStatus.ACTIVE, game__deadline__gt=now,
                                game__deadline__lte=now + lead)
            .select_related("game", "user__profile")
        )  # fmt: skip
        for seat in seats:
            game = seat.game
            if seat.turn_started_at is None or game.deadline - seat.turn_started_at <= lead:
                continue
            with transaction.atomic():
                written += len(queue(user=seat.user, kind=Kind.REMINDER, game=game,
                                     version=game.version, tag=f"{hours}h", now=now,
                                     context={"seat": seat.number, "hours": hours,
                                              "prompt_id": seat.prompt_id}))  # fmt: skip
    return written


def digests_build(*, now: datetime | None = None) -> int:
    """Gather each player's held notifications into one digest email, if their last
    digest is at least ``digest_hours`` old and they are not in quiet hours. Returns the
    number of digests queued."""
    now = now or timezone.now()
    users = (Notification.objects.filter(status=Status.HELD, channel="email")
             .values_list("user_id", flat=True).distinct())  # fmt: skip
    made = 0
    for user_id in sorted(u for u in users if u is not None):
        with transaction.atomic():
            prefs = Preferences.objects.select_for_update().filter(user_id=user_id).first()
            if prefs is None:
                continue
            user = prefs.user
            if prefs.last_digest_at and now < prefs.last_digest_at + timedelta(
                hours=prefs.digest_hours
            ):
                continue
            if quiet_until(prefs, time_zone_of(user), now):
                continue
            held = list(Notification.objects.select_for_update()
                        .filter(user_id=user_id, status=Status.HELD, channel="email"))  # fmt: skip
            if not held:
                continue
            digest = Notification.objects.create(
                key=notification_key(None, 0, user_id, f"digest-{now.isoformat()}", "email"),
                user=user, kind=Kind.DIGEST, channel="email", due_at=now, created_at=now,
                context={"count": len(held)},
            )  # fmt: skip
            Notification.objects.filter(pk__in=[n.pk for n in held]).update(
                status=Status.DIGESTED, digest=digest
            )
            prefs.last_digest_at = now
            prefs.save(update_fields=["last_digest_at"])
            sending.send_after_commit(emails=[digest.pk])
            made += 1
    return made
