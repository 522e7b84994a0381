"""``manage.py bench``: every figure of the move path and the event store beside its
reference, on PostgreSQL and on SQLite, each on a fresh database; prints the table and
writes ``figures.json``, ``table.md`` and ``ratios.png`` to a folder it names."""

from __future__ import annotations

import json
import os
import subprocess  # nosec B404 - runs our own benchmark module
import sys
import time
from pathlib import Path
from urllib.parse import urlsplit

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from benchmarks import report

DEFAULT_PG = "postgres://postgres@127.0.0.1:5432/vitrine_bench"
DEFAULT_CACHE = "redis://127.0.0.1:6379/13"


class Command(BaseCommand):
    help = ("Benchmark the move path and the event store beside their references (floor "
            "endpoint, raw driver, the eventsourcing library) on PostgreSQL and SQLite. "
            "Needs the bench extras: pip install -e '.[bench]'.")  # fmt: skip

    def add_arguments(self, parser):
        parser.add_argument("--pg", default=DEFAULT_PG,
                            help="PostgreSQL URL; the database is dropped and made anew.")  # fmt: skip
        parser.add_argument("--cache", default=None,
                            help="CACHE_URL of the PostgreSQL run (the rate limits' counters): "
                            f"production's Redis, by default CACHE_URL or {DEFAULT_CACHE}.")  # fmt: skip
        parser.add_argument("--only", choices=["postgresql", "sqlite"])
        parser.add_argument("--seconds", type=float, default=2.0, help="Length of a slice.")
        parser.add_argument("--slices", type=int, default=3, help="Slices per figure.")
        parser.add_argument("--out", default=None, help="Folder for the results.")

    def handle(self, *args, pg, cache, only, seconds, slices, out, **options):
        try:
            import eventsourcing  # noqa: F401
        except ImportError:
            raise CommandError("The benchmark compares with the eventsourcing library: "
                               "pip install -e '.[bench]' first.") from None  # fmt: skip
        folder = Path(out or settings.VAR_DIR / "bench" / time.strftime("%Y%m%d-%H%M%S"))
        folder.mkdir(parents=True, exist_ok=True)
        targets = []
        # PostgreSQL as production runs it, with the rate limits' counters in Redis; SQLite
        # as a checkout runs it, on its embedded defaults (this process's memory).
        if only in (None, "postgresql"):
            cache_url = self.redis(cache)  # before the database is dropped
            targets.append(("postgresql", self.fresh_pg(pg), cache_url))
        if only in (None, "sqlite"):
            path = folder / "bench.sqlite3"
            for leftover in folder.glob("bench.sqlite3*"):
                leftover.unlink()
            targets.append(("sqlite", f"sqlite:///{path}", "locmem://"))
        figures = []
        started = time.monotonic()
        for name, url, cache_url in targets:
            self.stdout.write(f"{name}: {url}, cache {cache_url}")
            result = folder / f"{name}.json"
            env = {**os.environ, "DATABASE_URL": url, "DJANGO_SETTINGS_MODULE": "benchmarks.settings",
                   "VITRINE_VAR_DIR": str(folder / "var"), "CACHE_URL": cache_url}  # fmt: skip
            done = subprocess.run(  # nosec B603 - our own module, our own arguments
                [sys.executable, "-m", "benchmarks.run", str(result), str(seconds), str(slices),
                 str(folder)], env=env, cwd=settings.BASE_DIR, check=False,
            )  # fmt: skip
            if done.returncode:
                raise CommandError(f"The {name} run failed; its output is above.")
            figures.append(json.loads(result.read_text()))
        text = report.table(figures)
        (folder / "figures.json").write_text(json.dumps(figures, indent=2))
        (folder / "table.md").write_text(text)
        chart = report.chart(figures, folder / "ratios.png")
        self.stdout.write(text)
        self.stdout.write(f"Took {time.monotonic() - started:.0f} s. Results: {folder}/ "
                          f"(figures.json, table.md{', ratios.png' if chart else ''})")  # fmt: skip

    def redis(self, url: str | None) -> str:
        """The cache of the PostgreSQL run: ``url``, else CACHE_URL, else Redis on this
        machine; refused unless it answers (a run on another cache would not be
        production's, and its figures not comparable)."""
        import redis

        url = url or os.environ.get("CACHE_URL") or DEFAULT_CACHE
        if not url.startswith(("redis://", "rediss://", "unix://")):
            return url  # the operator's choice, named in the table
        try:
            redis.Redis.from_url(url, socket_connect_timeout=2).ping()
        except redis.exceptions.RedisError as exc:
            raise CommandError(f"Cannot reach Redis at {url} ({exc}); start it, or name "
                               "another cache with --cache (e.g. locmem://).") from None  # fmt: skip
        return url

    def fresh_pg(self, url: str) -> str:
        import psycopg

        parts = urlsplit(url)
        name = parts.path.lstrip("/")
        if not name.startswith(("vitrine_bench", "bench")):
            raise CommandError("The benchmark drops its database: give one named bench*.")
        admin = parts._replace(path="/postgres").geturl()
        try:
            with psycopg.connect(admin, autocommit=True) as con:
                con.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
                con.execute(f'CREATE DATABASE "{name}"')
        except psycopg.Error as exc:
            raise CommandError(f"Cannot reach PostgreSQL at {url}: {exc}") from None
        return url
