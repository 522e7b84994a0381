"""The lobby, My games and the home page in the browser, with real games on them."""

from __future__ import annotations

import re

import pytest

from games import handover, services
from games.engine import all_kinds
from games.models import Game
from tests.web.conftest import PHONE
from web import rulebook

expect = pytest.importorskip("playwright.sync_api", reason="pip install -e '.[dev]'").expect
pytestmark = pytest.mark.django_db(transaction=True)
INSTALLED = {k.slug for k in all_kinds()}


def need(*kinds: str) -> None:
    missing = [k for k in kinds if k not in INSTALLED]
    if missing:
        pytest.skip(f"{', '.join(missing)} not installed yet")


def test_the_lobby_lists_open_tables_and_seats_to_take_over(browse, alice, bob, carol, shoot):
    need("menagerie", "fine-arts")
    services.game_create(user=carol, kind="menagerie", seats=3,
                         time_control={"kind": "per_move", "days": 2, "skip_weekends": True})  # fmt: skip
    running = services.game_create(user=alice, kind="fine-arts", seats=3, bots=2)
    handover.game_offer_seat(user=alice, game_id=running.pk, seat=2)
    page = browse.page(bob)
    page.goto("/lobby/")
    open_tables = page.locator("#open-games")
    expect(open_tables).to_contain_text("Menagerie")
    expect(open_tables).to_contain_text("1 of 3 seats taken")
    expect(open_tables).to_contain_text("Waiting: Carol.")
    expect(open_tables).to_contain_text("2 days per move, weekends off")
    expect(page.locator("#open-seats")).to_contain_text("Museum of Fine Arts")
    page.select_option("#kind", "menagerie")
    expect(page.locator("#create-game")).to_contain_text("Keep Showcase cards hidden")  # an option
    shoot(page, "lobby", full_page=True)
    page.click("text=Take over this seat")
    page.wait_for_url(re.compile(rf"/games/{running.pk}/"))
    expect(page.locator(".seat-list")).to_contain_text("Bob")
    assert running.seats.get(number=2).user == bob


def test_a_table_opened_with_a_clock_shows_it_and_the_invite_link(browse, alice):
    need("menagerie")
    page = browse.page(alice)
    page.goto("/lobby/?kind=menagerie")
    page.fill("#seats", "2")
    page.check("#public-no")
    page.check("#tc-kind-clock")
    page.fill("#tc-bank", "10")
    page.click("text=Open the table")
    page.wait_for_url(re.compile(r"/games/\d+/"))
    expect(page.locator("#deadline")).to_contain_text("clock: 10 days, +1 per move, at most 14")
    expect(page.locator("#invite-link")).to_have_value(re.compile(r"/games/\d+/\?invite="))
    game = Game.objects.get()
    assert game.public is False and game.time_control["bank_days"] == 10


def test_my_games_puts_my_move_first_then_waiting_then_finished(browse, alice, bob, shoot):
    need("menagerie")
    mine = services.game_create(user=alice, kind="menagerie", seats=2, bots=1)
    waiting = services.game_create(user=alice, kind="nim", seats=2, options={"pledges": False})
    waiting = services.game_join(user=bob, game_id=waiting.pk)
    if waiting.to_act == [0]:
        waiting = services.game_act(user=alice, game_id=waiting.pk, version=waiting.version,
                                    choices=("1",))  # fmt: skip
    done = services.game_create(user=alice, kind="nim", seats=2, bots=1,
                                options={"pile": 5, "pledges": False})  # fmt: skip
    done = Game.objects.get(pk=done.pk)  # the bot may have moved first
    while done.status == "active":
        services.game_act(user=alice, game_id=done.pk, version=done.version, choices=("1",))
        done = Game.objects.get(pk=done.pk)  # the bot has answered meanwhile
    page = browse.page(alice)
    page.goto("/games/")
    expect(page.locator("#my-move")).to_be_visible()
    sections = page.locator("#my-games > section h2")
    expect(sections).to_have_text(
        [re.compile("Your move"), re.compile("Waiting"), re.compile("Finished")]
    )
    expect(
        page.locator(f'#my-games section:nth-of-type(1) [data-game-id="{mine.pk}"]')
    ).to_contain_text("Deadline:")
    expect(
        page.locator(f'#my-games section:nth-of-type(2) [data-game-id="{waiting.pk}"]')
    ).to_contain_text("Waiting for Bob")
    expect(
        page.locator(f'#my-games section:nth-of-type(3) [data-game-id="{done.pk}"]')
    ).to_contain_text(re.compile("won"))
    shoot(page, "my-games", full_page=True)


def test_the_home_page_reads_well_on_a_phone(browse, shoot):
    page = browse.page(viewport=PHONE)
    page.goto("/")
    expect(page.locator("#games .game-card")).to_have_count(len(rulebook.rulebooks()))
    page.locator("#game-menagerie summary").click()
    expect(page.locator("#game-menagerie .rules-text")).to_contain_text("Take two Discovery tokens")
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    shoot(page, "home-phone")
