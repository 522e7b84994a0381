from __future__ import annotations

import statistics
import time

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError
from django.db import connection

from games import services
from games.bots import bot_loop
from games.engine import IllegalAction, get_kind
from games.models import Game


class Command(BaseCommand):
    help = (
        "Benchmark the full command path on the configured database: bots play whole games, "
        "each move one transaction (load with snapshots, decide, append, project, followers). "
        "Creates games owned by the user 'bench'."
    )

    def add_arguments(self, parser):
        parser.add_argument("kind")
        parser.add_argument("--games", type=int, default=5)
        parser.add_argument("--players", type=int, default=None)

    def handle(self, *args, kind, games, players, **options):
        try:
            rules = get_kind(kind)
        except IllegalAction as err:
            raise CommandError(err.message) from None
        seats = players or max(rules.min_players, min(3, rules.max_players))
        user, _ = get_user_model().objects.get_or_create(username="bench")
        latencies: list[float] = []
        started = time.perf_counter()
        for _ in range(games):
            with bot_loop():
                # Easy bots: this measures the command path, not the bots' thinking.
                game = services.game_create(user=user, kind=kind, seats=seats, join=False,
                                            bot_levels=["easy"] * seats)  # fmt: skip
                while True:
                    t0 = time.perf_counter()
                    if services.game_bot_move(game_id=game.pk) is None:
                        break
                    latencies.append(time.perf_counter() - t0)
            if Game.objects.get(pk=game.pk).status != "finished":
                raise CommandError(f"game {game.pk} did not finish")
        elapsed = time.perf_counter() - started
        latencies.sort()
        p95 = latencies[int(len(latencies) * 0.95)]
        self.stdout.write(
            f"{kind}, {seats} players, {games} games on {connection.vendor}: "
            f"{len(latencies)} moves in {elapsed:.1f} s = {len(latencies) / elapsed:,.0f} moves/s; "
            f"per move median {statistics.median(latencies) * 1000:.1f} ms, "
            f"p95 {p95 * 1000:.1f} ms"
        )
