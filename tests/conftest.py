"""Shared fixtures: personas (Alice, Bob, Carol), API clients, and the test suite's own
escape hatch through the append-only triggers when a transactional test flushes."""

from __future__ import annotations

import pytest
from django.core.cache import cache
from django.test import TransactionTestCase, override_settings
from rest_framework.test import APIClient

from accounts.services import token_create
from games.sqlite_guard import allow_event_purge
from tests.support.receiver import Receiver


def pytest_configure(config):
    # Django's default hasher spends ~0.4 s of CPU on each password, by design; the suite
    # makes hundreds of accounts (over a minute in tests/leagues alone). The real hasher's
    # cost is what tests/api/test_login_timing.py is about: that module sets it back.
    override_settings(PASSWORD_HASHERS=["django.contrib.auth.hashers.MD5PasswordHasher"]).enable()


_original_teardown = TransactionTestCase._fixture_teardown


def _teardown_with_purge(self):
    # Flushing between transactional tests must empty games_event; only the test suite
    # ever opens this hatch.
    with allow_event_purge():
        return _original_teardown(self)


TransactionTestCase._fixture_teardown = _teardown_with_purge


@pytest.fixture(autouse=True)
def _fresh_cache():
    """Each test starts with empty rate-limit counters (the cache outlives a test), and
    no memory of whom they refused."""
    from api.throttles import forget_refusals

    cache.clear()
    forget_refusals()
    yield


def make_user(django_user_model, name: str):
    user = django_user_model.objects.create_user(
        username=name.lower(), email=f"{name.lower()}@example.org", password="correct horse 9"
    )
    user.profile.display_name = name
    user.profile.save()
    return user


@pytest.fixture
def alice(django_user_model):
    return make_user(django_user_model, "Alice")


@pytest.fixture
def bob(django_user_model):
    return make_user(django_user_model, "Bob")


@pytest.fixture
def carol(django_user_model):
    return make_user(django_user_model, "Carol")


def client_for(user) -> APIClient:
    client = APIClient()
    _, key = token_create(user=user, name="tests")
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {key}")
    return client


@pytest.fixture
def as_alice(alice):
    return client_for(alice)


@pytest.fixture
def as_bob(bob):
    return client_for(bob)


@pytest.fixture
def as_carol(carol):
    return client_for(carol)


@pytest.fixture
def dns(monkeypatch):
    """Webhook hosts and the addresses the test says they resolve to (changeable
    mid-test); ``chat.example`` is public. There is no DNS here: other names fail."""
    import socket

    from notifications.outbound import webhook_target

    table: dict[str, list[str]] = {"chat.example": ["93.184.215.14"]}
    real = webhook_target.resolve

    def resolve(host: str, port: int) -> list[str]:
        if host in table:
            return table[host]
        if host == "localhost":
            return real(host, port)  # /etc/hosts
        # Addresses written as numbers, in any spelling, by the system's own parser;
        # a name fails here instead of asking the network.
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM,
                                   flags=socket.AI_NUMERICHOST)  # fmt: skip
        return list(dict.fromkeys(info[4][0] for info in infos))

    monkeypatch.setattr(webhook_target, "resolve", resolve)
    return table


@pytest.fixture
def receiver(settings):
    """A webhook receiver on loopback, which only the explicit local-testing setting lets
    webhooks reach (a module that tests the refusal defines its own)."""
    r = Receiver()
    settings.VITRINE_WEBHOOK_ALLOW_PRIVATE = True
    settings.VITRINE_WEBHOOK_PORTS = [r.port]
    yield r
    r.close()
