"""The rating rows, kept live by a games follower and rebuilt from the events.

Live: in the transaction of a game's last event (GameFinished among the rows), the game's
facts (``finished_games``) go through ``leagues.ratings.apply_game`` and the players' rows
and history points are written. Rebuild: every finished game's ``GameFinished`` event, in
the order of its id, replayed from nothing through the same function.

Why that order equals the live one: the follower locks the game's players' rating rows
(creating missing ones first, ``ON CONFLICT DO NOTHING``, which waits for a concurrent
creator) before the command inserts its events. A second game sharing a rated player in the
same kind waits for the first to commit, so its events, GameFinished included, get higher
ids. Games that share no rated player in a kind touch no common row, and their order
changes nothing. On SQLite writers are serial, so id order is commit order anyway.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from datetime import datetime
from itertools import groupby, islice
from typing import Any

from django.db import transaction

from games.models import Event, Game, Origin
from leagues.finished_games import SEAT_EVENTS, finished_game
from leagues.models import PlayerRating, RatingPoint
from leagues.ratings import (
    RATINGS_VERSION,
    HistoryPoint,
    RatedGame,
    Rating,
    RatingError,
    apply_game,
    never_rated,
    ordinal,
    rated_game,
    replay,
)

log = logging.getLogger(__name__)
CHUNK = 500  # games read per query when rebuilding


def rated(game_id: int, at: datetime, table_events: Iterable[tuple[str, Mapping[str, Any]]],
          result: Mapping[str, Any]) -> RatedGame | None:  # fmt: skip
    """The game as ratings take it, or None when it is not rated (or cannot be: logged)."""
    facts = finished_game(table_events, result)
    try:
        return rated_game(str(game_id), at, facts)
    except RatingError:  # the platform allows no one two seats; never fail a game's end
        log.exception("game %s cannot be rated", game_id)
        return None


def follow(game: Game, rows: Sequence[Event]) -> None:
    """Games follower: rate the game in the transaction of its last event."""
    finished = next((row for row in rows if row.type == "GameFinished"), None)
    if finished is None:
        return
    if never_rated(game.rated, game.seat_count):
        # The game row tells it: the stream is not read (a read would send the command's
        # writes alone first).
        return
    stored = Event.objects.filter(game=game, origin=Origin.TABLE, type__in=SEAT_EVENTS)
    events = list(stored.order_by("seq").values_list("type", "data"))
    events += [(row.type, row.data) for row in rows if row.origin == Origin.TABLE]
    record = rated(game.pk, finished.created_at, events, finished.data.get("result") or {})
    if record is not None:
        _apply(record)


def _apply(record: RatedGame) -> None:
    users = sorted(int(player) for player, _ in record.finishing)
    PlayerRating.objects.bulk_create(
        [_row(user, record.kind, Rating()) for user in users], ignore_conflicts=True
    )
    rows = {
        row.user_id: row
        for row in PlayerRating.objects.select_for_update()
        .filter(kind=record.kind, user_id__in=users)
        .order_by("user_id")
    }
    before = {str(u): Rating(r.mu, r.sigma, r.games) for u, r in rows.items()}
    after, points = apply_game(before, record)
    for player, rating in after.items():
        _fill(rows[int(player)], rating)
    PlayerRating.objects.bulk_update(
        list(rows.values()), ["mu", "sigma", "games", "ordinal", "ratings_version"]
    )
    RatingPoint.objects.bulk_create([_point(p, record.kind, pt) for p, pt in points])


def _row(user: int, kind: str, rating: Rating) -> PlayerRating:
    return _fill(PlayerRating(user_id=user, kind=kind), rating)


def _fill(row: PlayerRating, rating: Rating) -> PlayerRating:
    row.mu, row.sigma, row.games = rating.mu, rating.sigma, rating.games
    row.ordinal, row.ratings_version = ordinal(rating), RATINGS_VERSION
    return row


def _point(player: str, kind: str, point: HistoryPoint) -> RatingPoint:
    r = point.rating
    return RatingPoint(user_id=int(player), kind=kind, game_id=int(point.game), at=point.at,
                       mu=r.mu, sigma=r.sigma, ordinal=point.ordinal, games=r.games)  # fmt: skip


def rated_games() -> Iterator[RatedGame]:
    """Every rated game from the events alone, in the order they were rated live."""
    finished = Event.objects.filter(game__isnull=False, type="GameFinished").order_by("id")
    ends = finished.values_list("game_id", "created_at", "data").iterator(chunk_size=CHUNK)
    while chunk := list(islice(ends, CHUNK)):
        tables = Event.objects.filter(
            game_id__in=[g for g, _, _ in chunk], origin=Origin.TABLE, type__in=SEAT_EVENTS
        )
        by_game = {
            game: [(type_, data) for _, type_, data in rows]
            for game, rows in groupby(
                tables.order_by("game_id", "seq").values_list("game_id", "type", "data"),
                key=lambda row: row[0],
            )
        }
        for game, at, data in chunk:
            record = rated(game, at, by_game.get(game, []), (data or {}).get("result") or {})
            if record is not None:
                yield record


def rebuild(say: Callable[[str], None]) -> None:
    """Drop every rating row and history point and replay the rated games from nothing."""
    games = list(rated_games())
    done = replay(games)
    with transaction.atomic():
        RatingPoint.objects.all().delete()
        PlayerRating.objects.all().delete()
        PlayerRating.objects.bulk_create(
            [_row(int(player), kind, rating)
             for kind, ratings in done.ratings.items() for player, rating in ratings.items()],
            batch_size=1000,
        )  # fmt: skip
        RatingPoint.objects.bulk_create(
            [_point(player, kind, point)
             for kind, players in done.history.items()
             for player, points in players.items() for point in points],
            batch_size=1000,
        )  # fmt: skip
    players = sum(len(ratings) for ratings in done.ratings.values())
    say(f"{len(games)} rated games replayed, {players} ratings.")
