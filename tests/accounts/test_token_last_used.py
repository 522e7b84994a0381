"""A token's "last used" time is kept to the minute: written on the first request of each
minute, not on every request (reads included), which cost a write per request."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
import time_machine

from accounts.models import ApiToken

pytestmark = pytest.mark.django_db


def test_last_used_is_written_once_a_minute(as_alice):
    start = datetime(2026, 5, 4, 9, 0, tzinfo=UTC)
    token = ApiToken.objects.get()
    with time_machine.travel(start, tick=False) as clock:
        assert as_alice.get("/api/me/").status_code == 200
        token.refresh_from_db()
        assert token.last_used_at == start
        clock.shift(timedelta(seconds=30))
        as_alice.get("/api/me/")
        token.refresh_from_db()
        assert token.last_used_at == start  # within the minute: not written again
        clock.shift(timedelta(seconds=31))
        as_alice.get("/api/me/")
        token.refresh_from_db()
        assert token.last_used_at == start + timedelta(seconds=61)
