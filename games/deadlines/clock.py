"""Time controls, and the clock arithmetic behind every deadline.

A game chooses its time control at creation: a number of days per move, or a
correspondence clock (a bank of days, an increment per move, a cap). Either may stop on
weekends, counted in each player's own time zone. A player on vacation has every clock
stopped. Time that does not count (weekends, vacations) is a *pause*; the deadline is the
moment the allowance of counting time runs out after the seat started owing its answer.

Where a player's time zone and vacations come from is not the games app's business: the
app that knows (accounts/notifications) registers a calendar source at start-up, the way
followers are registered. Without one, every player is on UTC with no vacations.
"""

from __future__ import annotations

import zoneinfo
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime, time, timedelta
from typing import Any

from games.engine.errors import IllegalAction

DAY = 86_400
PER_MOVE_DAYS = (1, 14, 3)  # min, max, default
BANK_DAYS = (1, 60, 7)
INCREMENT_DAYS = (0, 14, 1)
CAP_DAYS_MAX = 120

# Table events after which a seat's time starts afresh even if its prompt is unchanged.
RESTARTS_CLOCK = frozenset(
    {"SeatTimedOut", "SeatHandedToBot", "SeatTakenBack", "SeatReplaced", "SeatResigned"}
)


@dataclass(frozen=True)
class TimeControl:
    """``per_move``: ``days`` for every answer. ``clock``: a bank of ``bank_days`` that the
    time spent answering is taken from, ``increment_days`` added after each answer, never
    more than ``cap_days``. ``skip_weekends``: Saturdays and Sundays do not count."""

    kind: str = "per_move"
    days: int = PER_MOVE_DAYS[2]
    bank_days: int = 0
    increment_days: int = 0
    cap_days: int = 0
    skip_weekends: bool = False

    def to_json(self) -> dict[str, Any]:
        if self.kind == "clock":
            return {"kind": "clock", "bank_days": self.bank_days,
                    "increment_days": self.increment_days, "cap_days": self.cap_days,
                    "skip_weekends": self.skip_weekends}  # fmt: skip
        return {"kind": "per_move", "days": self.days, "skip_weekends": self.skip_weekends}

    @classmethod
    def from_json(cls, raw: dict[str, Any] | None) -> TimeControl:
        """A stored time control (already cleaned); empty means the default."""
        raw = raw or {}
        if raw.get("kind") == "clock":
            return cls("clock", 0, raw["bank_days"], raw["increment_days"], raw["cap_days"],
                       bool(raw.get("skip_weekends")))  # fmt: skip
        return cls("per_move", raw.get("days", PER_MOVE_DAYS[2]), 0, 0, 0,
                   bool(raw.get("skip_weekends")))  # fmt: skip

    def describe(self) -> str:
        weekends = ", weekends off" if self.skip_weekends else ""
        if self.kind == "clock":
            return (f"clock: {self.bank_days} days, +{self.increment_days} per move, "
                    f"at most {self.cap_days}{weekends}")  # fmt: skip
        return f"{self.days} day{'s' if self.days != 1 else ''} per move{weekends}"


def _days(raw: dict, name: str, bounds: tuple[int, int, int], low: int | None = None) -> int:
    lo, hi, default = bounds
    lo = lo if low is None else low
    value = raw.get(name, default)
    if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
        raise IllegalAction(f"time_control.{name} must be a whole number of days from {lo} "
                            f"to {hi}.")  # fmt: skip
    return value


def clean_time_control(raw: Any, default_days: int | None = None) -> dict[str, Any]:
    """Validate a time control from a request; returns its stored form.

    Raises IllegalAction naming the field and what is allowed. ``None`` is the default:
    the game kind's ``default_days`` per move, else 3."""
    if raw is None:
        return TimeControl(days=default_days or PER_MOVE_DAYS[2]).to_json()
    if not isinstance(raw, dict):
        raise IllegalAction('time_control must be an object, e.g. {"kind": "per_move", "days": 3}.')
    kind = raw.get("kind", "per_move")
    allowed = {"per_move": {"kind", "days", "skip_weekends"},
               "clock": {"kind", "bank_days", "increment_days", "cap_days", "skip_weekends"}}  # fmt: skip
    if kind not in allowed:
        raise IllegalAction("time_control.kind must be 'per_move' or 'clock'.")
    unknown = sorted(set(raw) - allowed[kind])
    if unknown:
        raise IllegalAction(f"Unknown time_control field '{unknown[0]}'; a {kind} time control "
                            f"has: {', '.join(sorted(allowed[kind]))}.")  # fmt: skip
    skip = raw.get("skip_weekends", False)
    if not isinstance(skip, bool):
        raise IllegalAction("time_control.skip_weekends must be true or false.")
    if kind == "per_move":
        bounds = (PER_MOVE_DAYS[0], PER_MOVE_DAYS[1], default_days or PER_MOVE_DAYS[2])
        return TimeControl("per_move", _days(raw, "days", bounds),
                           skip_weekends=skip).to_json()  # fmt: skip
    bank = _days(raw, "bank_days", BANK_DAYS)
    increment = _days(raw, "increment_days", INCREMENT_DAYS)
    cap = _days(raw, "cap_days", (bank, CAP_DAYS_MAX, max(bank, 14)), low=bank)
    return TimeControl("clock", 0, bank, increment, cap, skip).to_json()


# --- whose calendar ---------------------------------------------------------------------
@dataclass(frozen=True)
class PlayerCalendar:
    """A player's time zone, and the periods their clocks stop (vacations), in UTC."""

    tz: str = "UTC"
    pauses: tuple[tuple[datetime, datetime], ...] = field(default=())


UTC_CALENDAR = PlayerCalendar()
CalendarSource = Callable[[Iterable[int]], dict[int, PlayerCalendar]]
# A seat's player's calendar when it was read with the seat (the command's lock statement,
# ``games.followers.register_seat_reads``); None when it was not.
SeatCalendar = Callable[[Any], PlayerCalendar | None]
_source: list[CalendarSource] = []
_of_seat: list[SeatCalendar] = []


def register_calendar_source(
    source: CalendarSource, of_seat: SeatCalendar | None = None
) -> CalendarSource:
    """Install where players' time zones and vacations come from (one source; the last
    registered wins), and how to find one read with a seat already."""
    _source[:] = [source]
    _of_seat[:] = [of_seat] if of_seat else []
    return source


def calendars_for(user_ids: Iterable[int]) -> dict[int, PlayerCalendar]:
    ids = sorted({u for u in user_ids if u is not None})
    if not ids or not _source:
        return {}
    return _source[0](ids)


def calendars_of(seats: Iterable[Any]) -> dict[int, PlayerCalendar]:
    """The calendars of the seats' players (by user id): those read with the seats as
    they are, the others from the source in one query."""
    found: dict[int, PlayerCalendar] = {}
    missing = []
    for seat in seats:
        if seat.user_id is None or seat.user_id in found:
            continue
        cal = _of_seat[0](seat) if _of_seat else None
        if cal is None:
            missing.append(seat.user_id)
        else:
            found[seat.user_id] = cal
    return {**calendars_for(missing), **found}


# --- the arithmetic ---------------------------------------------------------------------
def _weekends(t: datetime, tz: zoneinfo.ZoneInfo) -> Iterator[tuple[datetime, datetime]]:
    """Weekends (Saturday 00:00 to Monday 00:00, local time) from the one around ``t`` on."""
    day = t.astimezone(tz).date()
    day -= timedelta(days=(day.weekday() - 5) % 7)  # the latest Saturday on or before t
    while True:
        start = datetime.combine(day, time(0), tz).astimezone(UTC)
        end = datetime.combine(day + timedelta(days=2), time(0), tz).astimezone(UTC)
        yield start, end
        day += timedelta(days=7)


def _next_pause(
    t: datetime, cal: PlayerCalendar, skip_weekends: bool
) -> tuple[datetime, datetime] | None:
    """The pause that starts first among those not over at ``t``."""
    candidates = [(s, e) for s, e in cal.pauses if e > t and e > s]
    if skip_weekends:
        for start, end in _weekends(t, zoneinfo.ZoneInfo(cal.tz)):
            if end > t:
                candidates.append((start, end))
                break
    return min(candidates) if candidates else None


def add_counting_time(
    start: datetime, seconds: float, cal: PlayerCalendar = UTC_CALENDAR, skip_weekends=False
) -> datetime:
    """The moment ``seconds`` of counting time have passed after ``start``."""
    t, left = start, timedelta(seconds=max(seconds, 0))
    for _ in range(100_000):
        pause = _next_pause(t, cal, skip_weekends)
        if pause is None or t + left <= pause[0]:
            return t + left
        if pause[0] > t:
            left -= pause[0] - t
        t = max(t, pause[1])
    raise RuntimeError("a clock that never runs")


def counting_seconds(
    start: datetime, end: datetime, cal: PlayerCalendar = UTC_CALENDAR, skip_weekends=False
) -> float:
    """How much counting time lies between ``start`` and ``end``."""
    t, total = start, timedelta(0)
    while t < end:
        pause = _next_pause(t, cal, skip_weekends)
        if pause is None or pause[0] >= end:
            total += end - t
            break
        if pause[0] > t:
            total += pause[0] - t
        t = max(t, pause[1])
    return total.total_seconds()
