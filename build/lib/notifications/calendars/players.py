"""Players' calendars for the games' clocks: time zone (weekends) and vacations. Installed
as games.deadlines.clock's calendar source in NotificationsConfig.ready()."""

from __future__ import annotations

from collections.abc import Iterable

from accounts.models import Profile, Vacation
from games.deadlines.clock import PlayerCalendar


def player_calendars(user_ids: Iterable[int]) -> dict[int, PlayerCalendar]:
    ids = list(user_ids)
    zones = dict(Profile.objects.filter(user_id__in=ids).values_list("user_id", "time_zone"))
    pauses: dict[int, list] = {}
    # A suspended account's vacations stop no clock: its seats time out as if it were silent.
    for v in Vacation.objects.filter(user_id__in=ids, user__is_active=True).order_by("starts_at"):
        pauses.setdefault(v.user_id, []).append((v.starts_at, v.ends_at))
    return {uid: PlayerCalendar(zones.get(uid, "UTC"), tuple(pauses.get(uid, ()))) for uid in ids}
