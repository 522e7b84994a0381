"""Running out of cards: reshuffling the discard pile.

Rulebook: "If a deck is depleted, reshuffle its discard pile to form a new deck." Content
notes "Decks": never the cards in play; continue mid-draw.
"""

from __future__ import annotations

from games.engine.prompts import Answer
from games.engine.rng import Rng
from games.engine.table import fold
from games.rules.muse_renaissance import RULES
from games.rules.muse_renaissance.chain import Chain
from games.rules.muse_renaissance.decks import DeckExhausted, top_cards

from .helpers import rigged


def test_an_eight_player_game_reshuffles_the_masterpiece_discards_and_finishes():
    # 16 turns x 6 Masterpieces = 96 > 84.
    table = rigged(8)
    while table.phase != "over":
        table.play_turn()
    reshuffles = [e for e in table.events if e.type == "DeckReshuffled"]
    assert [e.data["deck"] for e in reshuffles] == ["masterpieces"]
    assert reshuffles[0].secret_to == () and "order" not in reshuffles[0].data


def test_a_draw_continues_mid_draw_with_the_reshuffled_discards_under_the_rest():
    table = rigged(3)
    state = {
        **table.state,
        "decks": {**table.state["decks"], "masterpieces": ["MP01", "MP02"]},
        "discards": {**table.state["discards"], "masterpieces": ["MP03", "MP04", "MP05"]},
    }
    chain = Chain(state)
    drawn = top_cards(chain, "masterpieces", 5, Rng("r"))
    assert drawn[:2] == ["MP01", "MP02"]
    assert sorted(drawn[2:]) == ["MP03", "MP04", "MP05"]
    assert chain.state["discards"]["masterpieces"] == []


def test_cards_in_play_are_never_reshuffled():
    # When the decoys run short during a turn, the answer (in play) stays out of the deck.
    table = rigged(3, masterpieces=["MP21"], inspirations=["INS01", "INS04"])
    table.choose("INS01")
    deck = table.state["decks"]["masterpieces"]
    table.state = {
        **table.state,
        "decks": {**table.state["decks"], "masterpieces": deck[:2]},
        "discards": {**table.state["discards"], "masterpieces": deck[2:]},
    }
    table.clue("smile")
    row = table.state["current"]["row"]
    assert row.count("MP21") == 1 and len(set(row)) == 6


def test_a_draw_that_no_deck_can_supply_is_refused():
    table = rigged(3)
    state = {
        **table.state,
        "decks": {**table.state["decks"], "masterpieces": ["MP01"]},
        "discards": {**table.state["discards"], "masterpieces": []},
    }
    try:
        top_cards(Chain(state), "masterpieces", 5, Rng("r"))
    except DeckExhausted:
        return
    raise AssertionError("an impossible draw went through")


def test_if_the_decks_ever_ran_dry_the_game_would_end():
    # RULINGS.md, "Empty decks": cannot happen with 84 Masterpieces; decided anyway.
    table = rigged(3, mode="cooperative", inspirations=["INS01", "INS04"])
    table.choose("INS01")
    starved = {
        **table.state,
        "decks": {**table.state["decks"], "masterpieces": ["MP01"]},
        "discards": {**table.state["discards"], "masterpieces": []},
    }
    events = RULES.decide(starved, table.muse, Answer(text="smile"), Rng("r"))
    assert [e.type for e in events] == ["ClueGiven", "GameEnded"]
    assert "ran out" in events[-1].data["reason"]
    ended = fold(RULES, events, starved)
    assert RULES.result(ended).details["won"] is False
