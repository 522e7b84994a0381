from django.apps import AppConfig


class OperationsConfig(AppConfig):
    """The operators' endpoints: health (liveness, readiness) and Prometheus metrics."""

    name = "operations"
