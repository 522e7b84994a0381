"""Replay: a finished game stepped and scrubbed event by event in the browser."""

from __future__ import annotations

import re

import pytest

from games import services
from games.models import Game

expect = pytest.importorskip("playwright.sync_api", reason="pip install -e '.[dev]'").expect
pytestmark = pytest.mark.django_db(transaction=True)


def finished_nim(alice, bob) -> Game:
    game = services.game_create(
        user=alice, kind="nim", seats=2, options={"pile": 5, "pledges": False}
    )
    game = services.game_join(user=bob, game_id=game.pk)
    while game.status == "active":
        player = alice if game.to_act == [0] else bob
        game = services.game_act(user=player, game_id=game.pk, version=game.version, choices=("1",))
    return game


def test_a_finished_game_is_stepped_and_scrubbed_event_by_event(browse, alice, bob, shoot):
    game = finished_nim(alice, bob)
    last = game.version
    page = browse.page(alice)
    page.goto(f"/games/{game.pk}/replay/")
    caption = page.locator("#replay-caption")
    expect(caption).to_have_text(re.compile(f"Event {last} of {last}: The game is over"))
    expect(page.locator(".result")).to_contain_text("Final result")
    page.click("#replay-first")
    expect(caption).to_have_text(f"Event 0 of {last}: Before the first event.")
    page.click("#replay-next")
    expect(caption).to_have_text(f"Event 1 of {last}: The table was opened for 2 players.")
    # Scrub to just after the set-up: the pile is full.
    seqs = {e.type: e.seq for e in reversed(game.events.order_by("seq"))}  # first of each type
    page.locator("#replay-at").fill(str(seqs["GameSetUp"]))
    expect(caption).to_have_text(re.compile(f"Event {seqs['GameSetUp']} of {last}"))
    board = page.locator("#board")
    expect(board).to_contain_text(re.compile(r"Pile\s*5"))
    # Step onto the first move: one stone fewer.
    page.locator("#replay-at").fill(str(seqs["StonesTaken"] - 1))
    page.click("#replay-next")
    expect(caption).to_have_text(
        re.compile(f"Event {seqs['StonesTaken']} of {last}: .*Stones taken")
    )
    expect(board).to_contain_text(re.compile(r"Pile\s*4"))
    expect(page.locator(".replay-log .current")).to_contain_text("Stones taken")
    # The keyboard steps too, and a log entry jumps there.
    page.locator("#replay-next").focus()
    page.keyboard.press("ArrowLeft")
    expect(caption).to_have_text(re.compile(f"Event {seqs['StonesTaken'] - 1} of {last}"))
    page.locator(".replay-log .log-jump").nth(last - 1).click()
    expect(caption).to_have_text(re.compile(f"Event {last} of {last}"))
    shoot(page, "replay", full_page=False)


def test_a_running_game_replays_as_the_viewers_seat_saw_it(browse, alice, bob, carol):
    game = services.game_create(user=alice, kind="nim", seats=2, options={"pile": 9})
    services.game_join(user=bob, game_id=game.pk)
    page = browse.page(carol)  # a spectator
    page.goto(f"/games/{game.pk}/replay/")
    expect(page.locator("#replay-viewpoint")).to_contain_text("as a spectator saw it")
    expect(page.locator("#board")).not_to_contain_text(re.compile(r"Cards\s*Alice"))
