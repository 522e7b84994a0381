"""``manage.py bench_ratings --games N --players P``: ratings at scale. Fills an empty
database with P players and N finished games of 2 to 6 of them (one in ten with a tie),
written as the events a finished game leaves (GameCreated, SeatTaken, GameStarted,
GameFinished: all ratings read), then times the ratings' rebuild from those events, a
leaderboard page and the reliability and pace of a page of players (each with 100 prompt
records). Not part of CI."""

from __future__ import annotations

import random
import time
from datetime import timedelta

from django.contrib.auth import get_user_model
from django.core.management import call_command
from django.core.management.base import BaseCommand, CommandError
from django.db import transaction
from django.utils import timezone

from games.models import Event, Game, GameStatus, Origin
from leagues import rating_rows
from leagues.models import PlayerRating, PromptRecord
from leagues.player_ratings import board, figures_of

KIND = "menagerie"


class Command(BaseCommand):
    help = "Measure the ratings' rebuild and reads with many finished games."

    def add_arguments(self, parser):
        parser.add_argument("--games", type=int, default=10_000)
        parser.add_argument("--players", type=int, default=500)
        parser.add_argument("--seed", type=int, default=1)

    def handle(self, *args, games, players, seed, **options):
        call_command("migrate", verbosity=0)
        if Game.objects.exists():
            raise CommandError("The database has games already: give it an empty one.")
        rng = random.Random(seed)  # nosec B311 - made-up games, not secrets
        t0 = time.perf_counter()
        users = self.fill(rng, games, players)
        self.stdout.write(f"Filled {games:,} finished games of {players:,} players in "
                          f"{time.perf_counter() - t0:.1f} s")  # fmt: skip
        t0 = time.perf_counter()
        rating_rows.rebuild(lambda words: self.stdout.write(f"  {words}"))
        took = time.perf_counter() - t0
        self.stdout.write(f"Ratings rebuilt from the events in {took:.2f} s "
                          f"({took / games * 1e6:.0f} µs a game)")  # fmt: skip
        t0 = time.perf_counter()
        rows = board(KIND, limit=50)
        self.stdout.write(f"A leaderboard page of 50 (of {PlayerRating.objects.count():,} "
                          f"ratings): {(time.perf_counter() - t0) * 1000:.1f} ms")  # fmt: skip
        page = [row.user_id for row in rows]
        self.prompts(rng, page)
        t0 = time.perf_counter()
        figures_of(page)
        self.stdout.write(f"Reliability and pace of those 50 (100 prompts each): "
                          f"{(time.perf_counter() - t0) * 1000:.1f} ms")  # fmt: skip
        del users

    def fill(self, rng: random.Random, games: int, players: int) -> list[int]:
        model = get_user_model()
        model.objects.bulk_create(
            [model(username=f"rated{i}", email=f"rated{i}@example.org") for i in range(players)]
        )
        users = list(
            model.objects.filter(username__startswith="rated").values_list("pk", flat=True)
        )
        start = timezone.now() - timedelta(days=365)
        for first in range(0, games, 1000):
            with transaction.atomic():
                rows, events = [], []
                for n in range(first, min(first + 1000, games)):
                    at = start + timedelta(minutes=n)
                    seats = rng.randint(2, 6)
                    rows.append(Game(kind=KIND, seat_count=seats, status=GameStatus.FINISHED,
                                     seed="x", seed_sha256="x", created_at=at, finished_at=at))  # fmt: skip
                Game.objects.bulk_create(rows)
                for game in rows:
                    events += self.events(rng, game, rng.sample(users, game.seat_count))
                Event.objects.bulk_create(events, batch_size=2000)
        return users

    def events(self, rng: random.Random, game: Game, seated: list[int]) -> list[Event]:
        places = list(range(1, len(seated) + 1))
        if rng.random() < 0.1:
            places[1] = places[0]  # a tie for first
        table = [("GameCreated", {"kind": KIND, "seats": len(seated), "rated": True})]
        table += [
            ("SeatTaken", {"seat": n, "user": u, "name": f"P{u}"}) for n, u in enumerate(seated)
        ]
        table += [("GameStarted", {}),
                  ("GameFinished", {"result": {"ranks": {str(n): p for n, p in enumerate(places)}}})]  # fmt: skip
        return [Event(game=game, seq=i + 1, origin=Origin.TABLE, type=type_, data=data,
                      created_at=game.finished_at) for i, (type_, data) in enumerate(table)]  # fmt: skip

    def prompts(self, rng: random.Random, users: list[int]) -> None:
        game = Game.objects.first()
        start = timezone.now() - timedelta(days=100)
        records = []
        for user in users:
            for n in range(100):
                at = start + timedelta(hours=n)
                late = rng.random() < 0.05
                records.append(PromptRecord(user_id=user, game=game, seat=0, prompted_at=at,
                                            timed_out=late, settled=True,
                                            answered_at=None if late else at + timedelta(hours=rng.random() * 48)))  # fmt: skip
        PromptRecord.objects.bulk_create(records)
