"""What the settings page reads and writes through the API: the vacation allowance left,
and webhooks registered, listed and removed (only one's own)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
import time_machine

pytestmark = pytest.mark.django_db


def test_the_vacation_allowance_shrinks_as_days_are_taken_and_grows_back_on_cancel(as_alice):
    with time_machine.travel(datetime(2025, 3, 3, 9, 0, tzinfo=UTC), tick=False):
        before = as_alice.get("/api/me/vacation-days/").json()
        taken = as_alice.post("/api/me/vacations/", {"first_day": "2025-12-30",
                                                     "last_day": "2026-01-02"}, format="json")  # fmt: skip
        during = as_alice.get("/api/me/vacation-days/").json()
        as_alice.delete(f"/api/me/vacations/{taken.json()['id']}/")
        after = as_alice.get("/api/me/vacation-days/").json()
    assert before == {"year": 2025, "allowance": 14, "days_left": 14, "days_left_next_year": 14}
    # Two days fall in 2025 and two in 2026: each year pays for its own.
    assert during["days_left"] == 12 and during["days_left_next_year"] == 12
    assert after == before


def test_the_vacation_allowance_needs_a_signed_in_player(client):
    assert client.get("/api/me/vacation-days/").status_code in (401, 403)


def test_a_webhook_is_registered_listed_and_removed_by_its_owner_only(as_alice, as_bob, dns):
    made = as_alice.post("/api/me/webhooks/", {"url": "https://chat.example/hook",
                                               "format": "discord"}, format="json")  # fmt: skip
    assert made.status_code == 201
    hook = made.json()
    assert hook["format"] == "discord" and hook["secret"].startswith("whsec_")
    assert [h["url"] for h in as_alice.get("/api/me/webhooks/").json()] == [
        "https://chat.example/hook"
    ]
    assert as_bob.get("/api/me/webhooks/").json() == []
    assert as_bob.delete(f"/api/me/webhooks/{hook['id']}/").status_code == 404
    assert as_alice.delete(f"/api/me/webhooks/{hook['id']}/").status_code == 204
    assert as_alice.get("/api/me/webhooks/").json() == []


@pytest.mark.parametrize(
    ("body", "field"),
    [({"url": "not a url"}, "url"), ({"url": "https://x.example/", "format": "teams"}, "format")],
)
def test_a_bad_webhook_is_refused_naming_the_field(as_alice, body, field):
    refused = as_alice.post("/api/me/webhooks/", body, format="json")
    assert refused.status_code == 400 and field in refused.json()["fields"]
    assert as_alice.get("/api/me/webhooks/").json() == []
