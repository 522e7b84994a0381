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

SEAT_NUMBER = re.compile(r"\b(?:Seat|Player) \d+\b|\{seat:")
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
    # The words: players by name (the viewer is "you" in the table in words), never a seat
    # number, on the board, in the prompt and in "The table in words".
    words = page.locator(".words-text").text_content()
    prompt = page.locator("#prompt").inner_text()
    for seen in (text, words, prompt):
        assert not SEAT_NUMBER.search(seen), SEAT_NUMBER.search(seen).group(0)
    names = [s.name for s in Game.objects.get(pk=game.pk).seats.all()]
    assert all(name in text for name in names), (names, text[:300])
    assert re.search(r"\b[Yy]ou(r)?\b", words), words[:300]
    shoot(page, f"table-{kind}", full_page=True)
    phone = browse.page(alice, viewport=PHONE)
    phone.goto(f"/games/{game.pk}/")
    expect(phone.locator("#board .card-face").first).to_be_visible()
    # Nothing sticks out sideways on a 360 px screen.
    assert phone.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    shoot(phone, f"table-{kind}-phone")


def play_until(game_id: int, user, wanted, steer=lambda prompt: None, moves: int = 300) -> bool:
    """Alice plays (``steer(prompt)`` picks her choices, else a legal random answer; the
    bots answer theirs at once) until her prompt is ``wanted``; False if the game ends."""
    rng = Rng(f"until:{game_id}")
    for _ in range(moves):
        game = Game.objects.get(pk=game_id)
        rules = get_kind(game.kind)
        state = load_state(game, rules)
        prompt = rules.prompts(state).get(0)
        if game.status != "active" or prompt is None:
            return False
        if wanted(prompt):
            return True
        choices = steer(prompt) or bot_answer(rules, state, 0, rng).choices
        services.game_act(user=user, game_id=game_id, version=game.version, choices=choices)
    return False


def ids(prompt) -> list[str]:
    return [o.id for o in prompt.options]


def game_at(kind, seats, alice, wanted, steer=lambda prompt: None) -> Game:
    """A game of ``kind`` with bots, played until Alice faces a ``wanted`` prompt."""
    if kind not in INSTALLED:
        pytest.skip(f"{kind} is not installed yet")
    for _ in range(4):
        game = services.game_create(user=alice, kind=kind, seats=seats, bots=seats - 1)
        if play_until(game.pk, alice, wanted, steer):
            return game
    pytest.fail(f"no {kind} game reached the wanted prompt in four tries")


def option_button(page, option_id):
    return page.locator(f'#prompt .option[data-option="{option_id}"]')


def acquire_first(prompt):
    buys = [i for i in ids(prompt) if i.startswith("acquire-")]
    return (buys[0],) if buys else None


def test_a_wondrous_museum_payment_is_made_by_clicking_tokens_and_hand_cards(browse, alice):
    def paying(prompt):
        return prompt.hint.get("kind") == "payment" and any(
            i.startswith("t-") for i in ids(prompt)) and any(i.startswith("h-") for i in ids(prompt))  # fmt: skip

    game = game_at("wondrous-museum", 2, alice, paying, acquire_first)
    page = browse.page(alice)
    page.goto(f"/games/{game.pk}/")
    expect(page.locator("#status")).to_have_text(re.compile("Your move"))
    board = page.locator("#board")
    # A token on an exhibit of Alice's museum stands for one token to pay with.
    token = board.locator(".token-pick.pickable").first
    token_id = token.get_attribute("data-pick")
    assert token_id.startswith("t-")
    token.click()
    expect(token).to_have_attribute("aria-pressed", "true")
    expect(option_button(page, token_id)).to_have_attribute("aria-pressed", "true")
    # Clicking the token did not pick its exhibit as well: one option is chosen.
    expect(page.locator('#prompt .option[aria-pressed="true"]')).to_have_count(1)
    hand_card = board.locator('.card-face.pickable[data-pick^="h-"]').first
    hand_id = hand_card.get_attribute("data-pick")
    hand_card.click()
    expect(option_button(page, hand_id)).to_have_attribute("aria-pressed", "true")
    expect(page.locator('#prompt .option[aria-pressed="true"]')).to_have_count(2)
    token.click()  # a second click puts the token back
    expect(option_button(page, token_id)).to_have_attribute("aria-pressed", "false")
    expect(token).to_have_attribute("aria-pressed", "false")


def test_a_wondrous_museum_discard_is_made_by_clicking_the_hand_card(browse, alice):
    def exchanging(prompt):
        return "Exchange: discard" in prompt.text

    def exchange(prompt):
        return ("exchange",) if "exchange" in ids(prompt) else None

    game = game_at("wondrous-museum", 2, alice, exchanging, exchange)
    page = browse.page(alice)
    page.goto(f"/games/{game.pk}/")
    expect(page.locator("#status")).to_have_text(re.compile("Your move"))
    card = page.locator("#board .card-face.pickable").first
    card_id = card.get_attribute("data-pick")
    card.click()
    expect(option_button(page, card_id)).to_have_attribute("aria-pressed", "true")
    before = Game.objects.get(pk=game.pk).version
    page.locator("#prompt button.confirm").click()
    page.wait_for_function(f"document.querySelectorAll('#log-list .log-entry').length > {before}")
    event = game.events.filter(type="CardsDiscarded", data__seat=0,
                               data__reason="exchange").order_by("-seq").first()  # fmt: skip
    assert event.data["cards"] == [card_id]


def test_a_menagerie_fierce_move_is_made_by_clicking_on_the_table(browse, alice):
    def fierce(prompt):
        return any(i.startswith("FIERCE-") for i in ids(prompt))

    game = game_at("menagerie", 2, alice, fierce)
    page = browse.page(alice)
    page.goto(f"/games/{game.pk}/")
    expect(page.locator("#status")).to_have_text(re.compile("Your move"))
    board = page.locator("#board")
    picks = board.locator('.pickable[data-pick^="FIERCE-"]')
    expect(picks.first).to_be_visible()
    # Every FIERCE move can be made on the table: a marker in each terrarium it may go to.
    offered = {o.get_attribute("data-option") for o in page.locator(
        '#prompt .option[data-option^="FIERCE-"]').all()}  # fmt: skip
    drawn = {p.get_attribute("data-pick") for p in picks.all()}
    assert offered and offered <= drawn
    target = board.locator('.slot.pickable[data-pick^="FIERCE-"]').first
    move = target.get_attribute("data-pick")
    target.click()
    expect(option_button(page, move)).to_have_attribute("aria-pressed", "true")
    before = Game.objects.get(pk=game.pk).version
    page.locator("#prompt button.confirm").click()
    page.wait_for_function(f"document.querySelectorAll('#log-list .log-entry').length > {before}")
    _, moved, target = move.split("-")
    used = game.events.filter(type="TraitUsed", data__trait="FIERCE", data__seat=0).get()
    assert (used.data["moved"], used.data["to"] + 1) == (moved, int(target.removeprefix("T")))
