"""The deadline projection: since when each seat owes its answer, and until when.

Called by the live command after each batch and by ``projections.rebuild`` after each
batch of stored events, with the same arguments, so the two agree by construction. A
seat's time starts when its prompt changes (or it was timed out, handed to or taken back
from the bot). Seats that owe an answer at once (sealed bids, votes) share one deadline:
the latest of theirs, so nobody is timed out while the game still waits for another.
Bot-held seats answer at once and have no deadline.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping
from datetime import datetime

from games.deadlines.clock import (
    DAY,
    UTC_CALENDAR,
    PlayerCalendar,
    TimeControl,
    add_counting_time,
    calendars_of,
    counting_seconds,
)
from games.models import ACTIVE, Game, GameStatus, Seat


def start_banks(game: Game, seats: dict[int, Seat]) -> None:
    """At the start of a clock game every seat gets the full bank."""
    control = TimeControl.from_json(game.time_control)
    for seat in seats.values():
        seat.clock_bank = control.bank_days * DAY if control.kind == "clock" else None


def refresh_turns(
    game: Game, seats: dict[int, Seat], asked: Mapping[int, str], now: datetime,
    restarted: Collection[int] = (),
) -> None:  # fmt: skip
    """Note each seat's prompt and since when it owes it; then the game's deadline."""
    note_turns(game, seats, asked, now, restarted)
    game.deadline = deadline(game, seats)


def note_turns(
    game: Game, seats: dict[int, Seat], asked: Mapping[int, str], now: datetime,
    restarted: Collection[int] = (),
) -> None:  # fmt: skip
    """Note each seat's prompt (``asked``: seat -> prompt id) and since when it owes it (no
    calendars: cheap)."""
    if game.status != ACTIVE:
        asked = {}
    for number, seat in seats.items():
        pid = asked.get(number, "")
        if not pid:
            seat.turn_started_at = None
        elif pid != seat.prompt_id or seat.turn_started_at is None or number in restarted:
            seat.turn_started_at = now
        seat.prompt_id = pid


def _owing_humans(seats: Iterable[Seat]) -> list[Seat]:
    return [s for s in seats if s.prompt_id and not s.bot and s.turn_started_at is not None]


def seat_deadline(game: Game, seat: Seat, cal: PlayerCalendar = UTC_CALENDAR) -> datetime:
    """When ``seat``'s own allowance runs out, pauses (weekends, vacations) left out."""
    control = TimeControl.from_json(game.time_control)
    allowance = control.days * DAY if control.kind == "per_move" else (seat.clock_bank or 0)
    return add_counting_time(seat.turn_started_at, allowance, cal, control.skip_weekends)


def deadline(
    game: Game, seats: dict[int, Seat], cals: dict[int, PlayerCalendar] | None = None
) -> datetime | None:
    """The game's deadline: the latest personal deadline among the humans owing an
    answer (None when nobody human owes one, or the game is not in play). ``cals``: the
    players' calendars when the caller read them already (a rebuild reads them once)."""
    if game.status != GameStatus.ACTIVE:
        return None
    owing = _owing_humans(seats.values())
    if not owing:
        return None
    if cals is None:
        cals = calendars_of(owing)
    return max(seat_deadline(game, s, cals.get(s.user_id, UTC_CALENDAR)) for s in owing)


def calendars_owed(games: Iterable[tuple[Game, dict[int, Seat]]]) -> dict[int, PlayerCalendar]:
    """The calendars ``deadline`` reads for these games (each with its seats), in one query:
    those of the humans owing an answer in a game in play; no query when nobody does."""
    return calendars_of(
        [s for game, seats in games if game.status == GameStatus.ACTIVE
         for s in _owing_humans(seats.values())]
    )  # fmt: skip


def clock_charges(game: Game, seats: dict[int, Seat], answered: Iterable[int], now: datetime):
    """For a clock game: ``[(seat, used, bank)]`` for each human seat that answered (or was
    timed out) in this command; the caller records them as ``ClockCharged`` events, so the
    bank is a fact and never recomputed from a calendar that may since have changed."""
    control = TimeControl.from_json(game.time_control)
    if control.kind != "clock" or game.status != GameStatus.ACTIVE:
        return []
    out = []
    humans = [seats[n] for n in sorted(set(answered)) if n in seats and not seats[n].bot]
    cals = calendars_of(humans)
    for seat in humans:
        if seat.turn_started_at is None:
            continue
        cal = cals.get(seat.user_id, UTC_CALENDAR)
        used = int(counting_seconds(seat.turn_started_at, now, cal, control.skip_weekends))
        left = max((seat.clock_bank or 0) - used, 0)
        bank = min(left + control.increment_days * DAY, control.cap_days * DAY)
        out.append((seat.number, used, bank))
    return out
