"""Ratings in the browser: a game's leaderboard, a player's profile with their ratings,
history chart, reliability and pace, and the lobby's "Rated" tick."""

from __future__ import annotations

import re

import pytest

from accounts.moderation import account_reinstate, account_suspend
from games import services
from games.models import Game
from leagues.models import PlayerRating, PromptRecord
from tests.conftest import make_user
from tests.leagues.play import play_out, table

expect = pytest.importorskip("playwright.sync_api", reason="pip install -e '.[dev]'").expect
pytestmark = pytest.mark.django_db(transaction=True)
NIM = {"pledges": False, "pile": 9}


def rated_games(alice, bob, carol):
    """Two games of Alice and Bob, one of Bob and Carol in which Carol misses a deadline."""
    for _ in range(2):
        play_out(table("nim", [alice, bob], options=NIM))
    game = table("nim", [bob, carol], options=NIM)
    if game.to_act == [0]:  # Bob answers first, so Carol is the one who owes an answer
        game = services.game_act(user=bob, game_id=game.pk, version=game.version, choices=("1",))
    services.game_time_out(game_id=game.pk, seat=1, version=game.version)  # Carol's deadline
    play_out(game)


def shown(user) -> str:
    return f"{PlayerRating.objects.get(user=user, kind='nim').ordinal:.1f}"


def test_the_leaderboard_shows_ratings_provisional_reliability_and_pace(
    browse, alice, bob, carol, shoot
):
    rated_games(alice, bob, carol)
    page = browse.page()
    page.goto("/leaderboard/nim/")
    board = page.locator("table.leaderboard")
    expect(page.locator("h1")).to_have_text("Nim (test game) leaderboard")
    alice_row = board.locator("tr", has_text="Alice")
    expect(alice_row).to_contain_text(shown(alice))
    expect(alice_row).to_contain_text("provisional")
    expect(alice_row).to_contain_text("100%")
    missed = PromptRecord.objects.filter(user=carol, settled=True)
    share = missed.filter(timed_out=False).count() * 100 // missed.count()
    assert share < 100  # she missed one deadline
    expect(board.locator("tr", has_text="Carol")).to_contain_text(f"{share}%")
    shoot(page, "leaderboard")
    page.click("text=Bob")
    page.wait_for_url(re.compile(rf"/players/{bob.pk}/"))
    expect(page.locator("h1")).to_have_text("Bob")


def test_a_suspended_player_is_not_on_the_leaderboard_page(
    browse, alice, bob, carol, django_user_model
):
    mod = make_user(django_user_model, "Maud")
    mod.is_staff = True
    mod.save()
    rated_games(alice, bob, carol)
    account_suspend(staff=mod, user_id=carol.pk, reason="Cheating")
    page = browse.page()
    page.goto("/leaderboard/nim/")
    board = page.locator("table.leaderboard")
    expect(board.locator("tr", has_text="Alice")).to_contain_text(shown(alice))
    expect(board.locator("tr", has_text="Bob")).to_contain_text(shown(bob))
    expect(board).not_to_contain_text("Carol")
    account_reinstate(staff=mod, user_id=carol.pk, reason="Appeal upheld")
    page.reload()
    expect(page.locator("table.leaderboard tr", has_text="Carol")).to_contain_text(shown(carol))


def test_a_players_profile_shows_ratings_history_figures_and_recent_games(
    browse, alice, bob, carol, shoot
):
    rated_games(alice, bob, carol)
    page = browse.page(alice)
    page.goto("/")
    page.click("text=Profile")
    page.wait_for_url(re.compile(rf"/players/{alice.pk}/"))
    expect(page.locator("h1")).to_have_text("Alice")
    card = page.locator(".rating-card[data-kind=nim]")
    expect(card).to_contain_text(f"Rating {shown(alice)} after 2 rated games")
    expect(card).to_contain_text("provisional")
    expect(card.locator("svg circle")).to_have_count(2)  # one point per rated game
    expect(page.locator("#player-figures")).to_contain_text("Reliability 100% of deadlines met")
    expect(page.locator("#recent-games li")).to_have_count(2)
    expect(page.locator("#recent-games")).to_contain_text("with Bob: came")
    shoot(page, "player-profile", full_page=True)
    page.locator("#recent-games a").first.click()  # a table: its players link to profiles
    page.locator(".seat-list a", has_text="Bob").click()
    page.wait_for_url(re.compile(rf"/players/{bob.pk}/"))
    expect(page.locator("h1")).to_have_text("Bob")


def test_the_lobby_opens_an_unrated_table_when_rated_is_unticked(browse, alice):
    page = browse.page(alice)
    page.goto("/lobby/?kind=menagerie")
    page.fill("#seats", "1")
    expect(page.locator("#rated")).to_be_disabled()
    expect(page.locator("#create-game")).to_contain_text("Solo games are never rated.")
    page.fill("#seats", "2")
    expect(page.locator("#rated")).to_be_checked()
    page.uncheck("#rated")
    page.click("text=Open the table")
    page.wait_for_url(re.compile(r"/games/\d+/"))
    assert Game.objects.get().rated is False
