"""The facts ratings need about a finished game, read from its table events alone: who sat
where at the end, whether a bot held the seat, whom the bot (or a replacement) took it from,
and the places from the result's ranks. The live follower and the rebuild both call this
with the same events, so they rate the same game the same way.

Rulings (leagues/ratings/README.md, "The platform's rulings"):
- A person who resigned left their seat, like one the bot took over after their timeouts:
  both are rated last (``taken_over_from``), whatever the rules then do with the seat.
- A person who left a seat that a replacement player then took (``SeatReplaced``) is still
  rated last: they are given to ratings as one more seat a bot holds, taken from them (the
  replacement is rated at the seat's place). Someone who left one seat and holds another at
  the end is rated by the seat they hold.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from leagues.ratings import FinishedGame, Seat

# The table events that say who holds a seat (the rest are never read here).
SEAT_EVENTS = (
    "GameCreated", "SeatTaken", "BotSeated", "SeatVacated", "SeatHandedToBot", "SeatResigned",
    "SeatTakenBack", "SeatReplaced",
)  # fmt: skip


@dataclass
class _SeatFacts:
    user: int | None = None
    bot: bool = False
    left_by: int | None = None  # the person who left this seat to the bot


def player_id(user_id: int) -> str:
    """Ratings name players by string ids (sortable, so every tie ends the same way)."""
    return str(user_id)


def finished_game(
    table_events: Iterable[tuple[str, Mapping[str, Any]]], result: Mapping[str, Any]
) -> FinishedGame:
    """``table_events``: the game's table events in order, (type, data); ``result``: the
    GameFinished event's result (``ranks`` by seat number, as text)."""
    kind, rated = "", True
    seats: dict[int, _SeatFacts] = {}
    replaced_leavers: list[int] = []
    for type_, data in table_events:
        number = data.get("seat")
        seat = seats.setdefault(number, _SeatFacts()) if number is not None else None
        if type_ == "GameCreated":
            kind, rated = data["kind"], bool(data.get("rated", True))
            for n in range(data["seats"]):
                seats.setdefault(n, _SeatFacts())
        elif type_ == "SeatTaken":
            seat.user, seat.bot, seat.left_by = data["user"], False, None
        elif type_ == "BotSeated":
            seat.user, seat.bot, seat.left_by = None, True, None
        elif type_ == "SeatVacated":
            seat.user, seat.bot, seat.left_by = None, False, None
        elif type_ in ("SeatHandedToBot", "SeatResigned"):
            seat.bot, seat.left_by = True, seat.user
        elif type_ == "SeatTakenBack":
            seat.bot, seat.left_by = False, None
        elif type_ == "SeatReplaced":
            if seat.left_by is not None:
                replaced_leavers.append(seat.left_by)
            seat.user, seat.bot, seat.left_by = data["user"], False, None
    ranks = {int(n): int(rank) for n, rank in (result.get("ranks") or {}).items()}
    last = max(ranks.values(), default=1) + 1
    holders = {s.user for s in seats.values() if not s.bot and s.user is not None}
    out = [
        Seat(
            player=None if s.bot or s.user is None else player_id(s.user),
            place=ranks.get(n, last),
            held_by_bot_at_end=s.bot,
            taken_over_from=_leaver(s.left_by if s.bot else None, holders),
        )
        for n, s in sorted(seats.items())
    ]
    leavers = {who for who in replaced_leavers if who not in holders}
    leavers -= {s.left_by for s in seats.values() if s.bot}
    if len(out) > 1:  # a solo game stays solo, whoever took its seat over
        out += [Seat(None, last, True, player_id(who)) for who in sorted(leavers)]
    return FinishedGame(kind=kind, rated=rated, seats=tuple(out))


def _leaver(user: int | None, holders: set[int | None]) -> str | None:
    return None if user is None or user in holders else player_id(user)
