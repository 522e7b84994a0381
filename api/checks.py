"""Deploy checks for the rate limits' counters: on a cache that is each web process's own,
every process counts apart (with gunicorn's four workers, four times each limit, the
password-guessing ones included); on no cache at all, nothing is counted. Shown by
``manage.py check --deploy``."""

from __future__ import annotations

from django.conf import settings
from django.core.checks import Tags, Warning, register

PER_PROCESS = "django.core.cache.backends.locmem.LocMemCache"
NONE = "django.core.cache.backends.dummy.DummyCache"
HINT = ("Set CACHE_URL=redis://host:6379/1 (shared by every process and machine), or "
        "file:///var/cache/vitrine for the processes of one machine.")  # fmt: skip


@register(Tags.security, deploy=True)
def check_rate_limit_cache(app_configs=None, **kwargs) -> list[Warning]:
    if settings.DEBUG:
        return []
    backend = settings.CACHES["default"]["BACKEND"]
    if backend == PER_PROCESS:
        return [Warning(
            "The rate limits count in each web process's own memory (CACHE_URL is unset or "
            "locmem://): with several workers, each limit is as many times what it says, "
            "password guessing included.", hint=HINT, id="api.W001",
        )]  # fmt: skip
    if backend == NONE:
        return [Warning(
            "CACHE_URL is dummy://: no rate limit holds, password guessing included.",
            hint=HINT, id="api.W002",
        )]  # fmt: skip
    return []
