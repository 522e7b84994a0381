"""Names at the platform's edge: the rules' seat tokens (games.engine.names) become the
players' names, or "you" for the reader, in every text that leaves through a selector,
a service's refusal, an email, a webhook or the calendar."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import orjson
from django.contrib.auth.models import AbstractBaseUser

from games.engine.names import fallback_name, render, render_all
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
    reader at ``seat`` (None: a spectator, who is never "you"); a container comes back
    as a new one, as ``render_all`` gives it."""
    return _rendered(game, value, seat, names, orjson.loads)


def render_encoded_for(
    game: Game, value: Any, *, seat: int | None, names: dict[int, str] | None = None
) -> Any:
    """``render_for``, a container left as the JSON it is written as (``orjson.Fragment``)
    for a response that writes JSON anyway (api.renderers): not decoded to be encoded again."""
    return _rendered(game, value, seat, names, orjson.Fragment)


def render_json(encoded: bytes, *, seat: int | None, names: dict[int, str]) -> bytes:
    """``render_for`` on JSON as encoded: the same bytes as encoding the named value, with
    no decoding and encoding again (the export writes each event so)."""
    return _named(encoded, names, seat)


def _rendered(game: Game, value: Any, seat: int | None, names: dict[int, str] | None,
              finish: Callable[[bytes], Any]) -> Any:  # fmt: skip
    names = names if names is not None else seat_names(game)
    if isinstance(value, dict | list):
        encoded = _encoded(value)
        if encoded is not None:
            return finish(_named(encoded, names, seat))
    return render_all(value, names, seat)


_TOKEN = b"{seat:"
# Anything JSON does not hold as it is (a date, a str subclass, an int key) is refused
# by orjson here, and the value is walked instead.
_EXACT = (orjson.OPT_PASSTHROUGH_DATETIME | orjson.OPT_PASSTHROUGH_DATACLASS
          | orjson.OPT_PASSTHROUGH_SUBCLASS)  # fmt: skip


def _encoded(value: dict | list) -> bytes | None:
    try:
        return orjson.dumps(value, option=_EXACT)
    except TypeError:
        return None


def _quote(encoded: bytes, start: int, end: int, *, last: bool) -> int:
    """The position of the first (or ``last``) unescaped quote in ``encoded[start:end]``."""
    while True:
        at = encoded.rfind(b'"', start, end) if last else encoded.find(b'"', start, end)
        slashes = 0
        while encoded[at - 1 - slashes] == 0x5C:  # a quote after an odd run of "\" is text
            slashes += 1
        if slashes % 2 == 0:
            return at
        end, start = (at, start) if last else (end, at + 1)


def _named(encoded: bytes, names: dict[int, str], reader: int | None) -> bytes:
    """``encoded`` (JSON) with the tokens of each string written as names: the same
    ``render`` as a walk of the value gives (a sentence start is within its string), in
    a fraction of the time, since a view is mostly numbers and ids and encoding it is one
    C call. JSON escapes none of a token's characters, and outside a string no "{" is
    followed by "seat:": each token found is in a string, found by its quotes. Dict keys
    are ids, never words: left as they are."""
    parts, done = [], 0
    at = encoded.find(_TOKEN)
    while at != -1:
        opening = _quote(encoded, done, at, last=True)
        closing = _quote(encoded, at, len(encoded), last=False)
        if encoded[closing + 1 : closing + 2] != b":":
            text = orjson.loads(encoded[opening : closing + 1])
            parts += (encoded[done:opening], orjson.dumps(render(text, names, reader)))
            done = closing + 1
        at = encoded.find(_TOKEN, closing + 1)
    if not parts:
        return encoded
    parts.append(encoded[done:])
    return b"".join(parts)
