"""Keeping deadlines right when a player's calendar changes: their vacations or time zone
move the deadlines of every running game they sit in (accounts calls this on each change).
"""

from __future__ import annotations

from django.db import transaction

from games.deadlines.projection import deadline
from games.models import Game, GameStatus, Seat


def deadlines_refresh(*, user_id: int) -> int:
    """Recompute the deadlines of the running games where ``user_id`` has a seat, after
    their vacations or time zone changed. Each game's row is locked first, as a command
    locks it: a command already running finishes before its game is recomputed, and one
    starting later reads the new calendar. Returns how many deadlines moved."""
    moved = 0
    with transaction.atomic():
        games = (
            Game.objects.select_for_update()
            .filter(status=GameStatus.ACTIVE,
                    pk__in=Seat.objects.filter(user_id=user_id).values("game_id"))
            .order_by("pk")  # one order for every locker: no deadlock
        )  # fmt: skip
        for game in games:
            seats = {s.number: s for s in game.seats.all()}
            new = deadline(game, seats)
            if new != game.deadline:
                game.deadline = new
                game.save(update_fields=["deadline"])
                moved += 1
    return moved
