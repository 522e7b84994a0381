"""gunicorn's settings in production: ``gunicorn config.wsgi --config python:config.gunicorn``
(README, "Operating Vitrine"). Bind address and worker count stay on the command line."""

from __future__ import annotations

import os

from config.env import envbool, envstr
from config.process import load_views, settle
from observability.logs import logging_config

# gunicorn's own lines (booting, worker exits) as JSON too, like Django's and Celery's.
_json = envstr("LOG_FORMAT", "text" if envbool("DEBUG", False) else "json") == "json"
logconfig_dict = logging_config(json=_json, level=envstr("LOG_LEVEL", "INFO"))
# A worker that hangs this long on one request is killed and replaced.
timeout = 30


def child_exit(server, worker) -> None:
    """A dead worker's live gauges leave the multiprocess metrics (its counters stay)."""
    if os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
        from prometheus_client import multiprocess

        multiprocess.mark_process_dead(worker.pid)


def post_worker_init(worker) -> None:
    """Once the worker has loaded Django and every app, it loads every view too (no
    request waits for that), and what it loaded is set aside from the garbage collector's
    passes (``config.process``)."""
    load_views()
    settle()
