from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence

from django.core.management.base import BaseCommand
from django.db import connection, transaction

from games.followers import rebuilders
from games.models import Game, Seat
from games.projections import rebuild_many
from games.store import games_after, games_after_sql
from shared.collector import gc_paused

CHUNK = 200  # games per transaction: one commit per game was most of the time on PostgreSQL
EVENTS = 20_000  # events read at once, at most (more when one game has more)


class Command(BaseCommand):
    help = (
        "Drop the game summaries and seats, and the projections of the apps around the games "
        "(organised play's standings and ratings), and rebuild them from the events alone."
    )

    def add_arguments(self, parser):
        parser.add_argument("--game", type=int, action="append", help="Only these game ids.")

    def handle(self, *args, game=None, **options):
        only = sorted(set(game or ()))
        total, done, after = None, 0, 0
        while True:
            with gc_paused(), transaction.atomic():
                chunk = begin_chunk(after, CHUNK, only)
                # A first chunk not full is all there is: counted without asking.
                if total is None:
                    total = len(chunk) if len(chunk) < CHUNK else games_count(only)
                lengths = {row.pk: row.stream_length for row in chunk}
                for games in by_events(chunk, lengths, EVENTS):
                    rebuild_many(games)
            if chunk:
                done += len(chunk)
                self.stdout.write(f"\r{done}/{total} games rebuilt", ending="")
            if len(chunk) < CHUNK:
                break
            after = chunk[-1].pk
        self.stdout.write(self.style.SUCCESS(f"\nRebuilt the projections of {total or 0} games."))
        if game:
            return  # the rebuilds read every game: a partial run leaves them alone
        for name, rebuild_app in rebuilders().items():
            rebuild_app(lambda words, name=name: self.stdout.write(f"{name}: {words}"))
            self.stdout.write(self.style.SUCCESS(f"Rebuilt {name}."))


def begin_chunk(after: int, size: int, only: Sequence[int] = ()) -> list[Game]:
    """The start of a chunk's transaction: its games, the first ``size`` by id after
    ``after`` (those of ``only``, if any), each with its id and kind only (every other
    column comes from its events) and its events' count (``stream_length``); and their
    seats deleted (the rebuild inserts them anew). On PostgreSQL the chunk's commit does not
    wait for its WAL to reach the disk (``synchronous_commit`` off, for this transaction
    only): what it writes is rebuilt from the events, so a crash in the moment after loses
    nothing a second run would not rebuild, and the next commit that waits (any move's)
    flushes it anyway. All three in one statement (a DELETE in a WITH always runs): a
    chunk is read within its own transaction, after the last id of the one before, not by
    a cursor held open across the chunks' commits."""
    if connection.vendor != "postgresql":
        rows = games_after(after, size, only)
        Seat.objects.filter(game_id__in=[pk for pk, _, _ in rows]).delete()
    else:
        sql, params = games_after_sql(after, size, only)
        with connection.cursor() as cur:
            cur.execute(
                f"WITH chunk AS ({sql}), "  # nosec B608 - games_after_sql's placeholders
                "gone AS (DELETE FROM games_seat WHERE game_id IN (SELECT id FROM chunk)) "
                "SELECT id, kind, length, set_config('synchronous_commit', 'off', true) "
                "FROM chunk ORDER BY id",
                params,
            )
            rows = [row[:3] for row in cur.fetchall()]
    chunk = []
    for pk, kind, length in rows:
        game = Game.from_db(connection.alias, ["id", "kind"], (pk, kind))
        game.stream_length = length
        chunk.append(game)
    return chunk


def games_count(only: Sequence[int]) -> int:
    games = Game.objects.all()
    return (games.filter(pk__in=only) if only else games).count()


def by_events(games: list[Game], lengths: Mapping[int, int], most: int) -> Iterator[list[Game]]:
    """``games`` in runs of at most ``most`` events between them (``lengths``: each game's
    count, from its events; a game longer than that alone): what one read holds in
    memory."""
    run: list[Game] = []
    events = 0
    for game in games:
        if run and events + lengths[game.pk] > most:
            yield run
            run, events = [], 0
        run.append(game)
        events += lengths[game.pk]
    if run:
        yield run
