"""A wrong password costs the same whether the account exists or not, so response times
never tell usernames apart. Measured by counting password-hasher runs, not by a clock."""

from __future__ import annotations

import pytest
from django.contrib.auth.hashers import PBKDF2PasswordHasher

pytestmark = pytest.mark.django_db

RUNS: list[str] = []


class CountingHasher(PBKDF2PasswordHasher):
    """Django's default hasher (same algorithm name, so existing hashes verify), counting
    every time it derives a key: for checking a password and for hashing one."""

    def encode(self, password, salt, iterations=None):
        RUNS.append(password)
        return super().encode(password, salt, iterations)


@pytest.fixture(autouse=True)
def _counting_hasher(settings):
    """The real hasher, counting, from before the accounts are made (the suite's default
    is a fast one, tests/conftest.py), so their passwords are hashed with it too."""
    settings.PASSWORD_HASHERS = [f"{__name__}.CountingHasher"]


@pytest.fixture
def counting():
    def runs_for(client, login: str, password: str) -> tuple[int, int]:
        RUNS.clear()
        response = client.post("/api/auth/token/", {"username": login, "password": password},
                               REMOTE_ADDR="203.0.113.1")  # fmt: skip
        return response.status_code, len(RUNS)

    return runs_for


def test_a_known_and_an_unknown_login_hash_the_password_as_often(client, alice, counting):
    known = counting(client, "alice", "wrong password")
    known_by_email = counting(client, "alice@example.org", "wrong password")
    unknown = counting(client, "nobody", "wrong password")
    unknown_email = counting(client, "nobody@example.org", "wrong password")
    assert known[0] == known_by_email[0] == unknown[0] == unknown_email[0] == 401
    assert known[1] >= 1
    assert known[1] == known_by_email[1] == unknown[1] == unknown_email[1]


def test_a_suspended_account_costs_the_same_as_an_unknown_one(client, alice, counting):
    alice.is_active = False
    alice.save()
    assert counting(client, "alice", "wrong password") == counting(client, "nobody", "x")


def test_the_right_password_still_gives_a_token(client, alice, counting):
    status, runs = counting(client, "alice", "correct horse 9")
    assert status == 201 and runs >= 1
