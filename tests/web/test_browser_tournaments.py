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


def test_a_ladder_player_challenges_from_the_page_and_the_organiser_closes_it(
    browse, alice, bob, carol, shoot
):
    dora = make_user(type(alice), "Dora")
    t = services.tournament_create(organiser=alice, title="Nim Ladder", kind="nim",
                                   table_size=2, format="ladder", reach=1)  # fmt: skip
    for player in (bob, carol, dora):
        services.tournament_register(user=player, tournament_id=t.pk)
    services.tournament_start(user=alice, tournament_id=t.pk)

    page = browse.page(dora)
    page.goto(f"/tournaments/{t.pk}/")
    expect(page.locator("#summary")).to_contain_text(
        "Ladder: challenge anyone up to 1 place above you; the winner takes the higher place."
    )
    expect(page.locator("#rounds-title")).to_have_text("Challenges")
    expect(page.locator("#rounds")).to_contain_text("No challenge yet.")
    expect(page.locator("#standings")).to_contain_text("You may challenge Carol.")
    # Reach 1: Carol, just above, has a button; Bob, two places up, has none.
    expect(page.get_by_role("button", name="Challenge Carol")).to_be_visible()
    expect(page.get_by_role("button", name="Challenge Bob")).to_have_count(0)
    page.get_by_role("button", name="Challenge Carol").click()
    expect(page.locator("#summary")).to_contain_text("You challenged Carol: your game has started.")
    expect(page.locator("#rounds")).to_contain_text("Challenge 1: Dora challenged Carol — in play")
    expect(page.get_by_role("button", name="Challenge Carol")).to_have_count(0)  # one at a time
    shoot(page, "ladder", full_page=True)

    theirs = browse.page(bob)
    theirs.goto(f"/tournaments/{t.pk}/")
    expect(theirs.locator("#rounds")).to_contain_text("Dora challenged Carol")
    expect(theirs.locator("#organiser")).to_have_count(1)
    expect(theirs.get_by_role("button", name="Close challenges")).to_have_count(0)

    organiser = browse.page(alice)
    organiser.goto(f"/tournaments/{t.pk}/")
    organiser.get_by_role("button", name="Close challenges").click()
    expect(organiser.locator("#summary")).to_contain_text("Challenges are closed: the ladder ends "
                                                          "when the last one in play is over.")  # fmt: skip
    expect(organiser.locator("#organiser")).to_contain_text("Challenge 1:")  # adjudicate it
    game = Tournament.objects.get(pk=t.pk).tables.get().game_id
    autoplay.play_game(game)
    organiser.reload()
    expect(organiser.locator("#summary")).to_contain_text("Finished")
    expect(organiser.locator("#rounds")).to_contain_text("Dora challenged Carol — finished")
    t.refresh_from_db()
    first = Standing.objects.filter(tournament=t).order_by("position").first()
    expect(organiser.locator("#standings tbody tr").first).to_contain_text(first.name)
