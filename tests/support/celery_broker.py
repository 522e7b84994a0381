"""Point this test process's Celery app at another broker.

Celery caches its connection and producer pools on first use, and even an eager task
(``CELERY_TASK_ALWAYS_EAGER``, the test default) acquires a producer; so after any earlier
test queued a task, changing ``broker_url`` alone would keep publishing to the old broker.
The transport options follow the URL as the settings choose them (Redis gets its timeouts).
"""

from __future__ import annotations

from django.conf import settings

from config.celery import app


def _options_for(url: str) -> dict:
    if url.startswith(("redis://", "rediss://")):
        return dict(settings.REDIS_BROKER_OPTIONS)
    if url == settings.CELERY_BROKER_URL:
        return dict(getattr(settings, "CELERY_BROKER_TRANSPORT_OPTIONS", {}))
    return {}


def use_broker(url: str, *, eager: bool) -> tuple[bool, str]:
    """Switch broker and eagerness; returns the previous (eager, url) to switch back."""
    saved = app.conf.task_always_eager, app.conf.broker_url
    app.conf.task_always_eager = eager
    app.conf.broker_url = url
    app.conf.broker_transport_options = _options_for(url)
    app._pool = None
    app.amqp._producer_pool = None
    return saved
