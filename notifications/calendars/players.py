"""Players' calendars for the games' clocks: time zone (weekends) and vacations. Installed
as games.deadlines.clock's calendar source in NotificationsConfig.ready()."""

from __future__ import annotations

from collections.abc import Iterable

from django.contrib.auth import get_user_model
from django.db import connection
from django.db.models import QuerySet
from django.db.models.expressions import RawSQL

from games.deadlines.clock import PlayerCalendar
from games.models import Seat

# The seat's player's vacations as one array of [starts_at, ends_at] pairs (PostgreSQL).
_VACATIONS = RawSQL(
    'SELECT array_agg(ARRAY["accounts_vacation"."starts_at", "accounts_vacation"."ends_at"]) '
    'FROM "accounts_vacation" WHERE "accounts_vacation"."user_id" = "games_seat"."user_id"',
    (),
)
_user = Seat._meta.get_field("user")


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


def seat_reads(seats: QuerySet[Seat]) -> QuerySet[Seat]:
    """The command's lock statement brings each seat's player with their time zone and
    vacations (PostgreSQL: SQLite asks ``player_calendars``)."""
    if connection.vendor != "postgresql":
        return seats
    return seats.select_related("user__profile").annotate(player_vacations=_VACATIONS)


def seat_calendar(seat: Seat) -> PlayerCalendar | None:
    """The calendar ``seat_reads`` brought with the seat, as ``player_calendars`` would
    make it; None if it did not (or the seat changed hands since)."""
    if "player_vacations" not in seat.__dict__ or not _user.is_cached(seat):
        return None
    user = seat.user
    if user is None or user.pk != seat.user_id:
        return None
    profile = getattr(user, "profile", None)
    # A suspended account's vacations stop no clock: its seats time out as if silent.
    pauses = [(s, e) for s, e in (seat.player_vacations or ()) if s is not None]
    return PlayerCalendar((profile and profile.time_zone) or "UTC",
                          tuple(sorted(pauses)) if user.is_active else ())  # fmt: skip
