"""Rate limits: password guessing, token and game creation, moves, table talk and
invitations stop at their rate with a 429 that says when to come back, and change nothing.

The production rates are far above what the rest of the suite does; each test here sets
low rates of its own (``VITRINE_RATE_LIMITS`` is read at every request). Each test runs
on this process's memory (the default cache); on Redis (production's, where the API's
windows are ``api.rate_window``'s), when a Redis server answers on 127.0.0.1:6379; and
with production's cache while its Redis is down (each process's memory stands in)."""

from __future__ import annotations

import uuid

import pytest
from django.core import mail
from django.core.cache import caches

from config.cache import cache_from_url
from games import services
from games.models import Game
from notifications.models import Notification
from talk.models import Message

pytestmark = pytest.mark.django_db

PASSWORD = "correct horse 9"  # tests/conftest.py's
REDIS = "redis://127.0.0.1:6379/12"


def redis_answers() -> bool:
    import redis

    try:
        return bool(redis.Redis.from_url(REDIS, socket_connect_timeout=1).ping())
    except redis.exceptions.ConnectionError:
        return False


DOWN = "redis://127.0.0.1:1/0"  # nothing listens there


def redis_settings() -> dict:
    """Production's cache on the live Redis, under a prefix of this test's own (the CI's
    two passes share the server)."""
    return {**cache_from_url(REDIS, var_dir="var"), "KEY_PREFIX": uuid.uuid4().hex}


@pytest.fixture(autouse=True, params=["memory", "redis", "redis down"])
def cache_kind(request, settings):
    """The counters in this process's memory, in Redis (``redis_settings``), or on a Redis
    that is down."""
    if request.param == "redis down":
        settings.CACHES = {"default": cache_from_url(DOWN, var_dir="var")}
        caches["default"].while_redis_fails.clear()  # the process's memory outlives a test
    if request.param == "redis":
        if not redis_answers():
            pytest.skip("no Redis on 127.0.0.1:6379")
        settings.CACHES = {"default": redis_settings()}
    return request.param


@pytest.fixture
def rates(settings):
    """Set some scopes' rates for this test; the others are lifted."""

    def set_rates(**scopes: str) -> None:
        settings.VITRINE_RATE_LIMITS = {scope: None for scope in settings.VITRINE_RATE_LIMITS}
        settings.VITRINE_RATE_LIMITS.update(scopes)

    return set_rates


def login(client, username, password, address="203.0.113.7", **headers):
    return client.post("/api/auth/token/", {"username": username, "password": password},
                       REMOTE_ADDR=address, **headers)  # fmt: skip


def assert_throttled(response) -> None:
    """A 429 says when to retry in the header and in the JSON body, in the same words."""
    assert response.status_code == 429, response.content
    body = response.json()
    wait = int(response["Retry-After"])
    assert body["code"] == "throttled" and body["retry_after"] == wait and wait > 0
    assert f"try again in {wait} seconds" in body["detail"]
    assert body["retry_at"]


def test_thirty_wrong_passwords_lock_the_account_even_against_the_right_one(client, alice):
    # The production defaults: the probe (30 wrong, then the right one) must fail.
    answers = [login(client, "alice", f"guess {n}").status_code for n in range(30)]
    assert answers[0] == 401 and answers[-1] == 429
    right = login(client, "alice", PASSWORD)
    assert_throttled(right)
    assert alice.api_tokens.count() == 0


def test_the_account_limit_holds_from_every_address_and_for_username_or_email(
    client, alice, bob, rates
):
    rates(login_account="3/hour")
    login(client, "alice", "x", address="198.51.100.1")
    login(client, "ALICE", "x", address="198.51.100.2")
    login(client, "alice@example.org", "x", address="198.51.100.3")
    assert_throttled(login(client, "alice@example.org", PASSWORD, address="198.51.100.4"))
    assert_throttled(login(client, "alice", PASSWORD, address="198.51.100.5"))
    # Bob's account is his own.
    assert login(client, "bob", PASSWORD, address="198.51.100.1").status_code == 201


def test_an_unknown_login_is_limited_exactly_like_a_known_one(client, alice, rates):
    rates(login_account="2/hour")
    known = [login(client, "alice", "x", address=f"198.51.100.{i}").status_code for i in range(3)]
    unknown = [login(client, "nobody", "x", address=f"198.51.100.{i}").status_code
               for i in range(3)]  # fmt: skip
    assert known == unknown == [401, 401, 429]


def test_one_address_trying_many_accounts_is_limited(client, alice, bob, carol, rates):
    rates(login_address="3/hour")
    for name in ("alice", "bob", "carol"):
        assert login(client, name, "x").status_code == 401
    assert_throttled(login(client, "alice", PASSWORD))
    assert login(client, "alice", PASSWORD, address="192.0.2.9").status_code == 201


def test_x_forwarded_for_is_not_believed_without_a_trusted_proxy(client, alice, rates):
    rates(login_address="2/hour")
    codes = [login(client, "alice", "x", HTTP_X_FORWARDED_FOR=f"192.0.2.{i}").status_code
             for i in range(3)]  # fmt: skip
    assert codes == [401, 401, 429]


def test_behind_one_trusted_proxy_the_address_is_the_one_it_appended(
    client, alice, rates, settings
):
    settings.REST_FRAMEWORK = {**settings.REST_FRAMEWORK, "NUM_PROXIES": 1}
    rates(login_address="2/hour")
    proxy = "10.9.9.9"  # only a header value: no traffic goes anywhere

    def via_proxy(client_address: str, forged: str = "6.6.6.6"):
        return login(client, "alice", "x", address=proxy,
                     HTTP_X_FORWARDED_FOR=f"{forged}, {client_address}")  # fmt: skip

    assert [via_proxy("192.0.2.1", forged=f"6.6.6.{i}").status_code for i in range(3)] == [
        401, 401, 429]  # fmt: skip
    assert via_proxy("192.0.2.2").status_code == 401  # another client behind the same proxy


def test_token_creation_is_limited_per_user(as_alice, as_bob, alice, rates):
    rates(token_create="2/hour")
    made = [as_alice.post("/api/tokens/", {"name": f"t{i}"}).status_code for i in range(3)]
    assert made[:2] == [201, 201]
    assert_throttled(as_alice.post("/api/tokens/", {"name": "t3"}))
    assert alice.api_tokens.filter(name__in=["t0", "t1", "t2", "t3"]).count() == 2
    assert as_alice.get("/api/tokens/").status_code == 200  # reading is never limited
    assert as_bob.post("/api/tokens/", {"name": "b"}).status_code == 201


def test_game_creation_is_limited_per_user(as_alice, as_bob, rates):
    rates(game_create="2/hour")
    body = {"kind": "nim", "seats": 2}
    assert [as_alice.post("/api/games/", body, format="json").status_code for _ in range(2)] == [
        201, 201]  # fmt: skip
    before = Game.objects.count()
    assert_throttled(as_alice.post("/api/games/", body, format="json"))
    assert Game.objects.count() == before
    assert as_alice.get("/api/games/").status_code == 200
    assert as_bob.post("/api/games/", body, format="json").status_code == 201


def nim(alice, bob):
    game = services.game_create(user=alice, kind="nim", seats=2,
                                options={"pledges": False, "pile": 40})  # fmt: skip
    return services.game_join(user=bob, game_id=game.pk)


def test_moves_are_limited_per_user(alice, bob, as_alice, as_bob, rates):
    rates(move="2/minute")
    game = nim(alice, bob)
    clients = {0: as_alice, 1: as_bob}
    for _ in range(4):  # two moves each
        game.refresh_from_db()
        [seat] = game.to_act
        response = clients[seat].post(f"/api/games/{game.pk}/act/",
                                      {"version": game.version, "choices": ["1"]}, format="json")  # fmt: skip
        assert response.status_code == 200, response.json()
    game.refresh_from_db()
    [seat] = game.to_act
    version = game.version
    assert_throttled(clients[seat].post(f"/api/games/{game.pk}/act/",
                                        {"version": version, "choices": ["1"]}, format="json"))  # fmt: skip
    game.refresh_from_db()
    assert game.version == version


def test_a_move_over_the_limit_is_refused_whatever_else_is_wrong_with_it(
    alice, bob, as_alice, rates
):
    """The move's limit is read once the game is locked (api.throttles.counted_in_view),
    yet it answers first, as a limit checked before the view does: a move over the limit
    hears 429, not that its game is missing or its body malformed, and counts nothing."""
    rates(move="1/minute")
    game = nim(alice, bob)
    [seat] = game.to_act
    mover = as_alice if seat == 0 else None
    if mover is None:  # Bob's turn: Alice's one move of the minute goes nowhere instead
        assert as_alice.post("/api/games/999999/act/", {"version": 1, "choices": ["1"]},
                             format="json").status_code == 404  # fmt: skip
    else:
        assert mover.post(f"/api/games/{game.pk}/act/", {"version": game.version,
                          "choices": ["1"]}, format="json").status_code == 200  # fmt: skip
    game.refresh_from_db()
    version = game.version
    assert_throttled(as_alice.post("/api/games/999999/act/", {"version": 1, "choices": ["1"]},
                                   format="json"))  # fmt: skip
    assert_throttled(as_alice.post(f"/api/games/{game.pk}/act/", {"version": "many"},
                                   format="json"))  # fmt: skip
    assert_throttled(as_alice.post(f"/api/games/{game.pk}/act/",
                                   {"version": version, "choices": ["1"]}, format="json"))  # fmt: skip
    game.refresh_from_db()
    assert game.version == version


def test_a_script_flooding_past_the_move_limit_never_locks_its_game(alice, bob, as_alice,
                                                                   rates, cache_kind):  # fmt: skip
    """Once refused, a user's next moves in the same minute hear the 429 before the view
    reads anything: a flood costs its token's row and the count, never its game's lock
    (which the other players' moves wait on). Counted in memory, the answer is known at
    once: even the first refusal comes first."""
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    rates(move="1/minute")
    game = nim(alice, bob)
    version = game.version
    url = f"/api/games/{game.pk}/act/"
    assert as_alice.post("/api/games/999999/act/", {"version": 1, "choices": ["1"]},
                         format="json").status_code == 404  # the minute's one move  # fmt: skip
    with CaptureQueriesContext(connection) as first:
        assert_throttled(as_alice.post(url, {"version": game.version, "choices": ["1"]},
                                       format="json"))  # fmt: skip
    # The command's read of its game (with its latest state): FOR UPDATE on PostgreSQL,
    # inside SQLite's IMMEDIATE transaction.
    locked = [q for q in first if "games_lateststate" in q["sql"]]
    assert bool(locked) == (cache_kind == "redis")  # on Redis the check and the lock overlap
    for _ in range(3):
        with CaptureQueriesContext(connection) as queries:
            assert_throttled(as_alice.post(url, {"version": game.version, "choices": ["1"]},
                                           format="json"))  # fmt: skip
        assert not [q for q in queries if "games_lateststate" in q["sql"]], queries.captured_queries
    game.refresh_from_db()
    assert game.version == version


def test_table_talk_is_limited_per_user(alice, bob, as_alice, as_bob, rates):
    rates(talk="2/minute")
    game = nim(alice, bob)
    url = f"/api/games/{game.pk}/talk/"
    assert [as_alice.post(url, {"text": f"hi {i}"}).status_code for i in range(2)] == [201, 201]
    assert_throttled(as_alice.post(url, {"text": "one too many"}))
    assert Message.objects.filter(game=game).count() == 2
    assert as_alice.get(url).status_code == 200
    assert as_bob.post(url, {"text": "my turn to talk"}).status_code == 201


def test_invitations_are_limited_per_user(
    alice, as_alice, rates, django_capture_on_commit_callbacks
):
    rates(invite="2/hour")
    game = services.game_create(user=alice, kind="nim", seats=4)
    url = f"/api/games/{game.pk}/invite/"
    with django_capture_on_commit_callbacks(execute=True):
        sent = [as_alice.post(url, {"email": f"friend{i}@example.org"}, format="json").status_code
                for i in range(2)]  # fmt: skip
        before = Notification.objects.count()
        refused = as_alice.post(url, {"email": "stranger@example.org"}, format="json")
    assert sent == [202, 202]
    assert_throttled(refused)
    assert Notification.objects.count() == before
    assert sorted(m.to[0] for m in mail.outbox) == ["friend0@example.org", "friend1@example.org"]


def test_the_web_login_is_limited_by_allauth(client, alice):
    for _ in range(5):
        page = client.post("/accounts/login/", {"login": "alice", "password": "wrong"},
                           REMOTE_ADDR="203.0.113.8")  # fmt: skip
        assert page.status_code == 200  # the form again, with its error
    locked = client.post("/accounts/login/", {"login": "alice", "password": PASSWORD},
                         REMOTE_ADDR="203.0.113.9")  # fmt: skip
    # allauth answers with the form again, saying why (even to the right password).
    assert "Too many failed login attempts" in locked.content.decode()
    assert "_auth_user_id" not in client.session
