"""On a worker machine without a web process, `manage.py metrics_server` serves the counts
that machine's processes wrote to PROMETHEUS_MULTIPROC_DIR."""

from __future__ import annotations

import os
import subprocess
import sys
import time
import urllib.request

from tests.games.test_celery_worker import ROOT
from tests.operations.conftest import sample
from tests.operations.test_production_e2e import free_port

COUNT = """
import django
django.setup()
from observability.metrics import WEBHOOK_DELIVERIES
WEBHOOK_DELIVERIES.labels(outcome="sent").inc(3)
"""


def test_it_serves_what_the_workers_of_this_machine_counted(tmp_path):
    env = {**os.environ, "DJANGO_SETTINGS_MODULE": "config.settings",
           "PROMETHEUS_MULTIPROC_DIR": str(tmp_path)}  # fmt: skip
    for _ in range(2):  # two worker processes, each counting its own
        subprocess.run([sys.executable, "-c", COUNT], cwd=ROOT, env=env, check=True,  # nosec B603
                       timeout=120)  # fmt: skip
    port = free_port()
    server = subprocess.Popen([sys.executable, "manage.py", "metrics_server", "--port",  # nosec B603
                               str(port)], cwd=ROOT, env=env)  # fmt: skip
    try:
        deadline, text = time.monotonic() + 60, ""
        while time.monotonic() < deadline and not text:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=5) as r:  # nosec B310
                    text = r.read().decode()
            except OSError:
                time.sleep(0.3)
        assert sample(text, "vitrine_webhook_deliveries_total", outcome="sent") == 6
    finally:
        server.terminate()
        server.wait(timeout=20)


def test_it_says_what_to_set_when_there_is_no_metrics_directory():
    env = {k: v for k, v in os.environ.items() if k != "PROMETHEUS_MULTIPROC_DIR"}
    done = subprocess.run([sys.executable, "manage.py", "metrics_server"], cwd=ROOT, env=env,  # nosec B603
                          capture_output=True, text=True, timeout=120)  # fmt: skip
    assert done.returncode != 0 and "Set PROMETHEUS_MULTIPROC_DIR" in done.stderr
