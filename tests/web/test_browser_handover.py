"""A seat handed to another player mid-game (SeatReplaced): every open page names the new
holder, the new holder's page says it is theirs, and the player who left is a spectator
whose page keeps following the game without errors."""

from __future__ import annotations

import re

import pytest

from games import handover, services
from games.models import Game

expect = pytest.importorskip("playwright.sync_api", reason="pip install -e '.[dev]'").expect
pytestmark = pytest.mark.django_db(transaction=True)


def test_a_replaced_seat_shows_its_new_holder_on_every_page(browse, alice, bob, carol):
    game = services.game_create(user=alice, kind="nim", seats=2,
                                options={"pile": 15, "pledges": False})  # fmt: skip
    services.game_join(user=bob, game_id=game.pk)
    alice_page = browse.page(alice)
    bob_page = browse.page(bob)
    alice_page.goto(f"/games/{game.pk}/?poll=300")
    bob_page.goto(f"/games/{game.pk}/?poll=300")
    bob_seat = bob_page.locator(".seat", has_text="Bob")
    expect(bob_seat.locator(".badge-you")).to_be_visible()
    expect(bob_page.locator("#talk")).to_be_visible()

    # Bob resigns (a bot plays on), Alice offers his seat, Carol takes it over.
    services.game_resign(user=bob, game_id=game.pk)
    handover.game_offer_seat(user=alice, game_id=game.pk, seat=1)
    carol_page = browse.page(carol)
    carol_page.goto(f"/games/{game.pk}/?poll=300")
    carol_page.click("text=Take over the open seat")
    expect(carol_page.locator(".seat-list")).to_contain_text("Carol")
    assert Game.objects.get(pk=game.pk).seats.get(number=1).user == carol

    for page in (alice_page, bob_page, carol_page):
        seats = page.locator(".seat-list")
        expect(seats).to_contain_text("Carol")
        expect(seats).not_to_contain_text("Bob")
        expect(page.locator("#log-list")).to_contain_text("Carol took over seat 2.")
    expect(carol_page.locator(".seat", has_text="Carol").locator(".badge-you")).to_be_visible()
    expect(carol_page.locator("#talk")).to_be_visible()
    expect(alice_page.locator(".seat", has_text="Carol").locator(".badge-you")).to_have_count(0)
    # Bob holds no seat any more: no "you", no table talk (it is for players), and his page
    # goes on following the game without an error.
    expect(bob_page.locator(".badge-you")).to_have_count(0)
    expect(bob_page.locator("#talk")).to_be_hidden()
    bob_page.wait_for_timeout(1500)  # several polls
    expect(bob_page.locator(".connection")).to_have_text("")
    expect(bob_page.locator("#status")).to_have_text(re.compile("Waiting for|In play"))
