"""The Wondrous Museum's Hall of Fame, kept per player across games.

The rulebook: "The Hall of Fame records each successful challenge and sets a new baseline
for your next challenge... the rating must be higher than the last challenge to count as a
victory." The rules decide the win from the record they are given (the option
``hall_of_fame_record``); the platform supplies it, so no player can lower their own bar.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from django.contrib.auth.models import AbstractBaseUser

from games.engine import IllegalAction
from games.models import Event, Game
from leagues.models import HallOfFameEntry

KIND = "wondrous-museum"
CHALLENGE = "hall-of-fame"
OPTION = "hall_of_fame_record"


def current_record(user: AbstractBaseUser) -> int:
    """The rating a player's next Hall of Fame challenge must beat (0: none yet)."""
    last = HallOfFameEntry.objects.filter(user=user).order_by("-recorded_at", "-id").first()
    return last.rating if last else 0


def fill_options(
    *, user: AbstractBaseUser, kind: str, seats: int, options: dict[str, Any]
) -> dict[str, Any]:
    """Options with the player's own record filled in for a solo Hall of Fame game.

    Raises IllegalAction if the client tries to set the record itself."""
    if kind != KIND:
        return options
    if OPTION in options:
        raise IllegalAction(
            "Vitrine keeps your Hall of Fame record for you; leave out 'hall_of_fame_record'."
        )
    if seats == 1 and options.get("challenge") == CHALLENGE:
        return {**options, OPTION: current_record(user)}
    return options


def record_results(game: Game, rows: Sequence[Event]) -> None:
    """Follower: a won Hall of Fame challenge becomes the player's new record."""
    if game.kind != KIND:
        return
    for row in rows:
        if row.type != "GameFinished":
            continue
        details = (row.data.get("result") or {}).get("details") or {}
        hof = details.get("hall_of_fame") or {}
        if details.get("challenge") != CHALLENGE or hof.get("new_record") is None:
            continue
        seat = game.seats.filter(number=0).first()
        if seat is None or seat.user_id is None:
            continue
        HallOfFameEntry.objects.get_or_create(
            game=game,
            defaults={"user_id": seat.user_id, "rating": hof["new_record"],
                      "previous": hof.get("previous_record") or 0,
                      "recorded_at": row.created_at},
        )  # fmt: skip


def entries(user: AbstractBaseUser) -> list[dict[str, Any]]:
    return [
        {"game": e.game_id, "rating": e.rating, "previous": e.previous,
         "recorded_at": e.recorded_at}
        for e in HallOfFameEntry.objects.filter(user=user)
    ]  # fmt: skip
