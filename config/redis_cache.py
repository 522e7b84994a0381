"""Django's RedisCache, failing soft: should Redis not answer (down, or slower than the
cache's timeouts), each operation goes to this process's memory instead, with a warning in
the log, until Redis answers again.

What lives in this cache is rate limits' counters (the API's, allauth's web login and
sign-up, the inbound email's): counted per process for a while, they still hold, where a
cache that raised would fail every login and every write to the API for as long as Redis
is away. The Celery broker's outage is survived the same way (README, "Asynchronous play").
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from django.core.cache.backends.locmem import LocMemCache
from django.core.cache.backends.redis import RedisCache
from redis.exceptions import RedisError

log = logging.getLogger(__name__)


def _soft(name: str) -> Callable[..., Any]:
    def operation(self: FailSoftRedisCache, *args: Any, **kwargs: Any) -> Any:
        try:
            return getattr(RedisCache, name)(self, *args, **kwargs)
        except RedisError as failed:
            log.warning("Redis did not answer the cache's %s (%s): this process's memory "
                        "stands in.", name, failed)  # fmt: skip
            return getattr(self.while_redis_fails, name)(*args, **kwargs)

    operation.__name__ = operation.__qualname__ = name
    return operation


class FailSoftRedisCache(RedisCache):
    def __init__(self, server: str, params: dict[str, Any]) -> None:
        super().__init__(server, params)
        # The same keys (prefix, version) in a memory cache of this process's own.
        self.while_redis_fails = LocMemCache(f"while-redis-fails:{server}", params)

    add = _soft("add")
    get = _soft("get")
    set = _soft("set")
    touch = _soft("touch")
    delete = _soft("delete")
    get_many = _soft("get_many")
    has_key = _soft("has_key")
    incr = _soft("incr")
    set_many = _soft("set_many")
    delete_many = _soft("delete_many")
    clear = _soft("clear")
