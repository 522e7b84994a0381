"""Names at the platform's edge: the rules' seat tokens (games.engine.names) become the
players' names, or "you" for the reader, in every text that leaves through a selector,
a service's refusal, an email, a webhook or the calendar."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from django.contrib.auth.models import AbstractBaseUser

from games.engine.names import fallback_name, render_all
from games.models import Game, Seat

Namer = Callable[[AbstractBaseUser], str]
_namer: list[Namer] = []


def register_namer(namer: Namer) -> Namer:
    """The accounts app registers its display name (``accounts.names.display_name``) at
    start-up: games imports no other app, so the name is worked out there, once."""
    _namer[:] = [namer]
    return namer


def player_name(user: AbstractBaseUser) -> str:
    """The name a player sits down with (written into the seat's event): the registered
    display name, else the username."""
    return _namer[0](user) if _namer else user.get_username()


def seat_names(game: Game, seats: Iterable[Seat] | None = None) -> dict[int, str]:
    """Each seat's name as the table shows it (the player's display name when they sat
    down, a bot's name), counted from 1 ("Player 2") for a seat nobody holds. ``seats``:
    the game's seats when the caller has them already."""
    seats = game.seats.all() if seats is None else seats
    return {s.number: s.name or fallback_name(s.number) for s in seats}


def render_for(
    game: Game, value: Any, *, seat: int | None, names: dict[int, str] | None = None
) -> Any:
    """``value`` (a text or JSON) with the game's seat tokens written as names, for the
    reader at ``seat`` (None: a spectator, who is never "you")."""
    return render_all(value, names if names is not None else seat_names(game), seat)
