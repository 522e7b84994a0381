"""Real gunicorn workers on a free loopback port, for the soak to race against.

(bandit: subprocess starts our own gunicorn, with fixed arguments.)
"""

from __future__ import annotations

import os
import socket
import subprocess  # nosec B404
import sys
import time
from pathlib import Path
from urllib.parse import quote

from django.conf import settings
from django.db import connection

from benchmarks.soak.http import Api

ROOT = Path(__file__).resolve().parents[2]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def database_url() -> str:
    """The URL of the database this process uses (the test database under pytest)."""
    db = connection.settings_dict
    auth = quote(db["USER"] or "")
    if db.get("PASSWORD"):
        auth += ":" + quote(db["PASSWORD"])
    return f"postgres://{auth}@{db['HOST'] or '127.0.0.1'}:{db['PORT'] or 5432}/{db['NAME']}"


def server_env() -> dict[str, str]:
    """The server's environment: this process's, on the same database, with tasks
    published to an in-memory broker nobody consumes (the soak measures the web path, as
    in production where a worker sends the email), and the move and game-creation rate
    limits lifted: the soak's few accounts make far more moves than any person."""
    return {
        **os.environ,
        "DATABASE_URL": database_url(),
        "SECRET_KEY": settings.SECRET_KEY,
        "DEBUG": "false",
        "ALLOWED_HOSTS": "127.0.0.1,localhost",
        "SECURE_SSL_REDIRECT": "false",
        "CELERY_BROKER_URL": "memory://",
        "CELERY_TASK_ALWAYS_EAGER": "false",
        "EMAIL_BACKEND": "django.core.mail.backends.dummy.EmailBackend",
        "VITRINE_RATE_LIMITS": "move=off,game_create=off",
    }


class Gunicorn:
    def __init__(self, workers: int, log: Path):
        self.workers, self.port, self.log = workers, free_port(), log
        self.url = f"http://127.0.0.1:{self.port}"
        self.proc: subprocess.Popen | None = None

    def start(self, wait: float = 60.0) -> None:
        args = [sys.executable, "-m", "gunicorn", "config.wsgi", "--workers", str(self.workers),
                "--bind", f"127.0.0.1:{self.port}", "--timeout", "120", "--graceful-timeout", "5"]  # fmt: skip
        with open(self.log, "wb") as out:
            self.proc = subprocess.Popen(args, cwd=ROOT, env=server_env(), stdout=out,  # nosec B603
                                         stderr=subprocess.STDOUT)  # fmt: skip
        probe = Api(self.url, timeout=5)
        deadline = time.monotonic() + wait
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"gunicorn exited: {self.tail()}")
            if probe.get("/api/kinds/").status == 200:
                return
            time.sleep(0.3)
        self.stop()
        raise RuntimeError(f"gunicorn did not answer within {wait:.0f} s: {self.tail()}")

    def tail(self, chars: int = 3000) -> str:
        try:
            return self.log.read_text(errors="replace")[-chars:]
        except OSError:
            return ""

    def stop(self) -> None:
        if self.proc is None or self.proc.poll() is not None:
            return
        self.proc.terminate()
        try:
            self.proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
