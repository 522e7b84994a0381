"""The readers of table talk: only a game's players read (and write) its talk."""

from __future__ import annotations

from typing import Any

from django.contrib.auth.models import AbstractBaseUser

from games import selectors as games
from games.errors import Forbidden
from games.models import Game
from talk.models import Message


def player_seat(*, user: AbstractBaseUser | None, game_id: int) -> tuple[Game, int]:
    """The game and the caller's seat in it. Raises NotFound if the caller may not see
    the game, Forbidden if they see it but hold no seat at its table."""
    game = games.game_get(user=user, game_id=game_id)
    seat = games.seat_number(game, user)
    if seat is None:
        raise Forbidden("Table talk is for the players of this game; take a seat to join in.")
    return game, seat


def message_json(message: Message) -> dict[str, Any]:
    return {
        "id": message.pk,
        "seat": message.seat,
        "name": message.name,
        "text": message.text,
        "at": message.created_at.isoformat(),
    }


def messages_list(
    *, user: AbstractBaseUser | None, game_id: int, after: int = 0, limit: int = 200
) -> list[dict[str, Any]]:
    """The messages of the game's table with an id above ``after``, oldest first, at most
    ``limit``. Raises NotFound / Forbidden as ``player_seat`` does."""
    game, _ = player_seat(user=user, game_id=game_id)
    rows = Message.objects.filter(game=game, pk__gt=after).order_by("pk")[:limit]
    return [message_json(m) for m in rows]
