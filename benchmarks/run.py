"""One database's figures: ``python -m benchmarks.run OUT.json`` with DATABASE_URL set (the
``bench`` command runs it once per database, on a fresh database, and reports)."""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path
from typing import Any


def main(out: Path, seconds: float, slices: int, log_dir: Path) -> None:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "benchmarks.settings")
    import django

    django.setup()
    from django.conf import settings
    from django.core.management import call_command
    from django.db import connection

    from accounts.services import token_create
    from benchmarks import http_figures, queries, store_figures
    from config.process import settle

    def step(text: str) -> None:
        print(f"  [{connection.vendor}] {text}", flush=True)

    step("migrating a fresh database")
    call_command("migrate", verbosity=0)
    # What is loaded is set aside from the garbage collector, as in gunicorn's and Celery's
    # workers: a full collection over Django's objects (tens of milliseconds) otherwise
    # lands in whichever figure, ours or a reference, is being timed.
    settle()
    user = store_figures.bench_user()
    http_figures.make_floor_table()
    backend = settings.CACHES["default"]["BACKEND"].rsplit(".", 1)[-1]
    figures: dict[str, Any] = {"database": connection.vendor, "cache": backend}

    step("SQL queries per move")
    figures["queries"] = queries.per_move()

    step("appends, batch 1 and 10 (ours, the eventsourcing library, raw driver)")
    got = store_figures.appends(user, seconds / 2, slices)
    figures["appends"] = {n: {b: s.rate for b, s in per.items()} for n, per in got.items()}

    step("appends from 1, 4 and 8 threads on separate games")
    figures["threads"] = store_figures.threaded_appends(user, seconds / 2)

    step("reading a 1,000-event stream")
    figures["reads"] = {n: s.rate for n, s in store_figures.reads(user, slices).items()}

    step("bot games for the rebuild, export and load figures")
    games = store_figures.play_bot_games(user, "fine-arts", 6, 2)
    games += store_figures.play_bot_games(user, "menagerie", 1, 6)
    longest = max(games, key=lambda g: g.version)
    shortest = min(games, key=lambda g: g.version)
    figures["load_state"] = store_figures.load_states(longest, shortest)

    step("rebuild_projections")
    figures["rebuild"] = {n: s.rate for n, s in store_figures.rebuild(slices, games).items()}

    step(f"GET export/ of a {longest.version}-event game over HTTP")
    _, key = token_create(user=user, name="bench")
    got = http_figures.export(key, longest.pk, log_dir, repeats=slices * 10)
    figures["export"] = {n: s.p50 * 1000 for n, s in got.items()}
    figures["export_raw_rate"] = got["raw"].rate
    figures["export_events"] = longest.version

    step("moves over HTTP at 1, 4 and 16 clients (plain, eager, floor)")
    tokens = [token_create(user=store_figures.bench_user(f"player{i}"), name="bench")[1]
              for i in range(16)]  # fmt: skip
    got = http_figures.moves(tokens, log_dir, seconds, slices)
    figures["http"] = {name: {n: _latencies(s) for n, s in per.items()}
                       for name, per in got.items()}  # fmt: skip
    step("creating a game over HTTP (one client, beside the floor)")
    got = http_figures.creations(tokens[0], log_dir, seconds / 2, slices)
    figures["create"] = {name: _latencies(s) for name, s in got.items()}
    figures["when"] = time.strftime("%Y-%m-%d %H:%M:%S")
    out.write_text(json.dumps(figures, indent=2, default=_plain))


def _latencies(sample: Any) -> dict[str, float]:
    """A sample of requests as the figures keep it: p50 and p99 in ms, its count, and the
    games created during its slices (a moving client's stock ran out)."""
    return {"p50": sample.p50 * 1000, "p99": sample.pct(0.99) * 1000, "requests": sample.units,
            "created_in_slices": sample.created}  # fmt: skip


def _plain(value: Any) -> Any:
    return str(value)


if __name__ == "__main__":
    main(Path(sys.argv[1]), float(sys.argv[2]), int(sys.argv[3]), Path(sys.argv[4]))
