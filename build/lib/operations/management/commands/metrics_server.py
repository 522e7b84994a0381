"""Serve this machine's process metrics for Prometheus where no web process runs."""

from __future__ import annotations

import os

from django.core.management.base import BaseCommand, CommandError
from prometheus_client import CollectorRegistry, start_http_server
from prometheus_client.multiprocess import MultiProcessCollector


class Command(BaseCommand):
    help = (
        "On a machine that runs Celery workers but no web process: serve the metrics its "
        "processes write to PROMETHEUS_MULTIPROC_DIR at http://ADDR:PORT/ for Prometheus."
    )

    def add_arguments(self, parser):
        parser.add_argument("--addr", default="127.0.0.1", help="Listen on this address.")
        parser.add_argument("--port", type=int, default=9808)

    def handle(self, *args, addr: str, port: int, **options):
        if not os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
            raise CommandError("Set PROMETHEUS_MULTIPROC_DIR to the directory the workers "
                               "of this machine write their metrics to.")  # fmt: skip
        registry = CollectorRegistry()
        MultiProcessCollector(registry)
        server, thread = start_http_server(port, addr, registry=registry)
        self.stdout.write(f"Serving this machine's metrics at http://{addr}:{port}/")
        thread.join()
