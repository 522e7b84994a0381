"""Players' calendars for the games' clocks: time zone (weekends) and vacations. Installed
as games.deadlines.clock's calendar source in NotificationsConfig.ready()."""

from __future__ import annotations

from collections.abc import Iterable

from django.contrib.auth import get_user_model

from games.deadlines.clock import PlayerCalendar


def player_calendars(user_ids: Iterable[int]) -> dict[int, PlayerCalendar]:
    """One query (a command asks it on every move): each user with their time zone and
    vacations, one row per vacation."""
    ids = list(user_ids)
    zones: dict[int, str] = {}
    pauses: dict[int, list] = {}
    rows = (
        get_user_model()
        .objects.filter(pk__in=ids)
        .values_list(
            "pk", "profile__time_zone", "is_active", "vacations__starts_at", "vacations__ends_at"
        )
    )
    for uid, zone, active, starts, ends in rows:
        zones[uid] = zone or "UTC"
        # A suspended account's vacations stop no clock: its seats time out as if silent.
        if active and starts is not None:
            pauses.setdefault(uid, []).append((starts, ends))
    return {uid: PlayerCalendar(zones.get(uid, "UTC"), tuple(sorted(pauses.get(uid, ()))))
            for uid in ids}  # fmt: skip
