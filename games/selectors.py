"""The readers: every road out (API, email, web, export) reads games through here, and
everything hidden passes through ``view`` and ``redact`` on the way."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from typing import Any

import orjson
from django.contrib.auth.models import AbstractBaseUser
from django.db.models import Q, QuerySet

from games.command import share_seats
from games.compiled import Compiled
from games.engine import Prompt, get_kind
from games.engine.events import sees_secret
from games.errors import GameNotFound
from games.media import decorate
from games.models import Event, Game, GameStatus, Origin, Seat
from games.names import render_encoded_for, render_for, render_json, seat_names
from games.projections import current_prompts
from games.replay import load_state
from games.store import StoredRow, read_stream
from shared.errors import IllegalAction


def _user_id(user: AbstractBaseUser | None) -> int | None:
    return user.pk if user is not None and user.is_authenticated else None


def games_visible(user: AbstractBaseUser | None) -> QuerySet[Game]:
    """Public games, and private ones the user sits in or created."""
    uid = _user_id(user)
    if uid is None:
        return Game.objects.filter(public=True)
    return Game.objects.filter(Q(public=True) | Q(seats__user_id=uid) | Q(created_by_id=uid))


def games_exportable(user: AbstractBaseUser | None, games: QuerySet[Game]) -> QuerySet[Game]:
    """The games of ``games`` whose whole history ``user`` may download today: over
    (finished or aborted, so the seed is public and nothing is redacted) and visible as
    ``/export/`` sees them. Running games are left out. One row per game, whatever joins
    ``games`` made."""
    visible = games_visible(user).values("pk")
    over = (GameStatus.FINISHED, GameStatus.ABORTED)
    return Game.objects.filter(pk__in=games.values("pk")).filter(pk__in=visible, status__in=over)


def games_list(
    *,
    user: AbstractBaseUser | None,
    kind: str | None = None,
    status: str | None = None,
    mine: bool = False,
    player: int | None = None,
) -> QuerySet[Game]:
    """The games ``user`` may see, newest first; ``mine``: those they sit in; ``player``:
    those the player with that id sits in (their public record)."""
    if status and status not in GameStatus.values:
        raise IllegalAction(f"status must be one of: {', '.join(GameStatus.values)}.")
    qs = games_visible(user)
    if mine:
        qs = qs.filter(seats__user_id=_user_id(user))
    if player is not None:
        qs = qs.filter(seats__user_id=player)
    if kind:
        qs = qs.filter(kind=kind)
    if status:
        qs = qs.filter(status=status)
    return qs.distinct().prefetch_related("seats").order_by("-id")


# Every read of a game starts here: its two statements compiled once per process (Django
# compiled them afresh for each request, which cost more than running them). With its latest
# state, so that reading the game's state folds nothing.
_GAME = Compiled(lambda game_id: Game.objects.select_related("latest").filter(pk=game_id))
_SEATS = Compiled(lambda game_id: Seat.objects.filter(game_id=game_id).order_by("number"))


def game_get(
    *, user: AbstractBaseUser | None, game_id: int, invite_code: str | None = None
) -> Game:
    """The game if the caller may see it (public, seated, creator, or holding the invite)."""
    if not isinstance(game_id, int) or not 0 < game_id < 2**63:  # a URL: any digits
        raise GameNotFound()
    found = _GAME.run(game_id)
    if not found:
        raise GameNotFound()
    game = found[0]
    seats = _SEATS.run(game_id)
    for seat in seats:
        seat.game = game
    share_seats(game, seats)
    uid = _user_id(user)
    allowed = (
        game.public
        or (invite_code and invite_code == game.invite_code)
        or (uid is not None and (game.created_by_id == uid or any(
            s.user_id == uid for s in game.seats.all())))
    )  # fmt: skip
    if not allowed:
        raise GameNotFound()
    return game


def seat_number(
    game: Game, user: AbstractBaseUser | None, seats: Iterable[Seat] | None = None
) -> int | None:
    """The caller's seat in this game, or None for a spectator. A resigned seat stays the
    caller's for reading (they keep seeing their own hand)."""
    uid = _user_id(user)
    if uid is None:
        return None
    for seat in game.seats.all() if seats is None else seats:
        if seat.user_id == uid:
            return seat.number
    return None


def seat_prompt(seat: Seat | None, prompts: Mapping[int, Prompt]) -> Prompt | None:
    """What ``seat`` is asked now, among its game's ``prompts`` (``current_prompts``: none
    unless the game is in play). The one place of the rule that a seat the bot holds is
    asked nothing: the bot answers for it, not its player."""
    if seat is None or seat.bot:
        return None
    return prompts.get(seat.number)


def game_state(
    *,
    user: AbstractBaseUser | None,
    game: Game,
    at: int | None = None,
    spectator: bool = False,
    encoded: bool = False,
) -> dict[str, Any]:
    """``{version, seat, status, view, prompt, to_act, result}`` as the caller's seat sees
    it; with ``at``, the game as it stood after event ``at`` (no prompt); with
    ``spectator``, the public view anyone may see (a replay's viewpoint). ``encoded``: the
    view, text, prompt and result come as the JSON they are written as
    (``orjson.Fragment``), for an API response, which writes them out as they are."""
    rules = get_kind(game.kind)
    seats = {s.number: s for s in game.seats.all()}
    seat = None if spectator else seat_number(game, user, seats.values())
    if at is not None and not 0 <= at <= game.version:
        raise IllegalAction(f"'at' must be between 0 and {game.version}.")
    version = game.version if at is None else at
    state = load_state(game, rules, upto=version)
    prompts = current_prompts(game, rules, state) if at is None else {}
    prompt = seat_prompt(seats.get(seat) if seat is not None else None, prompts)
    # Every text the rules wrote names seats with tokens: the names are written here.
    names = seat_names(game, seats.values())
    view, text = rules.view_and_text(state, seat)  # the text is written from the view
    named = render_encoded_for if encoded else render_for
    return {
        "version": version,
        "seat": seat,
        "status": game.status,
        "view": named(game, decorate(game.kind, view), seat=seat, names=names),
        "text": named(game, text, seat=seat, names=names),
        "prompt": named(game, prompt.to_json(), seat=seat, names=names) if prompt else None,
        "to_act": sorted(prompts) if at is None else [],
        "result": (
            named(game, game.result, seat=seat, names=names)
            if at is None or at == game.version
            else None
        ),
    }


def _redacted_one(
    game: Game, seat: int | None, row: Event | StoredRow, names: dict[int, str]
) -> dict[str, Any]:
    return render_for(game, _redacted_unnamed(row, seat, game.is_over), seat=seat, names=names)


def _redacted_unnamed(row: Event | StoredRow, seat: int | None, over: bool) -> dict[str, Any]:
    """``_seen`` with its time as text, for a reader that walks the value (the events
    road; the export leaves the time to orjson)."""
    item = _seen(row, seat, over)
    item["at"] = row.created_at.isoformat()
    return item


def _seen(row: Event | StoredRow, seat: int | None, over: bool) -> dict[str, Any]:
    """The event as ``seat`` may see it (``events.sees_secret``, the rule ``redact``
    applies), its seat tokens not yet written as names: the secret and its readers only
    where there is a secret the seat may see."""
    if row.secret is not None and sees_secret(row.secret_to, seat, finished=over):
        return {"seq": row.seq, "type": row.type, "origin": row.origin, "data": row.data,
                "secret": row.secret, "secret_to": row.secret_to, "actor": row.actor,
                "at": row.created_at}  # fmt: skip
    return {"seq": row.seq, "type": row.type, "origin": row.origin, "data": row.data,
            "actor": row.actor, "at": row.created_at}  # fmt: skip


def _redacted(game: Game, seat: int | None, rows) -> list[dict[str, Any]]:
    names = seat_names(game)
    return [_redacted_one(game, seat, row, names) for row in rows]


def game_events(
    *, user: AbstractBaseUser | None, game: Game, after: int = 0, limit: int = 200
) -> list[dict[str, Any]]:
    """The events after seq ``after`` that the caller may see, redacted, oldest first."""
    rows = Event.objects.filter(game=game, seq__gt=after).order_by("seq")[:limit]
    return _redacted(game, seat_number(game, user), rows)


EXPORT_CHUNK = 64 * 1024
EXPORT_EVENTS = 100  # encoded and named together: a call each per event cost as much as the rest


def game_export(*, user: AbstractBaseUser | None, game: Game) -> Iterator[bytes]:
    """The full history as one JSON document, in chunks of about 64 kB: the rows are read
    in batches and the events encoded a hundred at a time (orjson), their data and secret
    the JSON text they are stored as (``read_stream(encoded=True)``), so a long game costs
    what reading it costs. Redacted for the caller while the game runs."""
    rules = get_kind(game.kind)
    seats = list(game.seats.all())
    seat = seat_number(game, user, seats)
    head = {
        "format": "vitrine-game-export/1",
        "id": game.pk,
        "kind": game.kind,
        "rules_version": game.rules_version,
        "engine_rules_version": rules.rules_version,
        "options": game.options,
        "status": game.status,
        "seats": [
            {"seat": s.number, "name": s.name, "bot": s.bot, "resigned": s.resigned} for s in seats
        ],
        "seed_sha256": game.seed_sha256,
        "seed": game.seed if game.is_over else None,
        "version": game.version,
    }
    names = seat_names(game, seats)
    over = game.is_over
    buffer = bytearray(orjson.dumps(head)[:-1] + b',"events":[')
    items: list[dict[str, Any]] = []
    comma = b""  # before every group of events but the first
    for row in read_stream(game.pk, encoded=True):
        items.append(_seen(row, seat, over))  # its time written by orjson as isoformat does
        if len(items) == EXPORT_EVENTS:
            buffer += comma + _encoded_events(items, seat, names)
            comma = b","
            if len(buffer) >= EXPORT_CHUNK:
                yield bytes(buffer)
                buffer.clear()
    if items:
        buffer += comma + _encoded_events(items, seat, names)
    result = render_json(orjson.dumps(game.result), seat=seat, names=names)
    yield bytes(buffer) + b'],"result":' + result + b"}"


def _encoded_events(items: list[dict[str, Any]], seat: int | None,
                    names: dict[int, str]) -> bytes:  # fmt: skip
    """``items`` as the JSON of a list's members, encoded in one call and named in their
    bytes (a token is named within its string, whatever surrounds it); ``items`` emptied."""
    encoded = render_json(orjson.dumps(items)[1:-1], seat=seat, names=names)
    items.clear()
    return encoded


def rules_event_count(game: Game) -> int:
    return Event.objects.filter(game=game, origin=Origin.RULES).count()


def organised_by(game: Game) -> dict[str, Any] | None:
    """The tournament or league season that created ``game``: its stream id and kind, and
    the title and page its first event gives (docs/organised-play-events.md); None for a
    game someone opened."""
    if game.part_of_id is None:
        return None
    first = (Event.objects.filter(stream_id=game.part_of_id, seq=1)
             .select_related("stream").only("data", "stream__kind").first())  # fmt: skip
    if first is None:
        return None
    return {"stream": game.part_of_id, "kind": first.stream.kind,
            "title": first.data.get("title", ""), "path": first.data.get("path", "")}  # fmt: skip
