"""Organised play's writers. Games that organised play shapes are created through here."""

from __future__ import annotations

from typing import Any

from django.contrib.auth.models import AbstractBaseUser

from games import services as games
from games.models import Game
from leagues import hall_of_fame


def game_create(
    *,
    user: AbstractBaseUser,
    kind: str,
    seats: int,
    options: dict[str, Any] | None = None,
    **kwargs: Any,
) -> Game:
    """Create a game, with the player's records filled into the options (Hall of Fame)."""
    filled = hall_of_fame.fill_options(
        user=user, kind=kind, seats=seats, options=dict(options or {})
    )
    return games.game_create(user=user, kind=kind, seats=seats, options=filled, **kwargs)
