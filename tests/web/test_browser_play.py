"""In a real browser: open a table from the lobby, play it to the end by clicking, watch
another player's move arrive without a reload, and see a 409 and bad input in words."""

from __future__ import annotations

import re

import pytest

from games import services
from games.models import Game
from tests.web.conftest import PHONE

expect = pytest.importorskip("playwright.sync_api", reason="pip install -e '.[dev]'").expect
pytestmark = pytest.mark.django_db(transaction=True)


def choose(page, label: str) -> None:
    """Pick the prompt option named ``label`` and confirm it, as a player clicks."""
    page.locator("#prompt .option", has_text=label).first.click()
    page.locator("#prompt button.confirm").click()


def test_alice_opens_a_table_with_a_bot_in_the_lobby_and_plays_it_to_the_end(browse, alice):
    page = browse.page(alice)
    page.goto("/lobby/")
    page.select_option("#kind", "nim")
    page.fill("#seats", "2")
    page.fill("#bots", "1")
    page.select_option("#bot-level-1", "strong")
    page.fill("#option-pile", "6")
    page.uncheck("#option-pledges")
    page.click("text=Open the table")
    page.wait_for_url(re.compile(r"/games/\d+/"))
    expect(page.locator("#seats-title")).to_be_visible()
    expect(page.locator(".seat-list")).to_contain_text("Babbage (bot, strong)")
    expect(page.locator(".seat-list .badge", has_text="bot, strong")).to_be_visible()
    # Take one stone at a time until somebody takes the last one.
    for _ in range(10):
        status = page.locator("#status")
        expect(status).not_to_have_text(re.compile("Loading"))
        if "over" in status.inner_text():
            break
        expect(page.locator("#prompt .option").first).to_be_visible()
        choose(page, "Take 1")
        expect(page.locator("#prompt")).not_to_contain_text("Sending")
    expect(page.locator("#status")).to_have_text(re.compile("The game is over"))
    result = page.locator(".result")
    expect(result).to_contain_text("Final result")
    expect(result.locator("tbody tr")).to_have_count(2)
    expect(result).to_contain_text(re.compile(r"(Alice|Babbage \(bot, strong\)) wins"))
    expect(page.locator("#log-list")).to_contain_text("The game is over.")
    assert Game.objects.get().status == "finished"


def started_nim(alice, bob, **options) -> Game:
    game = services.game_create(user=alice, kind="nim", seats=2,
                                options={"pile": 9, "pledges": False, **options})  # fmt: skip
    return services.game_join(user=bob, game_id=game.pk)


def whose_turn(game: Game) -> int:
    game.refresh_from_db()
    return game.to_act[0]


def test_another_players_move_appears_without_a_reload(browse, alice, bob):
    game = started_nim(alice, bob)
    mover, watcher = (alice, bob) if whose_turn(game) == 0 else (bob, alice)
    mover_page = browse.page(mover)
    watcher_page = browse.page(watcher)
    mover_page.goto(f"/games/{game.pk}/?poll=300")
    watcher_page.goto(f"/games/{game.pk}/?poll=300")
    expect(watcher_page.locator("#status")).to_have_text(
        re.compile(f"Waiting for {mover.profile.display_name}")
    )
    watcher_page.evaluate("window.__sameDocument = true")
    choose(mover_page, "Take 2")
    expect(watcher_page.locator("#status")).to_have_text(re.compile("Your move"))
    expect(watcher_page.locator("#log-list")).to_contain_text(
        f"{mover.profile.display_name}: Stones taken"
    )
    expect(watcher_page.locator("#prompt")).to_contain_text("7 stones left")
    assert watcher_page.evaluate("window.__sameDocument") is True  # never reloaded


def test_a_move_made_elsewhere_first_gives_a_409_and_a_refreshed_table(browse, alice, bob):
    game = started_nim(alice, bob)
    seat = whose_turn(game)
    player = alice if seat == 0 else bob
    page = browse.page(player)
    page.goto(f"/games/{game.pk}/?poll=600000")  # no polling: the click must meet the 409
    expect(page.locator("#prompt")).to_contain_text("9 stones left")
    moved = services.game_act(user=player, game_id=game.pk, version=game.version, choices=("1",))
    choose(page, "Take 3")
    expect(page.locator("#prompt .notice-error, #prompt [role=alert]")).to_contain_text(
        "Someone moved first"
    )
    expect(page.locator("#status")).to_have_text(re.compile("Waiting for"))
    expect(page.locator("#log-list")).to_contain_text("Stones taken")
    game.refresh_from_db()
    assert game.version == moved.version  # the stale click appended nothing


def test_the_table_is_played_with_the_keyboard_alone(browse, alice, bob):
    game = started_nim(alice, bob)
    player = alice if whose_turn(game) == 0 else bob
    page = browse.page(player)
    page.goto(f"/games/{game.pk}/")
    option = page.locator('#prompt [data-option="2"]')
    option.focus()
    page.keyboard.press("Enter")
    expect(option).to_have_attribute("aria-pressed", "true")
    page.keyboard.press("Tab")
    page.keyboard.press("Tab")
    confirm = page.locator("#prompt button.confirm")
    expect(confirm).to_be_focused()
    expect(confirm).to_have_text("Confirm: Take 2")
    page.keyboard.press("Enter")
    expect(page.locator("#log-list")).to_contain_text("Stones taken (n 2)")


def test_bad_input_in_the_lobby_is_explained_next_to_the_form(browse, alice):
    page = browse.page(alice)
    page.goto("/lobby/")
    page.select_option("#kind", "nim")
    page.fill("#seats", "9")
    page.click("text=Open the table")
    expect(page.locator("#create-error")).to_contain_text("Nim (test game) is for 2–4 players")
    page.fill("#seats", "2")
    page.fill("#option-pile", "99")
    page.click("text=Open the table")
    expect(page.locator("#create-error")).to_contain_text("Option 'pile' must be between 5 and 40.")
    assert Game.objects.count() == 0


def test_players_talk_beside_the_table(browse, alice, bob):
    game = started_nim(alice, bob)
    alice_page = browse.page(alice)
    bob_page = browse.page(bob, viewport=PHONE)
    alice_page.goto(f"/games/{game.pk}/?poll=300")
    bob_page.goto(f"/games/{game.pk}/?poll=300")
    alice_page.locator("#talk button[type=submit]").click()
    expect(alice_page.locator("#talk")).to_contain_text("Write a message first.")
    alice_page.fill("#talk-text", "Good luck, Bob!")
    alice_page.locator("#talk button[type=submit]").click()
    expect(bob_page.locator("#talk .talk-list")).to_contain_text("Good luck, Bob!")
    expect(bob_page.locator("#talk .talk-list")).to_contain_text("Alice")


def test_a_games_own_table_module_draws_its_table(browse, alice, bob):
    """Nim ships its own table.js (in its folder, served with the others): the page draws
    the pile with it, not with the generic table it falls back on when a module fails."""
    game = started_nim(alice, bob)
    page = browse.page(alice)
    page.goto(f"/games/{game.pk}/")
    expect(page.get_by_role("img", name="9 stones in the pile")).to_be_visible()
