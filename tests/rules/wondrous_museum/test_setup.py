"""Setup, options and the opening redraw (rulebook "Game Setup", "Game Play")."""

from __future__ import annotations

import pytest

from games.engine import IllegalAction
from games.rules.wondrous_museum import RULES
from games.rules.wondrous_museum.card_set import (
    CARDS,
    CHALLENGES,
    CURATOR,
    REGULAR,
    SPECIAL,
    THEME_CARDS,
    THEME_PAIRS,
    pair_value,
)
from tests.rules.wondrous_museum.helpers import new_game, play, question


def test_the_default_themes_are_the_two_suitable_for_a_first_game():
    # Rulebook "Themes": Botanical Specimens and Sculpture Art are "suitable for first game".
    options = RULES.clean_options({}, 3)
    assert options["themes"] == "botanical-specimens+sculpture-art"
    assert (
        len([o for o in RULES.options if o.name == "themes"][0].choices) == len(THEME_PAIRS) == 15
    )


def test_the_deck_holds_the_regular_cards_and_the_two_chosen_themes_only():
    # Rulebook "Game Setup" 1-2.
    state = new_game(2, themes="paintings+scrolls")
    in_play = set(state["deck"]) | {c for c in state["market"] if c}
    in_play |= {c for p in state["players"] for c in p["hand"]}
    expected = set(REGULAR) | set(THEME_CARDS["Paintings"]) | set(THEME_CARDS["Scrolls"])
    assert in_play == expected
    assert state["themes"] == ["Paintings", "Scrolls"]


def test_the_open_market_has_five_cards_under_commissions_1_2_2_3_3():
    # Rulebook "Game Setup" 3: the lowest commission farthest from the deck.
    view = RULES.view(new_game(2), 0)
    assert [m["commission"] for m in view["market"]] == [1, 2, 2, 3, 3]
    assert all(m["card"] for m in view["market"])


def test_the_black_market_holds_five_random_specials_and_the_rest_are_left_out_secretly():
    # Rulebook "Game Setup" 4.
    state = new_game(4, seed="bm")
    assert len(state["black_market"]) == 5 and len(state["left_out"]) == 6
    assert set(state["black_market"]) | set(state["left_out"]) == set(SPECIAL)
    for seat in (None, 0, 1, 2, 3):
        assert "left_out" not in RULES.view(state, seat)
    other = new_game(4, seed="bm2")
    assert state["black_market"] != other["black_market"]


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_gates_are_dealt_with_the_curator_and_its_holder_goes_first(seats):
    # Rulebook "Game Setup" 5.
    state = new_game(seats, seed=f"gates-{seats}")
    gates = [p["row"][0]["id"] for p in state["players"]]
    assert CURATOR in gates and len(set(gates)) == seats
    assert gates[state["first"]] == CURATOR
    assert question(state)[0] == state["first"]


def test_each_player_starts_with_five_charged_runes_two_gate_tokens_and_five_cards():
    # Rulebook "Game Setup" 6-8.
    state = new_game(3)
    for p in state["players"]:
        assert all(p["runes"].values()) and len(p["runes"]) == 5
        assert p["row"][0]["tokens"] == 2 and CARDS[p["row"][0]["id"]]["token_value"] == 1
        assert len(p["hand"]) == 5
    assert state["supply"] == 60 - 6


def test_the_opening_redraw_happens_once_each_in_turn_order():
    # Rulebook "Game Play": discard any number, draw back to 5, starting with the first player.
    state = new_game(3, seed="open")
    first = state["first"]
    seen = []
    while question(state)[1].kind == "opening":
        seat, q = question(state)
        seen.append(seat)
        discard = [o for o, _ in q.options[:2]] if seat == first else []
        before = list(state["players"][seat]["hand"])
        state, _ = play(state, seat, *discard)
        hand = state["players"][seat]["hand"]
        assert len(hand) == 5
        if discard:
            assert not set(discard) & set(hand) and set(discard) <= set(state["discard"])
        else:
            assert hand == before
    assert seen == [first, (first + 1) % 3, (first + 2) % 3]
    seat, q = question(state)
    assert (seat, q.kind, state["round"]) == (first, "action", 1)


def test_a_challenge_is_refused_outside_solo_and_defaults_in_solo():
    with pytest.raises(IllegalAction, match="solo"):
        RULES.clean_options({"challenge": "diversity"}, 2)
    with pytest.raises(IllegalAction, match="solo"):
        RULES.clean_options({"hall_of_fame_record": 30}, 3)
    assert RULES.clean_options({}, 1)["challenge"] == "grand-opening"
    assert RULES.clean_options({"challenge": "renovation"}, 1)["challenge"] == "renovation"
    with pytest.raises(IllegalAction, match="Hall of Fame"):
        RULES.clean_options({"challenge": "diversity", "hall_of_fame_record": 30}, 1)
    with pytest.raises(IllegalAction):
        RULES.clean_options({"themes": "paintings+paintings"}, 2)
    with pytest.raises(IllegalAction):
        RULES.clean_options({}, 6)


def test_every_pair_of_themes_sets_up():
    for pair in THEME_PAIRS:
        state = new_game(2, themes=pair_value(pair))
        assert state["types_in_play"][-2:] == list(pair)


@pytest.mark.parametrize("challenge", list(CHALLENGES))
def test_solo_setup_puts_the_challenges_monument_alone_in_the_black_market(challenge):
    # Rulebook "Solo Game Setup".
    state = new_game(1, challenge=challenge, themes="ancient-weapons+scrolls")
    assert state["black_market"] == [CHALLENGES[challenge]["id"]]
    assert state["left_out"] == []
    cards = set(state["deck"]) | set(state["market"]) | set(state["players"][0]["hand"])
    assert all(c.endswith("-solo") for c in cards if CARDS[c].get("theme") == "Ancient Weapons")
    gate = state["players"][0]["row"][0]
    if challenge == "renovation":
        assert (gate["id"], gate["tokens"], state["players"][0]["gate_level"]) == ("gate-lv1", 3, 1)
    else:
        assert (gate["id"], gate["tokens"]) == (CURATOR, 2)
