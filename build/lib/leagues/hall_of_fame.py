"""The Hall of Fame: a record kept per player across games, for the games that declare the
``player_record`` hook (The Wondrous Museum's solo challenge).

The game's hook says which option carries the record, which new games are challenges, and
which finished games set a new record; the platform keeps the records and fills the option
in, so no player can lower their own bar.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from django.contrib.auth.models import AbstractBaseUser

from games.engine import IllegalAction, plugin_for
from games.engine.plugin import PlayerRecord
from games.models import Event, Game
from leagues.models import HallOfFameEntry


def _hook(kind: str) -> PlayerRecord | None:
    plugin = plugin_for(kind)
    return plugin.hook("player_record") if plugin else None


def current_record(user: AbstractBaseUser) -> int:
    """The rating a player's next Hall of Fame challenge must beat (0: none yet)."""
    last = HallOfFameEntry.objects.filter(user=user).order_by("-recorded_at", "-id").first()
    return last.rating if last else 0


def fill_options(
    *, user: AbstractBaseUser, kind: str, seats: int, options: dict[str, Any]
) -> dict[str, Any]:
    """Options with the player's own record filled in for a solo Hall of Fame game.

    Raises IllegalAction if the client tries to set the record itself."""
    record = _hook(kind)
    if record is None:
        return options
    if record.option in options:
        raise IllegalAction(
            f"Vitrine keeps your {record.label} for you; leave out '{record.option}'."
        )
    if record.wanted(options, seats):
        return {**options, record.option: current_record(user)}
    return options


def record_results(game: Game, rows: Sequence[Event]) -> None:
    """Follower: a won Hall of Fame challenge becomes the player's new record."""
    record = _hook(game.kind)
    if record is None:
        return
    for row in rows:
        if row.type != "GameFinished":
            continue
        details = (row.data.get("result") or {}).get("details") or {}
        new = record.new_record(details)
        if new is None:
            continue
        seat = game.seats.filter(number=0).first()
        if seat is None or seat.user_id is None:
            continue
        HallOfFameEntry.objects.get_or_create(
            game=game,
            defaults={"user_id": seat.user_id, "rating": new[0], "previous": new[1],
                      "recorded_at": row.created_at},
        )  # fmt: skip


def entries(user: AbstractBaseUser) -> list[dict[str, Any]]:
    return [
        {"game": e.game_id, "rating": e.rating, "previous": e.previous,
         "recorded_at": e.recorded_at}
        for e in HallOfFameEntry.objects.filter(user=user)
    ]  # fmt: skip
