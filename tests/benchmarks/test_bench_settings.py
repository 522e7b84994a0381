"""The benchmark measures production's settings: DEBUG off even when the command that
started it ran with it on (``manage.py`` turns it on for a checkout without a SECRET_KEY)."""

from __future__ import annotations

import os
import subprocess  # nosec B404 - our own interpreter, our own code
import sys

from django.conf import settings


def test_the_bench_runs_with_debug_off_whatever_started_it():
    code = ("import django; django.setup(); from django.conf import settings; "
            "from django.db import connection; "
            "print(settings.DEBUG, connection.queries_logged)")  # fmt: skip
    env = {**os.environ, "DJANGO_SETTINGS_MODULE": "benchmarks.settings", "DEBUG": "true"}
    env.pop("SECRET_KEY", None)
    done = subprocess.run([sys.executable, "-c", code], env=env, cwd=settings.BASE_DIR,
                          capture_output=True, text=True, timeout=120, check=False)  # nosec B603  # fmt: skip
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.split() == ["False", "False"]


def test_the_postgresql_run_counts_rate_limits_in_redis_as_production_does(monkeypatch):
    import pytest
    import redis
    from django.core.management.base import CommandError

    from benchmarks.management.commands.bench import DEFAULT_CACHE, Command

    monkeypatch.delenv("CACHE_URL", raising=False)
    try:
        redis.Redis.from_url(DEFAULT_CACHE, socket_connect_timeout=1).ping()
    except redis.exceptions.ConnectionError:
        pytest.skip("no Redis on 127.0.0.1:6379")
    assert Command().redis(None) == DEFAULT_CACHE
    assert Command().redis("locmem://") == "locmem://"  # named by the operator, kept
    with pytest.raises(CommandError, match="Cannot reach Redis at redis://127.0.0.1:1/0"):
        Command().redis("redis://127.0.0.1:1/0")


def test_the_table_names_the_cache_of_the_rate_limits(monkeypatch):
    from benchmarks import report

    monkeypatch.setattr(report, "rows", lambda fig: [])  # the header alone
    fig = {"database": "postgresql", "cache": "RedisCache", "when": "2026-12-04 18:00:00"}
    assert "postgresql, rate limits on RedisCache (2026-12-04 18:00:00)" in report.table([fig])
