"""Liveness, readiness (django-health-check) and the Prometheus metrics endpoint."""

from __future__ import annotations

import os

from django.http import HttpRequest, HttpResponse
from django.views.decorators.http import require_GET
from health_check.views import HealthCheckView
from prometheus_client import CONTENT_TYPE_LATEST, REGISTRY, CollectorRegistry, generate_latest
from prometheus_client.multiprocess import MultiProcessCollector

from operations.access import metrics_allowed
from operations.collectors import DatabaseCollector
from operations.health import readiness_checks

_database = CollectorRegistry(auto_describe=False)
_database.register(DatabaseCollector())


class LiveView(HealthCheckView):
    """Cheap: the process answers HTTP. No database, nothing a restart would fix."""

    checks = ()


class ReadyView(HealthCheckView):
    """Full: ready to serve players (database, broker, worker, beat, outbox, disk)."""

    def get_checks(self):
        self.checks = readiness_checks()
        return super().get_checks()


def process_metrics() -> bytes:
    """Counters and histograms of every process on this machine when
    PROMETHEUS_MULTIPROC_DIR is set (gunicorn and Celery workers), else this process's."""
    if os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
        registry = CollectorRegistry()
        MultiProcessCollector(registry)
        return generate_latest(registry)
    return generate_latest(REGISTRY)


@require_GET
def metrics(request: HttpRequest) -> HttpResponse:
    if not metrics_allowed(request):
        return HttpResponse("Forbidden: send the metrics token (Authorization: Bearer ...) or "
                            "scrape from an address in VITRINE_METRICS_ALLOW.\n",
                            status=403, content_type="text/plain")  # fmt: skip
    body = process_metrics() + generate_latest(_database)
    return HttpResponse(body, content_type=CONTENT_TYPE_LATEST)
