"""A player's notification preferences: modes per kind, digest pace, quiet hours, and
the one-click unsubscribe that works without logging in."""

from __future__ import annotations

import zoneinfo
from datetime import datetime, time, timedelta
from typing import Any

from django.contrib.auth.models import AbstractBaseUser
from django.db import transaction

from notifications.models import CHOOSABLE, Kind, Mode, Preferences, new_secret
from notifications.tokens import read_unsubscribe_token
from shared.errors import IllegalAction


def preferences_of(user: AbstractBaseUser) -> Preferences:
    """The player's preferences (created with the defaults on first use)."""
    prefs, _ = Preferences.objects.get_or_create(user=user)
    return prefs


def time_zone_of(user: AbstractBaseUser | None) -> zoneinfo.ZoneInfo:
    profile = getattr(user, "profile", None) if user is not None else None
    return zoneinfo.ZoneInfo(profile.time_zone if profile else "UTC")


def quiet_until(prefs: Preferences, tz: zoneinfo.ZoneInfo, now: datetime) -> datetime | None:
    """The end of the quiet window ``now`` falls in (None if it is not in one). A window
    may wrap midnight: 22:00-07:00 is quiet from 22:00 to 07:00 the next morning."""
    start, end = prefs.quiet_start, prefs.quiet_end
    if start is None or end is None or start == end:
        return None
    local = now.astimezone(tz)
    t = local.time().replace(tzinfo=None)
    inside = (start <= t < end) if start < end else (t >= start or t < end)
    if not inside:
        return None
    day = local.date() if t < end else local.date() + timedelta(days=1)
    return datetime.combine(day, end, tz)


def preferences_update(
    *,
    user: AbstractBaseUser,
    modes: dict[str, str] | None = None,
    digest_hours: int | None = None,
    quiet_start: time | None | str = "",
    quiet_end: time | None | str = "",
    new_calendar_url: bool = False,
) -> Preferences:
    """Change some preferences (absent arguments stay). Raises IllegalAction naming a bad
    kind or mode, changing nothing. Quiet hours need both ends (or neither: None)."""
    with transaction.atomic():
        prefs = preferences_of(user)
        if modes is not None:
            for kind, mode in modes.items():
                if kind not in CHOOSABLE:
                    raise IllegalAction(f"'{kind}' is not a notification you can choose for; "
                                        f"choose from: {', '.join(CHOOSABLE)}.")  # fmt: skip
                if mode not in Mode.values:
                    raise IllegalAction(f"'{mode}' is not a mode; use one of: "
                                        f"{', '.join(Mode.values)}.")  # fmt: skip
            prefs.modes = {**prefs.modes, **modes}
        if digest_hours is not None:
            if not 1 <= digest_hours <= 168:
                raise IllegalAction("digest_hours must be from 1 to 168 (a week).")
            prefs.digest_hours = digest_hours
        if quiet_start != "" or quiet_end != "":
            start = prefs.quiet_start if quiet_start == "" else quiet_start
            end = prefs.quiet_end if quiet_end == "" else quiet_end
            if (start is None) != (end is None):
                raise IllegalAction("Quiet hours need a start and an end (or neither).")
            prefs.quiet_start, prefs.quiet_end = start, end
        if new_calendar_url:
            prefs.calendar_token = new_secret()
        prefs.save()
    return prefs


def preferences_json(prefs: Preferences) -> dict[str, Any]:
    from django.conf import settings
    from django.urls import reverse

    return {
        "modes": {k: prefs.mode(k) for k in CHOOSABLE},
        "digest_hours": prefs.digest_hours,
        "quiet_start": prefs.quiet_start.strftime("%H:%M") if prefs.quiet_start else None,
        "quiet_end": prefs.quiet_end.strftime("%H:%M") if prefs.quiet_end else None,
        "calendar_url": settings.SITE_URL
        + reverse("notifications-calendar", args=[prefs.calendar_token]),
    }


def preferences_unsubscribe(*, token: str) -> tuple[AbstractBaseUser, str]:
    """One-click unsubscribe (RFC 8058): the signed token names the player and the kind,
    which is set to ``never``. Raises IllegalAction for a token that is not ours."""
    read = read_unsubscribe_token(token)
    if read is None:
        raise IllegalAction("This unsubscribe link is broken; use the one in the email.")
    user_id, kind = read
    prefs = Preferences.objects.filter(user_id=user_id).select_related("user").first()
    if prefs is None:
        from django.contrib.auth import get_user_model

        user = get_user_model().objects.filter(pk=user_id).first()
        if user is None:
            raise IllegalAction("This unsubscribe link is for an account that is gone.")
        prefs = preferences_of(user)
    kinds = CHOOSABLE if kind == "all" else [kind]
    preferences_update(user=prefs.user, modes=dict.fromkeys((k for k in kinds if k in CHOOSABLE),
                                                             Mode.NEVER))  # fmt: skip
    return prefs.user, kind


def kind_label(kind: str) -> str:
    try:
        return Kind(kind).label
    except ValueError:
        return kind
