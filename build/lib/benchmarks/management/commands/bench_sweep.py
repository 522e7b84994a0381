"""``manage.py bench_sweep``: the deadline sweep at scale on PostgreSQL. Fills a fresh
database with N running games of which a share is overdue (each overdue one a real
two-player game, cloned from one played through the services), shows the plan of the
sweep's claim query and how long finding the overdue games takes, then times two worker
processes sweeping them all out. Not part of CI (it writes a million rows)."""

from __future__ import annotations

import subprocess  # nosec B404 - starts our own sweep processes
import sys
import time

from django.contrib.auth import get_user_model
from django.core.management import call_command
from django.core.management.base import BaseCommand, CommandError
from django.db import connection, transaction
from django.utils import timezone

from games import services
from games.deadlines.sweep import _claim
from games.models import Game, GameStatus, Seat

SWEEP = ("import django; django.setup(); from games.deadlines.sweep import deadlines_sweep\n"
         "while deadlines_sweep(): pass")  # fmt: skip


class Command(BaseCommand):
    help = "Measure the deadline sweep with many running games (PostgreSQL only)."

    def add_arguments(self, parser):
        parser.add_argument("--games", type=int, default=1_000_000)
        parser.add_argument("--overdue", type=float, default=0.01, help="Share overdue.")
        parser.add_argument("--workers", type=int, default=2)

    def handle(self, *args, games, overdue, workers, **options):
        if connection.vendor != "postgresql":
            raise CommandError("Run it on PostgreSQL (DATABASE_URL), on a database of its own.")
        call_command("migrate", verbosity=0)
        if Game.objects.exists():
            raise CommandError("The database has games already: give it an empty one.")
        late = int(games * overdue)
        self.stdout.write(f"Filling {games:,} running games, {late:,} of them overdue...")
        t0 = time.perf_counter()
        template = self.template_game()
        self.fill(template, games - 1, late)
        self.stdout.write(f"  filled in {time.perf_counter() - t0:.0f} s")
        with connection.cursor() as cur:
            cur.execute("ANALYZE games_game")
        now = timezone.now()
        query = Game.objects.filter(status=GameStatus.ACTIVE, deadline__lte=now)
        claim = query.select_for_update(skip_locked=True).order_by("deadline", "pk")[:1]
        with transaction.atomic():
            plan = claim.explain(analyze=True)
        self.stdout.write("The sweep's claim query:\n" + plan)
        t0 = time.perf_counter()
        found = len(list(query.values_list("pk", flat=True)))
        self.stdout.write(f"Finding all {found:,} overdue games: "
                          f"{(time.perf_counter() - t0) * 1000:.1f} ms")  # fmt: skip
        t0 = time.perf_counter()
        with transaction.atomic():
            _claim(now, set())
        self.stdout.write(f"Claiming the first one: {(time.perf_counter() - t0) * 1000:.1f} ms")
        t0 = time.perf_counter()
        procs = [subprocess.Popen([sys.executable, "-c", SWEEP])  # nosec B603 - our own code
                 for _ in range(workers)]  # fmt: skip
        for proc in procs:
            proc.wait()
        took = time.perf_counter() - t0
        left = Game.objects.filter(status=GameStatus.ACTIVE, deadline__lte=now).count()
        self.stdout.write(f"{workers} workers timed out {found - left:,} games in {took:.1f} s "
                          f"({(found - left) / took:,.0f} games/s); {left} left overdue.")  # fmt: skip

    def template_game(self) -> Game:
        users = [get_user_model().objects.create_user(f"sweeper{i}", f"s{i}@example.org")
                 for i in range(2)]  # fmt: skip
        game = services.game_create(user=users[0], kind="menagerie", seats=2)
        return services.game_join(user=users[1], game_id=game.pk)

    def fill(self, template: Game, count: int, late: int) -> None:
        """Clone the template: ``late`` overdue games with its seats and events (they are
        timed out for real), and the rest due next week (never loaded by the sweep)."""
        columns = [f.column for f in Game._meta.concrete_fields if f.column not in
                   ("id", "invite_code", "deadline")]  # fmt: skip
        cols = ", ".join(columns)
        with connection.cursor() as cur:
            cur.execute(
                f"INSERT INTO games_game ({cols}, invite_code, deadline) "  # nosec B608
                f"SELECT {cols}, md5(random()::text || g), "
                "CASE WHEN g <= %s THEN now() - interval '1 hour' "
                "ELSE now() + interval '7 days' END "
                "FROM games_game, generate_series(1, %s) AS g WHERE id = %s",
                [late, count, template.pk],
            )
            seat_cols = [f.column for f in Seat._meta.concrete_fields
                         if f.column not in ("id", "game_id")]  # fmt: skip
            sc = ", ".join(seat_cols)
            cur.execute(
                f"INSERT INTO games_seat (game_id, {sc}) SELECT g.id, {', '.join('s.' + c for c in seat_cols)} "  # nosec B608
                "FROM games_game g JOIN games_seat s ON s.game_id = %s "
                "WHERE g.id <> %s AND g.deadline < now()",
                [template.pk, template.pk],
            )
            cur.execute(
                "INSERT INTO games_event (game_id, seq, origin, type, schema, data, secret, "
                "secret_to, actor, created_at) SELECT g.id, e.seq, e.origin, e.type, e.schema, "
                "e.data, e.secret, e.secret_to, e.actor, e.created_at FROM games_game g "
                "JOIN games_event e ON e.game_id = %s WHERE g.id <> %s AND g.deadline < now()",
                [template.pk, template.pk],
            )
