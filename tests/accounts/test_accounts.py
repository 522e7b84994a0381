"""Accounts: sign up with email verification, tokens (API and page), profile."""

from __future__ import annotations

import re
from datetime import UTC, datetime

import pytest
import time_machine
from django.core import mail
from rest_framework.test import APIClient

from accounts.models import ApiToken
from games import services

pytestmark = pytest.mark.django_db


def test_signing_up_sends_a_verification_link_that_lets_you_log_in(client):
    response = client.post("/accounts/signup/", {
        "email": "dora@example.org", "username": "dora",
        "password1": "a long passphrase 42", "password2": "a long passphrase 42",
    })  # fmt: skip
    assert response.status_code == 302
    assert len(mail.outbox) == 1 and mail.outbox[0].to == ["dora@example.org"]
    link = re.search(r"https?://[^\s]+/accounts/confirm-email/[^\s]+", mail.outbox[0].body)
    assert link, mail.outbox[0].body
    path = "/" + link.group(0).split("/", 3)[3]
    assert client.post(path).status_code == 302
    assert client.login(username="dora", password="a long passphrase 42")
    assert client.get("/accounts/profile/").status_code == 200


def test_an_unverified_account_cannot_log_in(client):
    client.post("/accounts/signup/", {
        "email": "eve@example.org", "username": "eve",
        "password1": "a long passphrase 42", "password2": "a long passphrase 42",
    })  # fmt: skip
    client.logout()
    response = client.post("/accounts/login/", {"login": "eve", "password": "a long passphrase 42"})
    assert response.status_code == 302 and "confirm-email" in response["Location"]


def test_a_token_is_granted_for_username_or_email_and_only_its_hash_is_stored(client, alice):
    for login in ("alice", "alice@example.org"):
        response = client.post(
            "/api/auth/token/", {"username": login, "password": "correct horse 9"}
        )
        assert response.status_code == 201
        key = response.json()["token"]
        assert not ApiToken.objects.filter(key_hash=key).exists()
        me = client.get("/api/me/", HTTP_AUTHORIZATION=f"Bearer {key}")
        assert me.json()["display_name"] == "Alice"
    wrong = client.post("/api/auth/token/", {"username": "alice", "password": "nope"})
    assert wrong.status_code == 401
    assert wrong.json()["detail"] == "Wrong username/email or password."


def test_a_revoked_token_no_longer_opens_the_api(as_alice, alice):
    created = as_alice.post("/api/tokens/", {"name": "my bot"}).json()
    assert {t["name"] for t in as_alice.get("/api/tokens/").json()} == {"tests", "my bot"}
    assert as_alice.delete(f"/api/tokens/{created['id']}/").status_code == 204
    response = APIClient().get("/api/me/", HTTP_AUTHORIZATION=f"Bearer {created['token']}")
    assert response.status_code == 401


def test_the_tokens_page_lists_creates_and_revokes(client, alice):
    client.force_login(alice)
    page = client.post("/accounts/tokens/", {"name": "laptop"})
    assert b"shown only once" in page.content
    token = ApiToken.objects.get(name="laptop")
    assert b"laptop" in client.get("/accounts/tokens/").content
    client.post("/accounts/tokens/", {"revoke": str(token.pk)})
    token.refresh_from_db()
    assert token.revoked_at is not None
    assert b"laptop" not in client.get("/accounts/tokens/").content


def test_profile_changes_are_checked(as_alice):
    ok = as_alice.patch("/api/me/", {"display_name": "Alice L.", "time_zone": "Europe/Paris"})
    assert ok.json()["time_zone"] == "Europe/Paris"
    bad = as_alice.patch("/api/me/", {"time_zone": "Mars/Olympus"})
    assert bad.status_code == 400
    assert "'Mars/Olympus' is not a time zone" in bad.json()["detail"]
    assert as_alice.get("/api/me/").json()["time_zone"] == "Europe/Paris"


def test_the_profile_form_moves_my_deadlines_when_my_time_zone_changes(client, alice, bob):
    friday_noon = datetime(2025, 3, 7, 12, 0, tzinfo=UTC)
    with time_machine.travel(friday_noon, tick=False):
        game = services.game_create(user=alice, kind="nim", seats=2,
                                    options={"pledges": False, "pile": 30},
                                    time_control={"kind": "per_move", "days": 1,
                                                  "skip_weekends": True})  # fmt: skip
        game = services.game_join(user=bob, game_id=game.pk)
        mover = alice if game.to_act == [0] else bob
        # In UTC one working day from Friday noon is Monday noon.
        assert game.deadline == datetime(2025, 3, 10, 12, 0, tzinfo=UTC)
        client.force_login(mover)
        saved = client.post(
            "/accounts/profile/", {"display_name": "", "time_zone": "Pacific/Kiritimati"}
        )
    assert saved.status_code == 302
    mover.profile.refresh_from_db()
    assert mover.profile.time_zone == "Pacific/Kiritimati"
    game.refresh_from_db()
    # Friday noon in UTC is already Saturday 02:00 on Kiritimati (UTC+14): the day starts
    # counting on Monday there, so the deadline is Tuesday 00:00 local, Monday 10:00 UTC.
    assert game.deadline == datetime(2025, 3, 10, 10, 0, tzinfo=UTC)


def test_the_profile_form_refuses_an_unknown_time_zone_and_links_to_all_settings(client, alice):
    client.force_login(alice)
    page = client.post("/accounts/profile/", {"display_name": "", "time_zone": "Mars/Olympus"})
    assert page.status_code == 200 and "is not a time zone" in page.content.decode()
    alice.profile.refresh_from_db()
    assert alice.profile.time_zone == "UTC"
    assert 'href="/settings/"' in client.get("/accounts/profile/").content.decode()


def test_a_forgotten_password_is_reset_through_the_emailed_link(client, alice):
    from allauth.account.models import EmailAddress

    EmailAddress.objects.create(user=alice, email=alice.email, verified=True, primary=True)
    assert client.post("/accounts/password/reset/", {"email": alice.email}).status_code == 302
    link = re.search(r"https?://[^\s]+/accounts/password/reset/key/[^\s]+", mail.outbox[-1].body)
    assert link, mail.outbox[-1].body
    page = client.get("/" + link.group(0).split("/", 3)[3], follow=True)
    form_url = page.redirect_chain[-1][0] if page.redirect_chain else link.group(0)
    done = client.post(
        form_url, {"password1": "a brand new secret 7", "password2": "a brand new secret 7"}
    )
    assert done.status_code == 302
    assert client.login(username="alice", password="a brand new secret 7")
