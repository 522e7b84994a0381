"""Tournaments in the browser: an organiser creates one with the form, players register
with the button, the organiser starts it, and the page shows the rounds and standings
with names and points as the games are played."""

from __future__ import annotations

import re

import pytest

from leagues.models import Standing, Tournament
from leagues.tournaments import autoplay, services
from tests.conftest import make_user

expect = pytest.importorskip("playwright.sync_api", reason="pip install -e '.[dev]'").expect
pytestmark = pytest.mark.django_db(transaction=True)


def test_a_tournament_from_the_form_to_its_final_standings(browse, alice, bob, carol, shoot):
    page = browse.page(alice)
    page.goto("/tournaments/")
    expect(page.locator("#tournament-list")).to_contain_text("No tournament yet")
    page.fill("#title", "Winter Nim Cup")
    page.select_option("#kind", "nim")
    page.fill("#table_size", "2")
    page.fill("#rounds", "2")
    page.fill("#placement", "2, 0")
    page.click("text=Create the tournament")
    page.wait_for_url(re.compile(r"/tournaments/\d+/"))
    expect(page.locator("#title")).to_have_text("Winter Nim Cup")
    expect(page.locator("#summary")).to_contain_text("Open for registration")
    expect(page.locator("#summary")).to_contain_text("Organised by Alice")
    t = Tournament.objects.get()

    for player in (bob, carol):
        theirs = browse.page(player)
        theirs.goto(f"/tournaments/{t.pk}/")
        theirs.click("text=Register")
        expect(theirs.locator("#actions")).to_contain_text("You are registered.")
    expect(theirs.get_by_role("button", name="Withdraw")).to_be_visible()
    dora = make_user(type(alice), "Dora")
    services.tournament_register(user=dora, tournament_id=t.pk)

    page.reload()
    expect(page.locator("#standings")).to_contain_text("Carol")
    page.click("text=Start now")
    expect(page.locator("#rounds")).to_contain_text("Round 1")
    expect(page.locator("#summary")).to_contain_text("Round 1 is under way")
    expect(page.locator("#organiser")).to_contain_text("Adjudicate")

    autoplay.play_tournament(t.pk)
    page.reload()
    expect(page.locator("#summary")).to_contain_text("Finished")
    expect(page.locator("#rounds")).to_contain_text("Round 2")
    best = Standing.objects.filter(tournament=t).order_by("position").first()
    first_row = page.locator("#standings tbody tr").first
    expect(first_row).to_contain_text(best.name)
    expect(first_row).to_contain_text(f"{best.points:g}")
    expect(page.locator("#rounds")).to_contain_text("1st")
    shoot(page, "tournament", full_page=True)

    anyone = browse.page()
    anyone.goto("/tournaments/")
    expect(anyone.locator("#tournament-list")).to_contain_text("Winter Nim Cup")
    expect(anyone.locator("#tournament-list")).to_contain_text("Finished")
    expect(anyone.locator("#tournament-list")).to_contain_text("Nim (test game) at tables of 2")
