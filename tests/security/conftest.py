"""The probes' shared settings: a fast password hasher (the matrix signs in hundreds of
people), the dev mailbox on, the bot taking a seat over after one timeout, and rate limits
counted per test."""

from __future__ import annotations

import pytest
from django.core.cache import cache

PROBE_SETTINGS = {
    "PASSWORD_HASHERS": ["django.contrib.auth.hashers.MD5PasswordHasher"],
    "DEV_MAILBOX": True,
    "VITRINE_TIMEOUTS_BEFORE_BOT": 1,
}


@pytest.fixture(autouse=True)
def _fast_and_fresh(settings):
    for name, value in PROBE_SETTINGS.items():
        setattr(settings, name, value)
    cache.clear()  # rate limits count per test, not across the matrix
    yield
    cache.clear()
