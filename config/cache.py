"""``CACHE_URL`` to Django's ``CACHES``: the rate limits' counters live in this cache."""

from __future__ import annotations

from urllib.parse import urlsplit

from django.core.exceptions import ImproperlyConfigured

REDIS_TIMEOUT = 1.0  # seconds: a rate limit's check is one round trip of well under 1 ms


def cache_from_url(url: str, *, var_dir: str) -> dict:
    """One ``CACHES["default"]`` entry for ``url``:

    - empty or ``locmem://``: this process's memory (one server process, the default);
    - ``redis://host:port/db`` or ``rediss://``: Django's built-in RedisCache, shared by
      every process and machine (production), failing soft (``config.redis_cache``);
    - ``file:///absolute/dir`` (or ``file://`` for ``var/cache``): files on this machine,
      shared by its processes;
    - ``dummy://``: no cache at all, which also turns every rate limit off.
    """
    scheme = urlsplit(url).scheme if url else "locmem"
    if scheme == "locmem":
        return {"BACKEND": "django.core.cache.backends.locmem.LocMemCache",
                "LOCATION": "vitrine"}  # fmt: skip
    if scheme in ("redis", "rediss", "unix"):
        # Every write to the API and every login counts its rate limit here first: a Redis
        # that hangs must not hang the site (redis-py waits for ever by default), nor one
        # that is down fail it (config.redis_cache: the process's memory stands in).
        return {"BACKEND": "config.redis_cache.FailSoftRedisCache", "LOCATION": url,
                "OPTIONS": {"socket_connect_timeout": REDIS_TIMEOUT,
                            "socket_timeout": REDIS_TIMEOUT}}  # fmt: skip
    if scheme == "file":
        path = urlsplit(url).path or f"{var_dir}/cache"
        return {"BACKEND": "django.core.cache.backends.filebased.FileBasedCache",
                "LOCATION": path}  # fmt: skip
    if scheme == "dummy":
        return {"BACKEND": "django.core.cache.backends.dummy.DummyCache"}
    raise ImproperlyConfigured(
        f"CACHE_URL must start with locmem://, redis://, rediss://, file:// or dummy://, "
        f"not {url!r}."
    )


def rates_from_env(raw: str, defaults: dict[str, str | None]) -> dict[str, str | None]:
    """``scope=rate,...`` (``login_account=20/hour,move=off``) over ``defaults``; ``off``
    lifts a limit. Unknown scopes and malformed rates fail loudly at start."""
    rates = dict(defaults)
    for part in filter(None, (p.strip() for p in raw.split(","))):
        scope, _, rate = part.partition("=")
        scope, rate = scope.strip(), rate.strip()
        if scope not in defaults:
            raise ImproperlyConfigured(
                f"VITRINE_RATE_LIMITS: unknown scope {scope!r}; known: {', '.join(defaults)}."
            )
        if rate == "off":
            rates[scope] = None
            continue
        count, _, period = rate.partition("/")
        if not count.isdigit() or period[:1] not in ("s", "m", "h", "d"):
            raise ImproperlyConfigured(
                f"VITRINE_RATE_LIMITS: {scope} must be like 20/hour (per second, minute, "
                f"hour or day) or off, not {rate!r}."
            )
        rates[scope] = rate
    return rates
