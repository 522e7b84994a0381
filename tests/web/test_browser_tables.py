"""Each installed game has its own table: cards drawn as readable HTML with a text
alternative, a card on the table picks the prompt's option, and the move lands. The
screenshots of the README come from here (desktop and phone)."""

from __future__ import annotations

import re

import pytest

from games import services
from games.engine import all_kinds, get_kind
from games.engine.bot import bot_answer
from games.engine.rng import Rng
from games.models import Game
from games.replay import load_state
from tests.web.conftest import PHONE

expect = pytest.importorskip("playwright.sync_api", reason="pip install -e '.[dev]'").expect
pytestmark = pytest.mark.django_db(transaction=True)

TABLES = {"fine-arts": 3, "menagerie": 2, "muse-renaissance": 3, "wondrous-museum": 3}
INSTALLED = {k.slug for k in all_kinds()}
# Moves Alice makes (as the bots would) before the screenshots, so they show a game under way.
SCREENSHOT_AFTER = {"fine-arts": 12, "menagerie": 9, "muse-renaissance": 4, "wondrous-museum": 10}


def play_on(game_id: int, user, moves: int) -> None:
    """Alice answers her prompts ``moves`` times with legal random answers; the bots answer
    theirs at once (Celery is eager in tests)."""
    rng = Rng(f"screenshots:{game_id}")
    for _ in range(moves):
        game = Game.objects.get(pk=game_id)
        rules = get_kind(game.kind)
        state = load_state(game, rules)
        if game.status != "active" or 0 not in rules.prompts(state):
            return
        answer = bot_answer(rules, state, 0, rng)
        services.game_act(user=user, game_id=game_id, version=game.version,
                          choices=answer.choices, text=answer.text)  # fmt: skip


@pytest.mark.parametrize("kind", sorted(TABLES))
def test_a_card_on_the_table_is_clicked_to_make_a_move(kind, browse, alice, shoot):
    if kind not in INSTALLED:
        pytest.skip(f"{kind} is not installed yet")
    seats = TABLES[kind]
    game = services.game_create(user=alice, kind=kind, seats=seats, bots=seats - 1)
    page = browse.page(alice)
    page.goto(f"/games/{game.pk}/")
    expect(page.locator("#status")).to_have_text(re.compile("Your move"))
    board = page.locator("#board")
    # Readable: no raw JSON where a player looks, and every card says what it is.
    assert "{" not in board.inner_text() and '":' not in board.inner_text()
    cards = board.locator(".card-face")
    assert cards.count() > 0
    for label in cards.evaluate_all("els => els.map(e => e.getAttribute('aria-label'))"):
        assert label and len(label) > 3
    before = Game.objects.get(pk=game.pk).version
    card = board.locator(".pickable").first
    expect(card).to_be_visible()
    card.click()
    expect(card).to_have_attribute("aria-pressed", "true")
    option = page.locator(f'#prompt .option[data-option="{card.get_attribute("data-pick")}"]')
    expect(option).to_have_attribute("aria-pressed", "true")
    page.locator("#prompt button.confirm").click()
    page.wait_for_function(f"document.querySelectorAll('#log-list .log-entry').length > {before}")
    assert Game.objects.get(pk=game.pk).version > before


@pytest.mark.parametrize("kind", sorted(TABLES))
def test_a_game_under_way_reads_well_on_a_desktop_and_a_phone(kind, browse, alice, shoot):
    if kind not in INSTALLED:
        pytest.skip(f"{kind} is not installed yet")
    seats = TABLES[kind]
    game = services.game_create(user=alice, kind=kind, seats=seats, bots=seats - 1)
    play_on(game.pk, alice, SCREENSHOT_AFTER[kind])
    page = browse.page(alice)
    page.goto(f"/games/{game.pk}/")
    expect(page.locator("#board .card-face").first).to_be_visible()
    text = page.locator("#board").inner_text()
    assert "{" not in text and '":' not in text and "undefined" not in text and "null" not in text
    shoot(page, f"table-{kind}", full_page=True)
    phone = browse.page(alice, viewport=PHONE)
    phone.goto(f"/games/{game.pk}/")
    expect(phone.locator("#board .card-face").first).to_be_visible()
    # Nothing sticks out sideways on a 360 px screen.
    assert phone.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    shoot(phone, f"table-{kind}-phone")
