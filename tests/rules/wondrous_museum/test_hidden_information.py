"""Hidden information: hands, the deck order, the specials left out (brief; rulebook
"Game Setup" 4 returns the unused specials to the box unseen)."""

from __future__ import annotations

import json

import pytest

from games.engine.bot import bot_answer
from games.engine.events import redact
from games.engine.rng import Rng
from games.engine.table import answer_events, setup_events
from games.rules.wondrous_museum import RULES


def _leaks(state, seat):
    hidden = set(state["deck"]) | set(state["left_out"])
    for other, p in enumerate(state["players"]):
        if other != seat:
            hidden |= set(p["hand"])
    text = json.dumps(RULES.view(state, seat)) + RULES.describe(state, seat)
    return sorted(c for c in hidden if c in text)


@pytest.mark.parametrize("seats", [2, 3, 5])
def test_no_view_ever_shows_another_seats_hand_the_deck_or_the_left_out_specials(seats):
    seed = f"hidden-{seats}"
    options = RULES.clean_options({"themes": "ancient-weapons+scrolls"}, seats)
    events = setup_events(RULES, seats, options, seed)
    state = RULES.initial_state()
    for e in events:
        state = RULES.evolve(state, e)
    rng = Rng(seed)
    checked = 0
    for step in range(4000):
        if RULES.result(state) is not None:
            break
        if step % 7 == 0:
            for seat in [None, *range(seats)]:
                assert _leaks(state, seat) == [], f"seat {seat} sees hidden cards"
            checked += 1
        seat = min(RULES.prompts(state))
        new = answer_events(
            RULES, state, seat, bot_answer(RULES, state, seat, rng), seed, len(events)
        )
        for e in new:
            state = RULES.evolve(state, e)
        events.extend(new)
    assert checked > 10


def test_drawn_cards_and_the_deck_order_travel_only_in_the_secret_part_of_events():
    seats = 3
    seed = "secret"
    options = RULES.clean_options({}, seats)
    events = setup_events(RULES, seats, options, seed)
    state = RULES.initial_state()
    for e in events:
        state = RULES.evolve(state, e)
    rng = Rng(seed)
    while RULES.result(state) is None and len(events) < 3000:
        seat = min(RULES.prompts(state))
        new = answer_events(
            RULES, state, seat, bot_answer(RULES, state, seat, rng), seed, len(events)
        )
        for e in new:
            state = RULES.evolve(state, e)
        events.extend(new)
    kinds = set()
    for e in events:
        if e.type in ("CardsDrawn", "HandDealt"):
            assert "cards" not in e.data and e.secret_to == (e.data["seat"],)
            for other in range(seats):
                shown = redact(e.to_json(), other, finished=False)
                assert ("secret" in shown) == (other == e.data["seat"])
            kinds.add(e.type)
        if e.type in ("DeckReshuffled", "GameSetUp"):
            assert "deck" not in e.data and e.secret_to == ()
            kinds.add(e.type)
    assert {"CardsDrawn", "HandDealt", "GameSetUp"} <= kinds


def test_the_view_is_rich_enough_for_a_table_and_shows_the_breakdown_at_the_end():
    from tests.rules.wondrous_museum.helpers import started

    state = started(2)
    me = state["first"]
    view = RULES.view(state, me)
    mine = view["players"][me]
    assert {"name", "price", "base_rating", "runes", "types", "text", "effects"} <= set(
        mine["hand"][0]
    )
    assert "hand" not in view["players"][1 - me]
    assert view["players"][1 - me]["hand_count"] == 5
    assert view["question"]["kind"] == "action"
    assert "question" not in RULES.view(state, 1 - me)
    assert mine["museum"][0]["tokens"] == 2 and mine["museum"][0]["token_value"] == 1
    text = RULES.describe(state, me)
    assert "Open Market" in text and "Your hand" in text and "Choose your action" in text
