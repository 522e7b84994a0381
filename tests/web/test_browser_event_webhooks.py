"""An organiser's webhooks on the tournament's and the league's page: the organiser adds one
(the address checked as on the settings page) and reads it listed, and removes it; nobody
else sees the section, and the API refuses them when they post to it anyway."""

from __future__ import annotations

import pytest

from leagues.tournaments import services
from notifications.models import Webhook
from tests.conftest import make_user
from tests.leagues.seasons.play import a_league
from tests.web.test_browser_leagues import a_running_season

expect = pytest.importorskip("playwright.sync_api", reason="pip install -e '.[dev]'").expect
pytestmark = pytest.mark.django_db(transaction=True)

# The page's own fetch, with its session and CSRF token: what a hand-made request would send.
POST = """async (path) => {
  const token = document.querySelector('meta[name="csrf-token"]').content;
  const answer = await fetch(path, {method: "POST", credentials: "same-origin",
    headers: {"Content-Type": "application/json", "X-CSRFToken": token},
    body: JSON.stringify({url: "https://chat.example/theirs", format: "json"})});
  return answer.status;
}"""


def add_and_remove(page, box: str, stream_id: int) -> None:
    """The organiser's round: a refused address said in words, one added and listed, then
    removed."""
    section = page.locator("section", has=page.get_by_role("heading", name="Webhooks"))
    expect(section).to_contain_text("Only you, its organiser, see this section.")
    page.fill("#webhook-url", "http://127.0.0.1/hook")
    page.click("text=Add webhook")
    expect(page.locator("#webhook-url-error")).to_contain_text(
        "must point to a public internet address"
    )
    assert not Webhook.objects.exists()
    page.fill("#webhook-url", "https://chat.example/hook")
    page.select_option("#webhook-format", "discord")
    page.click("text=Add webhook")
    expect(page.locator(box)).to_contain_text("The webhook is registered.")
    hook = Webhook.objects.get(stream_id=stream_id)
    assert (hook.url, hook.format) == ("https://chat.example/hook", "discord")
    expect(page.locator("#webhook-secret")).to_have_value(hook.secret)
    page.reload()  # read back from the API
    listed = page.locator(".webhook-list")
    expect(listed).to_contain_text("https://chat.example/hook")
    expect(listed).to_contain_text("Discord")
    page.get_by_role("button", name="Remove the webhook https://chat.example/hook").click()
    expect(page.locator(box)).to_contain_text("No webhooks.")
    assert not Webhook.objects.exists()


def no_section_and_refused(page, stream_id: int) -> None:
    expect(page.get_by_role("heading", name="Webhooks")).to_have_count(0)
    expect(page.locator("#webhook-url")).to_have_count(0)
    status = page.evaluate(POST, f"/api/streams/{stream_id}/webhooks/")
    assert status in (403, 404)
    assert not Webhook.objects.exists()


def test_a_tournaments_organiser_manages_its_webhooks_on_its_page(browse, alice, bob, dns):
    t = services.tournament_create(organiser=alice, title="Winter Nim Cup", kind="nim",
                                   table_size=2)  # fmt: skip
    page = browse.page(alice)
    page.goto(f"/tournaments/{t.pk}/")
    expect(page.locator("#summary")).to_contain_text("Organised by Alice")
    add_and_remove(page, "#event-webhooks", t.stream_id)

    theirs = browse.page(bob)
    theirs.goto(f"/tournaments/{t.pk}/")
    expect(theirs.locator("#summary")).to_contain_text("Organised by Alice")
    no_section_and_refused(theirs, t.stream_id)
    visitor = browse.page()
    visitor.goto(f"/tournaments/{t.pk}/")
    expect(visitor.locator("#summary")).to_contain_text("Organised by Alice")
    expect(visitor.get_by_role("heading", name="Webhooks")).to_have_count(0)


def test_a_league_seasons_organiser_manages_its_webhooks_on_the_league_page(
    browse, django_user_model, dns
):
    olga, players, league, season = a_running_season(django_user_model)
    page = browse.page(olga)
    page.goto(f"/leagues/{league.pk}/")
    expect(page.locator("#season")).to_contain_text(season.title)
    add_and_remove(page, "#event-webhooks", season.stream_id)

    ben = browse.page(players[1])
    ben.goto(f"/leagues/{league.pk}/seasons/{season.number}/")
    expect(ben.locator("#season")).to_contain_text(season.title)
    no_section_and_refused(ben, season.stream_id)


def test_a_league_without_a_season_has_no_webhooks_section(browse, django_user_model):
    olga = make_user(django_user_model, "Olga")
    league = a_league(olga, [make_user(django_user_model, n) for n in ("Ada", "Ben")])
    page = browse.page(olga)
    page.goto(f"/leagues/{league.pk}/")
    expect(page.locator("#season")).to_contain_text("No season has started yet.")
    expect(page.get_by_role("heading", name="Webhooks")).to_have_count(0)
