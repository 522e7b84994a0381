from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence

from django.core.management.base import BaseCommand
from django.db import connection, transaction

from games.followers import rebuilders
from games.models import Game, Seat
from games.projections import rebuild_many
from games.store import games_after
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
        total, done = None, 0
        for chunk in chunks(only, CHUNK):
            # A first chunk not full is all there is: counted without asking.
            if total is None:
                total = len(chunk) if len(chunk) < CHUNK else games_count(only)
            lengths = {row.pk: row.stream_length for row in chunk}
            with gc_paused(), transaction.atomic():
                begin_chunk([row.pk for row in chunk])
                for games in by_events(chunk, lengths, EVENTS):
                    rebuild_many(games)
            done += len(chunk)
            self.stdout.write(f"\r{done}/{total} games rebuilt", ending="")
        self.stdout.write(self.style.SUCCESS(f"\nRebuilt the projections of {total or 0} games."))
        if game:
            return  # the rebuilds read every game: a partial run leaves them alone
        for name, rebuild_app in rebuilders().items():
            rebuild_app(lambda words, name=name: self.stdout.write(f"{name}: {words}"))
            self.stdout.write(self.style.SUCCESS(f"Rebuilt {name}."))


def begin_chunk(game_ids: list[int]) -> None:
    """The start of a chunk's transaction: its games' seats deleted (one statement, not one
    per game; the rebuild inserts them anew). On PostgreSQL the chunk's commit does not
    wait for its WAL to reach the disk (``synchronous_commit`` off, for this transaction
    only): what it writes is rebuilt from the events, so a crash in the moment after loses
    nothing a second run would not rebuild, and the next commit that waits (any move's)
    flushes it anyway. Both in one statement, the same text for any chunk (prepared once):
    a DELETE in a WITH always runs, and the SELECT sets the setting."""
    if connection.vendor != "postgresql":
        Seat.objects.filter(game_id__in=game_ids).delete()
        return
    with connection.cursor() as cur:
        cur.execute(_BEGIN_CHUNK, [game_ids])


_BEGIN_CHUNK = (
    "WITH gone AS (DELETE FROM games_seat WHERE game_id = ANY(%s)) "
    "SELECT set_config('synchronous_commit', 'off', true)"
)


def chunks(only: Sequence[int], size: int) -> Iterator[list[Game]]:
    """The games (those of ``only``, if any) ``size`` at a time by id, each with its events'
    count (``stream_length``): a statement a chunk, after the last id of the one before,
    not a cursor held open across the chunks' commits. Each game holds its id and kind
    only: every other column comes from its events (reading them, a finished game's result
    of some 15 kB decoded, was half the chunk's statement)."""
    after = 0
    while True:
        rows = games_after(after, size, only)
        chunk = []
        for pk, kind, length in rows:
            game = Game.from_db(connection.alias, ["id", "kind"], (pk, kind))
            game.stream_length = length
            chunk.append(game)
        if chunk:
            yield chunk
        if len(chunk) < size:
            return
        after = chunk[-1].pk


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
