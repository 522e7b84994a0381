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
