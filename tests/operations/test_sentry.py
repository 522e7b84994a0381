"""Sentry gets errors only when SENTRY_DSN is set: a stand-in Sentry server on loopback
receives what a Vitrine process reports; without the DSN, sentry-sdk is not even loaded."""

from __future__ import annotations

import gzip
import os
import subprocess
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from tests.games.test_celery_worker import ROOT

SCRIPT = """
import logging, sys, django
django.setup()
loaded = "sentry_sdk" in sys.modules
if loaded:
    import sentry_sdk
    client = sentry_sdk.get_client()
    names = sorted(client.integrations)
    print("integrations:", "django" in names, "celery" in names)
logging.getLogger("games").error("the sweep broke: %s", "sentry-e2e-marker")
if loaded:
    sentry_sdk.flush(5)
print("sentry loaded:", loaded)
"""


class Received(BaseHTTPRequestHandler):
    bodies: list[bytes] = []

    def do_POST(self):  # noqa: N802 (http.server's naming)
        body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
        if self.headers.get("Content-Encoding") == "gzip":
            body = gzip.decompress(body)
        Received.bodies.append(body)
        self.send_response(200)
        self.end_headers()
        self.wfile.write(b"{}")

    def log_message(self, *args):
        pass


@pytest.fixture
def fake_sentry():
    server = ThreadingHTTPServer(("127.0.0.1", 0), Received)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    Received.bodies = []
    yield f"http://publickey@127.0.0.1:{server.server_address[1]}/42"
    server.shutdown()


def run(**env) -> str:
    full = {**os.environ, "DJANGO_SETTINGS_MODULE": "config.settings", **env}
    if "SENTRY_DSN" not in env:
        full.pop("SENTRY_DSN", None)
    done = subprocess.run([sys.executable, "-c", SCRIPT], cwd=ROOT, env=full,  # nosec B603
                          capture_output=True, text=True, timeout=120)  # fmt: skip
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_an_error_goes_to_sentry_with_the_django_and_celery_integrations(fake_sentry):
    out = run(SENTRY_DSN=fake_sentry)
    assert "integrations: True True" in out and "sentry loaded: True" in out
    assert any(b"sentry-e2e-marker" in body for body in Received.bodies)


def test_without_a_dsn_nothing_is_loaded_or_sent(fake_sentry):
    assert "sentry loaded: False" in run()
    assert Received.bodies == []
