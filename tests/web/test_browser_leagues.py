"""Leagues in the browser: the list, a league's running season (standings with the zones
in words, matchdays with their tables and games), joining, and a past season with who went
up and down."""

from __future__ import annotations

import re

import pytest

from leagues.seasons.services import season_start
from tests.conftest import make_user
from tests.leagues.seasons.play import a_league, play_game, play_season, running_games

expect = pytest.importorskip("playwright.sync_api", reason="pip install -e '.[dev]'").expect
pytestmark = pytest.mark.django_db(transaction=True)

NAMES = ["Ada", "Ben", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal"]


def a_running_season(django_user_model):
    olga = make_user(django_user_model, "Olga")
    players = [make_user(django_user_model, n) for n in NAMES]
    league = a_league(olga, players)
    season = season_start(user=olga, league_id=league.pk)
    return olga, players, league, season


def test_a_league_page_shows_its_season_standings_zones_and_tables_and_a_player_joins(
    browse,
    django_user_model,
    shoot,
):
    olga, players, league, season = a_running_season(django_user_model)
    first = running_games(season)[0]
    play_game(first)
    zoe = make_user(django_user_model, "Zoe")

    page = browse.page(zoe)
    page.goto("/leagues/")
    expect(page.locator("#league-list")).to_contain_text("Museum League")
    expect(page.locator("#league-list")).to_contain_text("8 players, organised by Olga.")
    expect(page.locator("#league-list")).to_contain_text("Season 1 is running.")
    page.click("text=See the league")
    page.wait_for_url(re.compile(rf"/leagues/{league.pk}/$"))
    expect(page.locator("#season-title")).to_have_text("Museum League, season 1")
    top = page.locator("table.standings[data-division='0']")
    bottom = page.locator("table.standings[data-division='1']")
    expect(top.locator("tbody tr")).to_have_count(4)
    # The last of the top division is in the relegation zone, the first of the bottom one
    # in the promotion zone, said in words.
    expect(top.locator("tbody tr").last).to_contain_text("▼ relegation zone")
    expect(bottom.locator("tbody tr").first).to_contain_text("▲ promotion zone")
    tables = page.locator(".division").first.locator(".matchday").first
    expect(tables).to_contain_text("Matchday 1")
    expect(tables).to_contain_text(re.compile(r"Table 1: (Ada|Ben|Cy|Dee) and (Ada|Ben|Cy|Dee)\."))
    expect(tables).to_contain_text(re.compile(r"1st (Ada|Ben|Cy|Dee), 2nd (Ada|Ben|Cy|Dee)\."))
    expect(page.locator(f"a[href='/games/{first}/']")).to_have_text(f"See game {first}")
    shoot(page, "league", full_page=True)

    page.click("#join-league")
    expect(page.locator("#members")).to_contain_text("Zoe")
    expect(page.locator("#members")).to_contain_text("New players start in the bottom division")
    expect(page.locator("#leave-league")).to_be_visible()
    assert league.members.filter(user=zoe, left_at__isnull=True).exists()


def test_a_past_season_stays_browsable_with_who_went_up_and_down(browse, django_user_model):
    olga, players, league, season = a_running_season(django_user_model)
    play_season(season)
    page = browse.page(olga)
    page.goto(f"/leagues/{league.pk}/")
    expect(page.locator("#season-title")).to_have_text("Museum League, season 1")
    expect(page.locator("#season")).to_contain_text("Pairing seed:")
    expect(page.locator("table.standings[data-division='0'] tbody tr").last).to_contain_text(
        "▼ goes down"
    )
    expect(page.locator("table.standings[data-division='1'] tbody tr").first).to_contain_text(
        "▲ goes up"
    )
    page.click("#start-season")
    expect(page.locator("#season-title")).to_have_text("Museum League, season 2")
    expect(page.locator("#season-list")).to_contain_text("Museum League, season 1 · finished")
    page.click("text=Museum League, season 1")
    page.wait_for_url(re.compile(rf"/leagues/{league.pk}/seasons/1/$"))
    expect(page.locator("#season-title")).to_have_text("Museum League, season 1")
    expect(page.locator(".matchday")).to_have_count(6)


def test_a_visitor_sees_a_league_and_is_asked_to_log_in_to_join(browse, django_user_model):
    olga, players, league, season = a_running_season(django_user_model)
    page = browse.page()
    page.goto(f"/leagues/{league.pk}/")
    expect(page.locator("#league")).to_contain_text("Log in to join this league.")
    expect(page.locator("table.standings")).to_have_count(2)


def test_a_player_starts_a_league_from_the_page_and_a_bad_setting_is_said_in_words(browse, alice):
    page = browse.page(alice)
    page.goto("/leagues/")
    expect(page.locator("#leagues")).to_contain_text("There are no leagues yet.")
    page.fill("#league-name", "Tuesday Nim")
    page.select_option("#league-kind", "nim")
    page.fill("#table-size", "6")
    page.click("text=Start the league")
    expect(page.locator("#league-error")).to_contain_text(
        "table_size must be a whole number from 2 to 4."
    )
    page.fill("#table-size", "3")
    page.fill("#division-size", "6")
    page.check("#invite-only")
    page.click("text=Start the league")
    page.wait_for_url(re.compile(r"/leagues/\d+/$"))
    expect(page.locator("#league-name")).to_have_text("Tuesday Nim")
    expect(page.locator("#league")).to_contain_text("at tables of 3, 3 days per move")
    expect(page.locator("#league")).to_contain_text("Organised by Alice; invite only.")
    expect(page.locator("#league")).to_contain_text("Invite code: ")
    expect(page.locator("#season")).to_contain_text("No season has started yet.")
