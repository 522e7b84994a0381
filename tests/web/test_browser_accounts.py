"""Accounts in the browser: sign up, verify by email, land signed in; then settings."""

from __future__ import annotations

import re

import pytest
from django.core import mail
from django.core.cache import cache

from accounts.models import ApiToken

expect = pytest.importorskip("playwright.sync_api", reason="pip install -e '.[dev]'").expect
pytestmark = pytest.mark.django_db(transaction=True)


def test_a_visitor_signs_up_verifies_the_email_and_plays(browse, django_user_model, shoot):
    cache.clear()  # allauth's rate limits (one confirmation email per address) live there
    page = browse.page()
    page.goto("/")
    expect(page.locator("#games")).to_contain_text("Museum of Fine Arts")
    page.click("text=Sign up to play")
    page.fill("input[name=email]", "dana@example.org")
    page.fill("input[name=username]", "dana")
    page.fill("input[name=password1]", "a long pass phrase 42")
    page.fill("input[name=password2]", "a long pass phrase 42")
    shoot(page, "signup")
    page.locator("main form button[type=submit]").click()
    expect(page.locator("main")).to_contain_text(re.compile("verif", re.I))
    assert django_user_model.objects.filter(username="dana").exists()
    message = next(m for m in mail.outbox if "dana@example.org" in m.to)
    link = re.search(r"https?://\S+/accounts/confirm-email/\S+", message.body).group(0)
    page.goto(link)
    page.locator("main form button[type=submit]").click()
    page.goto("/accounts/login/")
    page.fill("input[name=login]", "dana")
    page.fill("input[name=password]", "a long pass phrase 42")
    page.locator("main form button[type=submit]").click()
    expect(page.locator(".site-header")).to_contain_text("Settings (dana)")
    page.goto("/lobby/")
    expect(page.locator("#create-game")).to_contain_text("Open the table")


def test_settings_change_the_name_and_time_zone_and_manage_tokens(browse, alice, shoot):
    page = browse.page(alice)
    page.goto("/settings/")
    page.fill("#time-zone", "Mars/Olympus_Mons")
    page.click("text=Save")
    expect(page.locator("#profile")).to_contain_text("'Mars/Olympus_Mons' is not a time zone")
    page.fill("#display-name", "Alice L.")
    page.fill("#time-zone", "Europe/Paris")
    page.click("text=Save")
    expect(page.locator("#profile")).to_contain_text("Saved.")
    alice.profile.refresh_from_db()
    assert (alice.profile.display_name, alice.profile.time_zone) == ("Alice L.", "Europe/Paris")
    page.click("text=Create token")
    expect(page.locator("#tokens")).to_contain_text("Give the token a name")
    page.fill("#token-name", "my bot")
    page.click("text=Create token")
    key = page.locator("#new-token").input_value()
    assert key.startswith("vt_")
    expect(page.locator(".token-table")).to_contain_text("my bot")
    page.once("dialog", lambda dialog: dialog.accept())
    page.get_by_role("button", name="Revoke my bot").click()
    expect(page.locator("#tokens")).to_contain_text('Token "my bot" revoked.')
    assert ApiToken.objects.get(name="my bot").revoked_at is not None
