"""Error reporting to Sentry, only when SENTRY_DSN is set (nothing is imported otherwise)."""

from __future__ import annotations


def sentry_init(*, dsn: str, environment: str, traces_sample_rate: float) -> None:
    """Django and Celery integrations: unhandled errors of requests and tasks, with their
    breadcrumbs (our log lines). No personal data unless the operator opts in."""
    import sentry_sdk
    from sentry_sdk.integrations.celery import CeleryIntegration
    from sentry_sdk.integrations.django import DjangoIntegration

    sentry_sdk.init(
        dsn=dsn,
        environment=environment,
        integrations=[DjangoIntegration(), CeleryIntegration()],
        traces_sample_rate=traces_sample_rate,
        send_default_pii=False,
    )
