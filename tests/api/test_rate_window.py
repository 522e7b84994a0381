"""A rate limit's window on Redis (api.rate_window): requests sent at the same moment from
many connections, as a password guesser or a script in several processes sends them, are
counted one by one: exactly the limit gets through, and the rest are told how long to wait.
DRF's own window (read the list, then write it back) let such a burst past the limit. And
when Redis fails, the API goes on, each process counting on its own."""

from __future__ import annotations

import socket
import threading
import time

import pytest
from django.core.cache import caches

from api import rate_window
from config.cache import cache_from_url
from tests.api.test_rate_limits import REDIS, redis_answers, redis_settings


@pytest.fixture
def redis_cache(settings):
    if not redis_answers():
        pytest.skip("no Redis on 127.0.0.1:6379")
    settings.CACHES = {"default": redis_settings()}
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


def test_the_answer_read_later_is_the_same_and_the_connection_is_lent_again(redis_cache):
    """A move sends its check, locks its game, then reads the answer (``send`` then
    ``verdict``); meanwhile the connection is the request's alone, and after it is back."""
    key = "throttle:move:11"
    pool = rate_window._client(redis_cache).connection_pool
    first, second = (rate_window.send(redis_cache, key, 1, 60) for _ in range(2))
    assert len(pool._in_use_connections) == 2  # each check on a connection of its own
    assert first.verdict() is None
    assert 0 < second.verdict() <= 60
    assert len(pool._in_use_connections) == 0
    with pytest.raises(RuntimeError, match="read once"):
        first.verdict()
    unread = rate_window.send(redis_cache, "throttle:move:12", 1, 60)
    del unread  # never read (a bug): its connection is closed, not lent with a reply in it
    assert len(pool._in_use_connections) == 0
    assert rate_window.take(redis_cache, "throttle:move:13", 1, 60) is None


def test_a_redis_that_forgot_the_script_is_sent_it_and_counts(redis_cache):
    """A restarted Redis has no scripts: the check that met NOSCRIPT sends the script and
    counts, and the connection is clean for the next one."""
    import redis

    key = "throttle:talk:21"
    assert rate_window.take(redis_cache, key, 2, 60) is None
    redis.Redis.from_url(REDIS).script_flush()
    assert rate_window.take(redis_cache, key, 2, 60) is None
    assert rate_window.take(redis_cache, key, 2, 60) is not None


@pytest.fixture
def silent_redis():
    """A port that accepts connections and never answers, as a hung Redis does."""
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(16)
    yield f"redis://127.0.0.1:{server.getsockname()[1]}/0"
    server.close()


@pytest.mark.django_db
def test_a_hung_redis_holds_up_a_request_for_its_timeout_only(silent_redis, as_alice, alice,
                                                              settings, caplog):  # fmt: skip
    """Redis accepts and never answers: the check waits out the cache's one-second
    timeout, then this process's memory counts (a Redis that is down, connection refused:
    every test of test_rate_limits.py runs so too)."""
    settings.CACHES = {"default": cache_from_url(silent_redis, var_dir="var")}
    settings.VITRINE_RATE_LIMITS = {**settings.VITRINE_RATE_LIMITS, "token_create": "1/hour"}
    caches["default"].while_redis_fails.clear()
    answers = []
    for name in ("first", "second"):
        started = time.monotonic()
        answers.append(as_alice.post("/api/tokens/", {"name": name}).status_code)
        assert time.monotonic() - started < 5  # the timeout, not for ever
    assert answers == [201, 429]
    assert list(alice.api_tokens.filter(name__in=["first", "second"]).values_list(
        "name", flat=True)) == ["first"]  # fmt: skip
    assert "Redis did not answer the rate limit's check" in caplog.text


@pytest.mark.django_db
def test_a_hung_redis_holds_up_a_move_for_its_timeout_only(silent_redis, alice, bob, as_alice,
                                                           settings, caplog):  # fmt: skip
    """The move's check is sent before its game is locked and read after: a Redis that
    takes the check and never answers costs the timeout, then this process counts."""
    from games import services
    from games.models import Game

    settings.CACHES = {"default": cache_from_url(silent_redis, var_dir="var")}
    settings.VITRINE_RATE_LIMITS = {**settings.VITRINE_RATE_LIMITS, "move": "1/hour"}
    caches["default"].while_redis_fails.clear()
    game = services.game_create(user=alice, kind="nim", seats=2, options={"pile": 40})
    game = services.game_join(user=bob, game_id=game.pk)
    if game.to_act != [0]:  # Alice's move must be first: Bob takes one pebble
        services.game_act(user=bob, game_id=game.pk, version=game.version, choices=("1",))
    answers = []
    for _ in range(2):
        version = Game.objects.get(pk=game.pk).version
        started = time.monotonic()
        answers.append(as_alice.post(f"/api/games/{game.pk}/act/",
                                     {"version": version, "choices": ["1"]},
                                     format="json").status_code)  # fmt: skip
        assert time.monotonic() - started < 5
    assert answers == [200, 429]
    assert "Redis did not answer the rate limit's check" in caplog.text
