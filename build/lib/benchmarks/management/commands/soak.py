from __future__ import annotations

import tempfile
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

from benchmarks.soak.audit import audit_run
from benchmarks.soak.players import race, set_up
from benchmarks.soak.server import Gunicorn
from games.models import Event


def _ms(values: list[float], q: float) -> str:
    if not values:
        return "-"
    ordered = sorted(values)
    return f"{ordered[min(int(len(ordered) * q), len(ordered) - 1)] * 1000:.0f} ms"


class Command(BaseCommand):
    help = (
        "Soak: N client threads race each other on shared games of every kind through real "
        "gunicorn workers on PostgreSQL for a bounded time, then every game is audited "
        "(replay = API state, no sequence gaps, every 409 a real race, no 500). Creates "
        "accounts soak-<tag>-<n> and their games in the configured database."
    )

    def add_arguments(self, parser):
        parser.add_argument("--clients", type=int, default=4, help="racing client threads")
        parser.add_argument("--seconds", type=float, default=20.0, help="how long they race")
        parser.add_argument("--games-per-kind", type=int, default=1)
        parser.add_argument("--workers", type=int, default=2, help="gunicorn workers")
        parser.add_argument("--url", default=None, help="a running server on this database "
                            "(http://127.0.0.1:8000) instead of starting gunicorn")  # fmt: skip

    def handle(self, *args, clients, seconds, games_per_kind, workers, url, **options):
        if not 1 <= clients <= 64 or not 0 < seconds <= 3600 or not 1 <= games_per_kind <= 20:
            raise CommandError("Use 1-64 clients, 1-3600 seconds and 1-20 games per kind.")
        if url is None and connection.vendor != "postgresql":
            raise CommandError("The soak runs on PostgreSQL: set DATABASE_URL=postgres://...")
        executor = MigrationExecutor(connection)
        if executor.migration_plan(executor.loader.graph.leaf_nodes()):
            raise CommandError("The database has unapplied migrations: run manage.py migrate.")
        server = None
        if url is None:
            log = Path(tempfile.mkstemp(prefix="vitrine-soak-", suffix=".log")[1])
            server = Gunicorn(workers, log)
            try:
                server.start()
            except RuntimeError as err:
                raise CommandError(str(err)) from None
            url = server.url
        try:
            self._soak(url, clients, seconds, games_per_kind, workers if server else None)
        except RuntimeError as err:  # the setup was refused: say why, and where to look
            where = f"; the server's log: {server.log}" if server else ""
            raise CommandError(f"{err}{where}") from None
        finally:
            if server is not None:
                server.stop()

    def _soak(self, url, clients, seconds, games_per_kind, workers) -> None:
        out = self.stdout.write
        where = f"{workers} gunicorn workers at {url}" if workers else url
        out(f"soak: {clients} clients for {seconds:g} s against {where}, "
            f"database {connection.settings_dict['NAME']} ({connection.vendor})")  # fmt: skip
        tables, tag = set_up(url, games_per_kind)
        first_event = Event.objects.order_by("-id").values_list("id", flat=True).first() or 0
        kinds = sorted({t.kind for t in tables})
        out(f"games: {len(tables)} ({', '.join(kinds)}), players soak-{tag}-*")
        record = race(url, tables, clients, seconds)

        accepted, conflicts = record.of("accepted"), record.of("conflict")
        refused, errors = record.of("refused"), record.of("error")
        throttled, reads = record.of("throttled"), record.of("read")
        moves = accepted + conflicts + refused + throttled + [e for e in errors if e.sent_version
                                                              is not None]  # fmt: skip
        out(f"requests: {len(reads) + len(moves)} ({len(reads)} reads, {len(moves)} moves); "
            f"moves accepted {len(accepted)} ({sum(o.cached for o in accepted)} from an "
            f"earlier read), 409s {len(conflicts)} ({sum(o.cached for o in conflicts)} from an "
            f"earlier read), refused {len(refused)}, throttled {len(throttled)}, "
            f"errors {len(errors)}")  # fmt: skip
        move_s = [o.seconds for o in moves]
        all_s = move_s + [o.seconds for o in reads]
        out(f"latency: moves p50 {_ms(move_s, 0.5)}, p99 {_ms(move_s, 0.99)}; "
            f"all requests p50 {_ms(all_s, 0.5)}, p99 {_ms(all_s, 0.99)}")  # fmt: skip
        finished = sum(t.finished for t in tables)
        audit = audit_run(url, tables, record, first_event)
        out(f"audit: {audit.games} games ({finished} finished) replayed from {audit.events} "
            f"events, {audit.views} seat and spectator states compared with the API, "
            f"{audit.batches} commands committed in the race")  # fmt: skip
        for detail in sorted({o.detail for o in refused})[:3]:
            out(f"  refused (changes nothing): {detail}")
        problems = audit.problems + [f"error: {o.detail}" for o in errors[:20]]
        if problems:
            for p in problems:
                out(f"  PROBLEM {p}")
            raise CommandError(f"soak failed: {len(problems)} problem(s)")
        out("soak: OK (no gaps, no duplicates, replay = API, every 409 a real race, no 5xx)")
