"""The settings page in the browser: notification preferences that stay after a reload,
vacations planned and cancelled against the yearly allowance, webhooks added and removed,
the calendar link, and bad input refused with a message next to its field."""

from __future__ import annotations

from datetime import UTC, datetime, time, timedelta

import pytest

from accounts.models import Vacation
from notifications.models import Webhook
from notifications.outbound.preferences import preferences_of

expect = pytest.importorskip("playwright.sync_api", reason="pip install -e '.[dev]'").expect
pytestmark = pytest.mark.django_db(transaction=True)


def open_settings(browse, user):
    page = browse.page(user)
    page.goto("/settings/")
    expect(page.locator("#app[data-ready=true]")).to_be_attached()
    return page


def test_notification_preferences_are_saved_and_still_there_after_a_reload(browse, alice, shoot):
    page = open_settings(browse, alice)
    page.select_option("#mode-reminder", "never")
    page.select_option("#mode-game_over", "digest")
    page.fill("#digest-hours", "12")
    page.fill("#quiet-start", "22:00")
    page.fill("#quiet-end", "07:30")
    page.click("text=Save notifications")
    expect(page.locator("#notifications")).to_contain_text("Your notification settings are saved.")
    prefs = preferences_of(alice)
    assert (prefs.mode("reminder"), prefs.mode("game_over"), prefs.digest_hours) == (
        "never", "digest", 12)  # fmt: skip
    assert (prefs.quiet_start, prefs.quiet_end) == (time(22, 0), time(7, 30))
    page.reload()
    expect(page.locator("#app[data-ready=true]")).to_be_attached()
    expect(page.locator("#mode-reminder")).to_have_value("never")
    expect(page.locator("#mode-game_over")).to_have_value("digest")
    expect(page.locator("#mode-your_turn")).to_have_value("immediate")
    expect(page.locator("#digest-hours")).to_have_value("12")
    expect(page.locator("#quiet-start")).to_have_value("22:00")
    # The calendar link is the secret feed of this player's deadlines.
    assert prefs.calendar_token in page.locator("#calendar-url").input_value()
    page.locator("#notify-title").scroll_into_view_if_needed()
    shoot(page, "settings")


def test_bad_notification_settings_are_refused_next_to_their_field(browse, alice):
    page = open_settings(browse, alice)
    page.fill("#digest-hours", "500")
    page.click("text=Save notifications")
    expect(page.locator("#digest-hours-error")).to_contain_text("168")
    expect(page.locator("#digest-hours")).to_be_focused()
    page.fill("#digest-hours", "6")
    page.fill("#quiet-start", "22:00")
    page.click("text=Save notifications")
    expect(page.locator("#quiet-error")).to_contain_text("Quiet hours need a start and an end")
    prefs = preferences_of(alice)
    assert (prefs.digest_hours, prefs.quiet_start) == (6, None)


def test_a_vacation_is_planned_then_cancelled_and_the_days_come_back(browse, alice):
    page = open_settings(browse, alice)
    expect(page.locator("#vacation-left")).to_contain_text("14 vacation days left")
    today = datetime.now(UTC).date()  # Alice's time zone is UTC
    first = today + timedelta(days=10)
    page.fill("#vacation-first", first.isoformat())
    page.fill("#vacation-last", (first - timedelta(days=2)).isoformat())
    page.click("text=Plan this vacation")
    expect(page.locator("#vacation-dates-error")).to_contain_text(
        "The last day of a vacation cannot come before its first day.")  # fmt: skip
    assert not Vacation.objects.filter(user=alice).exists()
    page.fill("#vacation-last", (first + timedelta(days=2)).isoformat())
    page.click("text=Plan this vacation")
    expect(page.locator("#vacations")).to_contain_text("planned")
    expect(page.locator(".vacation-list")).to_contain_text(f"{first.isoformat()} to")
    expect(page.locator(".vacation-list")).to_contain_text("3 days")
    if first.year == (first + timedelta(days=2)).year == today.year:
        expect(page.locator("#vacation-left")).to_contain_text("11 vacation days left")
    assert Vacation.objects.filter(user=alice).count() == 1
    page.get_by_role("button", name="Cancel the vacation").click()
    expect(page.locator("#vacations")).to_contain_text("The vacation is cancelled.")
    expect(page.locator("#vacations")).to_contain_text("No vacation planned.")
    expect(page.locator("#vacation-left")).to_contain_text("14 vacation days left")
    assert not Vacation.objects.filter(user=alice).exists()


def test_a_vacation_without_dates_is_refused_next_to_the_date(browse, alice):
    page = open_settings(browse, alice)
    page.click("text=Plan this vacation")
    expect(page.locator("#vacation-first-error")).to_be_visible()
    expect(page.locator("#vacation-first")).to_be_focused()
    assert not Vacation.objects.filter(user=alice).exists()


def test_a_webhook_is_added_with_its_format_and_removed(browse, alice, dns):
    page = open_settings(browse, alice)
    page.fill("#webhook-url", "not an address")
    page.click("text=Add webhook")
    expect(page.locator("#webhook-url-error")).to_contain_text("valid URL")
    assert not Webhook.objects.exists()
    page.fill("#webhook-url", "https://chat.example/hook")
    page.select_option("#webhook-format", "slack")
    page.click("text=Add webhook")
    expect(page.locator("#webhooks")).to_contain_text("The webhook is registered.")
    hook = Webhook.objects.get(user=alice)
    assert (hook.url, hook.format) == ("https://chat.example/hook", "slack")
    expect(page.locator("#webhook-secret")).to_have_value(hook.secret)
    expect(page.locator(".webhook-list")).to_contain_text("Slack")
    page.get_by_role("button", name="Remove the webhook https://chat.example/hook").click()
    expect(page.locator("#webhooks")).to_contain_text("No webhooks.")
    assert not Webhook.objects.exists()


def test_the_calendar_link_can_be_replaced_by_a_new_one(browse, alice):
    page = open_settings(browse, alice)
    old = page.locator("#calendar-url").input_value()
    assert preferences_of(alice).calendar_token in old
    page.once("dialog", lambda dialog: dialog.accept())
    page.click("#calendar-renew")
    expect(page.locator("#calendar")).to_contain_text("A new link is made")
    new = page.locator("#calendar-url").input_value()
    assert new != old and preferences_of(alice).calendar_token in new
