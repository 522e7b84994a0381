"""A rate limit's window on Redis (api.rate_window): requests sent at the same moment from
many connections, as a password guesser or a script in several processes sends them, are
counted one by one: exactly the limit gets through, and the rest are told how long to wait.
DRF's own window (read the list, then write it back) let such a burst past the limit."""

from __future__ import annotations

import threading
import time
import uuid

import pytest
from django.core.cache import caches

from api import rate_window

REDIS = "redis://127.0.0.1:6379/12"


@pytest.fixture
def redis_cache(settings):
    import redis

    try:
        redis.Redis.from_url(REDIS, socket_connect_timeout=1).ping()
    except redis.exceptions.ConnectionError:
        pytest.skip("no Redis on 127.0.0.1:6379")
    settings.CACHES = {"default": {"BACKEND": "django.core.cache.backends.redis.RedisCache",
                                   "LOCATION": REDIS, "KEY_PREFIX": uuid.uuid4().hex}}  # fmt: skip
    return caches["default"]


def burst(cache, key: str, limit: int, seconds: float, senders: int, each: int) -> list:
    """``senders`` threads, released together, each asking ``each`` times."""
    start = threading.Barrier(senders)
    answers: list = []
    lock = threading.Lock()

    def send() -> None:
        start.wait()
        for _ in range(each):
            got = rate_window.take(cache, key, limit, seconds)
            with lock:
                answers.append(got)

    threads = [threading.Thread(target=send) for _ in range(senders)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return answers


def test_a_burst_from_many_connections_gets_exactly_the_limit_through(redis_cache):
    answers = burst(redis_cache, "throttle:login:203.0.113.7", limit=10, seconds=60,
                    senders=16, each=3)  # fmt: skip
    assert len(answers) == 48
    assert answers.count(None) == 10
    refused = [a for a in answers if a is not None]
    assert all(0 < wait <= 60 for wait in refused)


def test_identities_have_windows_of_their_own(redis_cache):
    assert rate_window.take(redis_cache, "throttle:move:1", 1, 60) is None
    assert rate_window.take(redis_cache, "throttle:move:1", 1, 60) is not None
    assert rate_window.take(redis_cache, "throttle:move:2", 1, 60) is None


def test_a_place_frees_when_the_oldest_request_leaves_the_window(redis_cache):
    key = "throttle:talk:5"
    assert rate_window.take(redis_cache, key, 2, 1) is None
    time.sleep(0.4)
    assert rate_window.take(redis_cache, key, 2, 1) is None
    wait = rate_window.take(redis_cache, key, 2, 1)
    assert wait is not None and 0.3 < wait <= 0.6  # the first one leaves at 1 s
    time.sleep(wait + 0.05)
    assert rate_window.take(redis_cache, key, 2, 1) is None  # counted: now full again
    assert rate_window.take(redis_cache, key, 2, 1) is not None


def test_a_refused_request_is_not_counted(redis_cache):
    key = "throttle:invite:9"
    assert rate_window.take(redis_cache, key, 1, 1) is None
    for _ in range(20):
        assert rate_window.take(redis_cache, key, 1, 1) is not None
    time.sleep(1.05)  # had the refusals counted, the window would still be full
    assert rate_window.take(redis_cache, key, 1, 1) is None


def test_the_window_lives_in_the_cache_under_its_prefix_and_expires(redis_cache):
    import redis

    rate_window.take(redis_cache, "throttle:move:7", 5, 60)
    key = redis_cache.make_and_validate_key("throttle:move:7:window")
    client = redis.Redis.from_url(REDIS)
    assert client.zcard(key) == 1
    assert 0 < client.pttl(key) <= 60_000
