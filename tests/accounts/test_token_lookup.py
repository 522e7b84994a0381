"""The bearer token's lookup, where every API request starts: one statement compiled once
per process, and the same answers as before for a good, revoked, unknown or odd token."""

from __future__ import annotations

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone
from rest_framework.test import APIClient

from accounts.models import ApiToken
from accounts.services import token_create

pytestmark = pytest.mark.django_db


def _client(key: str) -> APIClient:
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {key}")
    return client


def test_a_token_names_its_owner_in_one_statement(alice):
    _, key = token_create(user=alice, name="script")
    client = _client(key)
    client.get("/api/me/")  # the minute's "last used" write happens here
    with CaptureQueriesContext(connection) as seen:
        response = client.get("/api/me/")
    assert response.status_code == 200
    assert response.json()["username"] == "alice"
    lookups = [q["sql"] for q in seen.captured_queries if "accounts_apitoken" in q["sql"]]
    assert len(lookups) == 1  # the token and its user together, nothing else
    assert "ORDER BY" not in lookups[0]  # the hash is unique


def test_each_person_is_told_apart(alice, bob):
    _, alice_key = token_create(user=alice, name="a")
    _, bob_key = token_create(user=bob, name="b")
    for _ in range(2):  # the second round runs the statement compiled by the first
        assert _client(alice_key).get("/api/me/").json()["username"] == "alice"
        assert _client(bob_key).get("/api/me/").json()["username"] == "bob"


def test_a_revoked_token_is_refused_at_once(alice):
    token, key = token_create(user=alice, name="old")
    client = _client(key)
    assert client.get("/api/me/").status_code == 200
    ApiToken.objects.filter(pk=token.pk).update(revoked_at=timezone.now())
    response = client.get("/api/me/")
    assert response.status_code == 401
    assert "unknown or revoked" in response.json()["detail"]


@pytest.mark.parametrize("key", ["no-such-token", "compiled-mark:not-a-hash", "é" * 300, "0" * 64])
def test_an_unknown_token_is_refused_with_what_to_do(alice, key):
    token_create(user=alice, name="real")
    response = _client(key).get("/api/me/")
    assert response.status_code == 401
    assert "/api/auth/token/" in response.json()["detail"]


def test_a_suspended_players_token_is_refused(alice):
    _, key = token_create(user=alice, name="script")
    alice.is_active = False
    alice.save(update_fields=["is_active"])
    response = _client(key).get("/api/me/")
    assert response.status_code == 401
    assert "suspended" in response.json()["detail"].lower()
