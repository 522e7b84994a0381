"""CACHE_URL and VITRINE_RATE_LIMITS: what an operator writes, and the loud refusals."""

from __future__ import annotations

import pytest
from django.core.exceptions import ImproperlyConfigured

from config.cache import cache_from_url, rates_from_env


def test_the_default_cache_needs_nothing_but_python():
    assert cache_from_url("", var_dir="var")["BACKEND"].endswith("LocMemCache")


def test_redis_uses_djangos_built_in_backend_failing_soft():
    cache = cache_from_url("redis://127.0.0.1:6379/3", var_dir="var")
    assert cache["BACKEND"] == "config.redis_cache.FailSoftRedisCache"  # Django's, failing soft
    assert cache["LOCATION"] == "redis://127.0.0.1:6379/3"
    # A Redis that hangs must not hang every write to the API (redis-py waits for ever).
    assert cache["OPTIONS"] == {"socket_connect_timeout": 1.0, "socket_timeout": 1.0}


def test_a_file_cache_is_shared_by_the_processes_of_one_machine():
    assert cache_from_url("file:///srv/cache", var_dir="var")["LOCATION"] == "/srv/cache"
    assert cache_from_url("file://", var_dir="/v")["LOCATION"] == "/v/cache"


def test_an_unknown_cache_url_is_refused_at_start():
    with pytest.raises(ImproperlyConfigured, match="CACHE_URL must start with"):
        cache_from_url("memcached://x", var_dir="var")


def test_rates_override_the_defaults_scope_by_scope():
    rates = rates_from_env(" move=10/second, invite=off ", {"move": "1/m", "invite": "2/h",
                                                            "talk": "3/m"})  # fmt: skip
    assert rates == {"move": "10/second", "invite": None, "talk": "3/m"}


@pytest.mark.parametrize("raw", ["moves=1/m", "move=fast", "move=1/fortnight", "move=x/m"])
def test_a_malformed_rate_is_refused_at_start(raw):
    with pytest.raises(ImproperlyConfigured, match="VITRINE_RATE_LIMITS"):
        rates_from_env(raw, {"move": "1/m"})


def test_the_redis_cache_counts_for_every_process(settings):
    """With CACHE_URL=redis://, the rate limits' counters are in Redis (CI's pass has it)."""
    import redis
    from django.core.cache import caches

    url = "redis://127.0.0.1:6379/3"
    try:
        redis.Redis.from_url(url, socket_connect_timeout=1).ping()
    except redis.exceptions.ConnectionError:
        pytest.skip("no Redis on 127.0.0.1:6379")
    settings.CACHES = {"default": cache_from_url(url, var_dir="var")}
    cache = caches["default"]
    cache.set("vitrine-test-key", 41, 5)
    assert redis.Redis.from_url(url).exists(":1:vitrine-test-key")
    cache.delete("vitrine-test-key")
