"""What events write into the read models (Game, Seat), and rebuilding them from scratch.

The live path (services) and ``rebuild`` call the same functions, so a rebuilt projection
is the live one by construction; a test plays random games and compares them anyway.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from datetime import datetime
from itertools import groupby
from operator import attrgetter
from typing import Any

import orjson
from django.db import connection, transaction
from django.db.models import JSONField, Model
from psycopg.types.json import Jsonb

from games import rides
from games.deadlines import projection as deadlines
from games.deadlines.clock import RESTARTS_CLOCK, PlayerCalendar
from games.engine import get_kind
from games.engine.rules import Rules
from games.errors import StaleVersion
from games.followers import ReplayWatcher, watch_replay
from games.models import ACTIVE, TABLE_ORIGIN, Game, GameStatus, Seat
from games.replay import fold_rows, keep_latest_many
from games.store import StoredRow, read_streams

GAME_FIELDS = [
    "kind", "rules_version", "options", "seat_count", "public", "invite_code",
    "created_by_id", "status", "version", "to_act", "deadline", "result", "seed",
    "seed_sha256", "created_at", "started_at", "finished_at", "time_control", "rated",
    "part_of_id",
]  # fmt: skip
# Compared by their JSON text: an edit in place would not show against the object itself.
_JSON_FIELDS = frozenset({"options", "to_act", "result", "time_control"})
SEAT_FIELDS = ["user_id", "name", "bot", "bot_level", "resigned", "to_act", "timeouts_in_a_row",
               "prompt_id", "turn_started_at", "clock_bank", "offered"]  # fmt: skip


def apply_table_event(
    game: Game, seats: dict[int, Seat], type_: str, data: dict, secret: dict | None, at: datetime
) -> None:
    """Fold one table (lifecycle) event into the in-memory rows."""
    if type_ == "GameCreated":
        game.kind = data["kind"]
        game.rules_version = data["rules_version"]
        game.options = data["options"]
        game.seat_count = data["seats"]
        game.public = data["public"]
        game.created_by_id = data.get("created_by")
        game.seed_sha256 = data["seed_sha256"]
        game.seed = (secret or {})["seed"]
        game.invite_code = (secret or {})["invite_code"]
        game.time_control = data.get("time_control") or {}
        game.rated = data.get("rated", True)
        game.part_of_id = data.get("part_of")
        game.status = GameStatus.OPEN
        game.created_at = at
        for n in range(game.seat_count):
            seats.setdefault(n, Seat(game=game, number=n))
    elif type_ == "SeatTaken":
        seat = seats[data["seat"]]
        seat.user_id, seat.name, seat.bot = data["user"], data["name"], False
    elif type_ == "BotSeated":
        seat = seats[data["seat"]]
        seat.user_id, seat.name, seat.bot = None, data["name"], True
        seat.bot_level = data.get("level", "easy")  # bots seated before levels: random
    elif type_ == "SeatVacated":
        seat = seats[data["seat"]]
        seat.user_id, seat.name, seat.bot, seat.bot_level = None, "", False, ""
    elif type_ == "GameStarted":
        game.status, game.started_at = GameStatus.ACTIVE, at
        deadlines.start_banks(game, seats)
    elif type_ == "SeatResigned":
        seats[data["seat"]].resigned = True
        if data.get("then") == "bot":
            seats[data["seat"]].bot = True
            seats[data["seat"]].bot_level = data.get("level", "easy")
    elif type_ == "SeatTimedOut":
        # The timeout's own rules events count as the seat's answer (note_answer resets
        # the run), so the event carries the run's length; older events just add one.
        seat = seats[data["seat"]]
        seat.timeouts_in_a_row = data.get("in_a_row", seat.timeouts_in_a_row + 1)
    elif type_ == "SeatHandedToBot":
        seats[data["seat"]].bot = True
        seats[data["seat"]].bot_level = data.get("level", "easy")
    elif type_ == "SeatTakenBack":
        seats[data["seat"]].bot, seats[data["seat"]].bot_level = False, ""
        seats[data["seat"]].timeouts_in_a_row = 0
        seats[data["seat"]].offered = False
    elif type_ == "SeatOffered":
        seats[data["seat"]].offered = True
    elif type_ == "SeatOfferWithdrawn":
        seats[data["seat"]].offered = False
    elif type_ == "SeatReplaced":
        seat = seats[data["seat"]]
        seat.user_id, seat.name, seat.bot = data["user"], data["name"], False
        seat.bot_level = ""
        seat.resigned, seat.offered, seat.timeouts_in_a_row = False, False, 0
    elif type_ == "ClockCharged":
        seats[data["seat"]].clock_bank = data["bank"]
    elif type_ == "GameFinished":
        game.status, game.result, game.finished_at = GameStatus.FINISHED, data["result"], at
    elif type_ == "GameAborted":
        game.status, game.finished_at = GameStatus.ABORTED, at


def note_answer(seats: dict[int, Seat], actor: int | None) -> None:
    """A seat that answered in person is no longer on a run of timeouts."""
    if actor is not None and actor in seats:
        seats[actor].timeouts_in_a_row = 0


def current_prompts(game: Game, rules: Rules, state: Any) -> dict[int, Any]:
    """The rules' prompts while the game is in play; nobody is asked anything otherwise.
    Asked again of the same state (states are never mutated), the game keeps the answer:
    a command's commit and its response ask of the state it left."""
    if game.status != GameStatus.ACTIVE:
        return {}
    kept = game.__dict__.get(_PROMPTS_KEPT)
    if kept is not None and kept[0] is state:
        return kept[1]
    prompts = rules.prompts(state)
    game.__dict__[_PROMPTS_KEPT] = (state, prompts)
    return prompts


_PROMPTS_KEPT = "_vitrine_prompts"  # on the Game instance, not a column


def refresh_turns(game: Game, seats: dict[int, Seat], asked: Mapping[int, Any]) -> None:
    """Who must act now: the seats asked something (``asked``: their prompts, or ids)."""
    acting = sorted(asked)
    game.to_act = acting
    for number, seat in seats.items():
        seat.to_act = number in acting


def seat_values(seats: dict[int, Seat]) -> dict[int, tuple]:
    """What each seat row holds now, to tell later which seats a command changed."""
    return {n: tuple(getattr(s, f) for f in SEAT_FIELDS) for n, s in seats.items()}


def _comparable(field: str, value: Any) -> Any:
    if field not in _JSON_FIELDS:
        return value
    try:
        return orjson.dumps(value, option=orjson.OPT_NON_STR_KEYS)
    except TypeError:
        return object()  # not comparable: always written


def game_values(game: Game) -> dict[str, Any]:
    """What the game row holds now, to tell later which columns a command changed."""
    return {f: _comparable(f, getattr(game, f)) for f in GAME_FIELDS}


def save(
    game: Game,
    seats: dict[int, Seat],
    *,
    expected_version: int | None = None,
    seats_before: dict[int, tuple] | None = None,
    game_before: dict[str, Any] | None = None,
) -> None:
    """Write the projection rows: the game's in one UPDATE (only if its version is still
    ``expected_version``, when given; StaleVersion otherwise) and the seats that are new
    or changed since ``seats_before`` (all of them without it). With ``game_before``
    (``game_values`` when the game was read) the UPDATE sets only the columns that changed
    and the version: a move changes three or four of twenty, and the others cost their
    preparing, their sending and (the JSON ones) their encoding each time."""
    before = seats_before or {}
    now = seat_values(seats)
    new = [s for s in seats.values() if s.pk is None]
    changed = [s for n, s in seats.items() if s.pk is not None and before.get(n) != now[n]]
    values = {f: getattr(game, f) for f in GAME_FIELDS}
    if game_before is not None:
        values = {f: v for f, v in values.items()
                  if f == "version" or _comparable(f, v) != game_before.get(f)}  # fmt: skip
    if connection.vendor == "postgresql":
        # One statement: the changed seats' UPDATEs ride along the game's as CTEs, and
        # in a command the whole goes with its events INSERT (games.rides).
        where = {"id": game.pk}
        if expected_version is not None:
            where["version"] = expected_version
        sql, params, ctes = _update_with_seats(where, values, changed)
        changed = []

        def check(ids: list[int]) -> None:  # once it has run
            if not ids:
                _stale(game, expected_version)

        rides.write(sql, params, check, ctes)
    else:
        rows = Game.objects.filter(pk=game.pk)  # built only here: a queryset is not free
        if expected_version is not None:
            rows = rows.filter(version=expected_version)
        if not rows.update(**values):
            _stale(game, expected_version)
    rides.insert(Seat, new)
    if len(changed) == 1:
        changed[0].save(update_fields=_SEAT_COLUMNS)
    elif changed:
        Seat.objects.bulk_update(changed, _SEAT_COLUMNS)


_SEAT_COLUMNS = [f for f in SEAT_FIELDS if f != "user_id"] + ["user"]


@functools.cache
def _update_text(model: type[Model], names: tuple[str, ...], where: tuple[str, ...]):
    """``UPDATE table SET name = %s, ... WHERE where = %s AND ...``, as the ORM writes it
    for plain fields, and the fields in order: written once per shape, not per command."""
    meta, qn = model._meta, connection.ops.quote_name
    fields = tuple(meta.get_field(name) for name in names)
    sets = ", ".join(f"{qn(f.column)} = %s" for f in fields)
    cond = " AND ".join(f"{qn(meta.get_field(w).column)} = %s" for w in where)
    return f"UPDATE {qn(meta.db_table)} SET {sets} WHERE {cond}", fields  # nosec B608


def _update_sql(model: type[Model], values: dict[str, Any], where: dict[str, Any]):
    """The UPDATE of ``model``'s rows matching ``where`` to ``values`` (SQL, parameters),
    each value prepared by its field as the ORM's ``update()`` prepares it."""
    sql, fields = _update_text(model, tuple(values), tuple(where))
    params = [_prepared(f, v) for f, v in zip(fields, values.values(), strict=True)]
    return sql, [*params, *where.values()]


def _prepared(field: Any, value: Any) -> Any:
    """``value`` as ``field`` prepares it for an UPDATE; a JSON value is written by orjson,
    not by Django's ``json.dumps`` (a finished game's result is some 15 kB: most of a
    rebuilt game's writing). jsonb keeps the value, not the text, so either text is the
    same row; a value orjson cannot write goes Django's way."""
    if value is None or (type(value) in _AS_THEY_ARE and not isinstance(field, JSONField)):
        return value  # what Django's preparing gives back for these, less its calls
    if not isinstance(field, JSONField) or field.encoder is not None:
        return field.get_db_prep_save(value, connection)
    try:
        return Jsonb(orjson.dumps(value, option=orjson.OPT_NON_STR_KEYS), dumps=_written)
    except TypeError:
        return field.get_db_prep_save(value, connection)


_AS_THEY_ARE = frozenset({int, str, bool})


def _written(text: bytes) -> bytes:
    """The JSON text of a ``Jsonb`` parameter, written already."""
    return text


def _update_with_seats(
    where: dict[str, Any], values: dict[str, Any], seats: list[Seat]
) -> tuple[str, list[Any], tuple[str, ...]]:
    """The UPDATE of the game (``where``: its id, and version) returning its id, with the
    UPDATEs of ``seats`` as CTEs (named for ``games.rides``): SQL, parameters, CTEs."""
    ctes, params = [], []
    for i, seat in enumerate(seats):
        sql, seat_params = _update_sql(Seat, {f: getattr(seat, f) for f in SEAT_FIELDS},
                                       {"id": seat.pk})  # fmt: skip
        ctes.append(f"{rides.OWN}s{i} AS ({sql})")
        params += seat_params
    sql, game_params = _update_sql(Game, values, where)
    return f'{sql} RETURNING "id"', [*params, *game_params], tuple(ctes)


def _stale(game: Game, expected_version: int | None) -> None:
    current = Game.objects.filter(pk=game.pk).values_list("version", flat=True).first()
    raise StaleVersion(expected_version or 0, current or 0)


def rebuild(game: Game) -> None:
    """Drop this game's projection rows and build them again from its events alone.

    Events are folded batch by batch (one command's events share their timestamp), and
    after each batch each seat's prompt and since when it owes it are noted as the live
    command does after its commit; the apps' replay watchers (``followers.register_replay``)
    see each batch as it is folded.
    Many games at once: ``rebuild_many``."""
    with transaction.atomic(savepoint=False):
        Seat.objects.filter(game=game).delete()
        rebuild_many([game])


def rebuild_many(games: Sequence[Game]) -> None:
    """``rebuild`` of ``games``, whose seats the caller deleted: their events read in one
    query, and their rows (each game's, its seats', its latest state's, the watchers')
    written together, a statement per ``rides.MOST_RIDES`` of them, not a round trip or
    two a game. The calendars are read once, after the fold, and only those of the people
    who owe an answer in the end (none at all when every game is over or waits on bots).
    Within the caller's transaction it adds no savepoint: a failure undoes them all
    anyway. The caller bounds their events: all are in memory at once."""
    streams = read_streams([game.pk for game in games])
    with transaction.atomic(savepoint=False), rides.collected() as waiting:
        folded = [_fold(game, streams.pop(game.pk)) for game in games]
        calendars = deadlines.calendars_owed([(game, seats) for game, seats, _, _ in folded])
        _write(folded, calendars)
        rides.send_together(waiting)


_created_at = attrgetter("created_at")  # a command's batch shares its time; no Python frame a row

# A game folded from its events: its row, its seats by number, its rules' state and the
# watchers that saw each batch.
Folded = tuple[Game, dict[int, Seat], Any, list[ReplayWatcher]]


def _fold(game: Game, rows: list[StoredRow]) -> Folded:
    """Fold ``rows``, the game's every event, into its rows in memory: the game, its seats
    (by number), the rules' state and the watchers that saw each batch."""
    seats: dict[int, Seat] = {}
    for field in ("result", "deadline", "started_at", "finished_at"):
        setattr(game, field, None)
    game.to_act = []
    game.time_control = {}
    rules = get_kind(game.kind)
    state = rules.initial_state()
    watchers = watch_replay(game)
    asked: Mapping[int, Any] = {}
    for at, group in groupby(rows, key=_created_at):
        batch = list(group)
        restarted: set[int] = set()
        for row in batch:
            if row.origin == TABLE_ORIGIN:
                apply_table_event(game, seats, row.type, row.data, row.secret, at)
                if row.type in RESTARTS_CLOCK:
                    restarted.add(row.data.get("seat"))
            else:
                note_answer(seats, row.actor)
        state = fold_rows(rules, batch, state)  # the rules see their own events only
        # Who is asked what, without the prompts' options and texts: nothing here
        # shows them, and building them was most of a played game's rebuild.
        asked = rules.prompt_ids(state) if game.status == ACTIVE else {}
        deadlines.note_turns(game, seats, asked, at, restarted)
        for watcher in watchers:
            watcher.batch(seats, batch, at, state)
    # Who must act is the last batch's alone (no history, unlike since when): set once.
    # A watcher reads who owes an answer from the prompts noted (``Seat.prompt_id``).
    refresh_turns(game, seats, asked)
    game.version = rows[-1].seq if rows else 0
    return game, seats, state, watchers


def _write(folded: Sequence[Folded], calendars: dict[int, PlayerCalendar]) -> None:
    """Hand the folded games' rows to the ``rides`` collected by the caller: their games',
    their seats', their latest states' (one statement each for them all, on PostgreSQL)
    and their watchers'. Only the last deadline stands, from the ``calendars`` read for
    those who owe an answer."""
    for game, seats, _, _ in folded:
        game.deadline = deadlines.deadline(game, seats, calendars)
    save_rebuilt([(game, seats) for game, seats, _, _ in folded])
    keep_latest_many([(game, get_kind(game.kind), state) for game, _, state, _ in folded])
    for _, _, _, watchers in folded:
        for watcher in watchers:
            watcher.done()


def save_rebuilt(games: Sequence[tuple[Game, dict[int, Seat]]]) -> None:
    """``save`` of rebuilt games, whose seats are all new (the caller deleted the old). On
    PostgreSQL one UPDATE of every game's row and one INSERT of every seat, an array a
    column: the same two statements whatever the games and however many (prepared and
    planned once, where a statement a game was planned anew with each set of games). A
    game's row already as rebuilt is left as it is."""
    if connection.vendor != "postgresql" or not games:
        for game, seats in games:
            save(game, seats)
        return
    sql, fields = _update_many_text()
    columns = [[game.pk for game, _ in games]]
    columns += [[_prepared(f, getattr(game, f.attname)) for game, _ in games] for f in fields]
    rides.write(sql, columns)
    rides.insert(Seat, [seat for _, seats in games for seat in seats.values()])


@functools.cache
def _update_many_text() -> tuple[str, tuple[Any, ...]]:
    """``UPDATE games_game ... FROM UNNEST(arrays)`` of ``GAME_FIELDS`` by id, skipping the
    rows that hold those values already, and the fields in order. The arrays go in binary
    (``%b``): psycopg writes an array of text by escaping each quote of each element in
    Python, and a finished game's result has thousands."""
    meta, qn = Game._meta, connection.ops.quote_name
    fields = tuple(meta.get_field(name) for name in GAME_FIELDS)
    arrays = ", ".join(f"%b::{f.db_type(connection)}[]" for f in fields)
    names = [qn(f.column) for f in fields]
    mine, theirs = ", ".join(f"g.{n}" for n in names), ", ".join(f"v.{n}" for n in names)
    sql = (
        f"UPDATE {qn(meta.db_table)} AS g SET {', '.join(f'{n} = v.{n}' for n in names)} "  # nosec B608 - the model's names
        f"FROM UNNEST(%b::{meta.pk.rel_db_type(connection)}[], {arrays}) "
        f"AS v(id, {', '.join(names)}) WHERE g.id = v.id "
        f"AND ({mine}) IS DISTINCT FROM ({theirs}) RETURNING g.id"
    )
    return sql, fields
