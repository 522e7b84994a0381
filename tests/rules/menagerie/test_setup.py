"""Setup: the Field, the deck, the Benefactor/Showcase draft, the first player, options."""

from __future__ import annotations

import pytest

from games.engine import Answer, IllegalAction, Rng
from games.rules.menagerie import RULES
from games.rules.menagerie.cards import SPACES

from .helpers import ALICE, BOB, choose, new_game, of_type, option_ids, types


def test_the_field_holds_six_face_up_insects_from_the_shuffled_deck():
    # Rulebook, Setup: "Draw the top six cards of the Insect deck and place them face up".
    state, events = new_game(3)
    assert all(state["field"][s] for s in SPACES)
    assert len(state["deck"]) == 64
    shuffled = of_type(events, "DeckShuffled")[0]
    assert list(shuffled.secret["deck"][:6]) == [state["field"][s] for s in SPACES]
    assert shuffled.secret_to == ()  # nobody may see the deck order


def test_each_player_is_dealt_two_benefactors_and_two_showcases_in_secret():
    # Rulebook, Setup: "give two to each player".
    state, events = new_game(4)
    dealt = of_type(events, "CardsDealt")
    assert [e.secret_to for e in dealt] == [(0,), (1,), (2,), (3,)]
    all_benefactors = [c for e in dealt for c in e.secret["benefactors"]]
    assert sorted(all_benefactors) == sorted(f"BF0{i}" for i in range(1, 9))
    assert all(len(e.secret["showcases"]) == 2 for e in dealt)
    assert all("benefactors" not in e.data for e in dealt)


def test_everyone_drafts_at_the_same_time_benefactor_then_showcase():
    # Rulebook: "choose one of each to keep"; R15: simultaneous and secret.
    state, _ = new_game(3)
    prompts = RULES.prompts(state)
    assert sorted(prompts) == [0, 1, 2]
    assert {p.id for p in prompts.values()} == {"draft-benefactor"}
    first = state["players"][BOB]["offered_benefactors"][0]
    state, events = choose(state, first, seat=BOB)
    assert RULES.prompts(state)[BOB].id == "draft-showcase"
    assert RULES.prompts(state)[ALICE].id == "draft-benefactor"
    chosen = events[0]
    assert chosen.type == "BenefactorChosen" and chosen.secret_to == (BOB,)
    assert "card" not in chosen.data


def test_kept_cards_are_revealed_when_the_last_player_has_chosen_and_play_begins():
    state, _ = new_game(2, seed="reveal")
    for seat in (0, 1):
        p = state["players"][seat]
        state, events = choose(
            state, p["offered_benefactors"][1], p["offered_showcases"][0], seat=seat
        )
    assert "CardsRevealed" in types(events)
    revealed = of_type(events, "CardsRevealed")[0]
    assert revealed.data["benefactors"] == {
        "0": state["players"][0]["benefactor"],
        "1": state["players"][1]["benefactor"],
    }
    assert "TurnBegan" in types(events)
    assert state["phase"] == "play"


def test_a_card_not_offered_cannot_be_kept():
    state, _ = new_game(2, seed="x")
    offered = state["players"][ALICE]["offered_benefactors"]
    other = next(c for c in state["players"][BOB]["offered_benefactors"] if c not in offered)
    with pytest.raises(IllegalAction, match="Choose one of"):
        RULES.decide(state, ALICE, Answer(choices=(other,)), Rng("t"))


def test_the_first_player_is_random_and_takes_the_first_turn():
    # R15: random first player; Rulebook: "They will take the first turn."
    firsts = set()
    for i in range(20):
        state, events = new_game(4, seed=f"first-{i}", benefactors="none", showcases="none")
        firsts.add(state["first"])
        began = of_type(events, "TurnBegan")[0]
        assert began.data["seat"] == state["first"] == state["key"]
    assert firsts == {0, 1, 2, 3}


def test_players_start_with_no_discovery_tokens_and_take_two_on_their_turn():
    # R09: start with 0; Rulebook step 1: "Take two Discovery tokens from the supply."
    state, _ = new_game(2, seed="tokens", benefactors="none", showcases="none")
    first = state["first"]
    assert state["players"][first]["discovery"] == 2
    assert state["players"][1 - first]["discovery"] == 0


def test_option_play_without_benefactors_and_showcases_skips_the_draft():
    # Rulebook note: "you may play without Benefactor or Showcase cards".
    state, events = new_game(2, benefactors="none", showcases="none")
    assert "CardsDealt" not in types(events)
    assert all(p["benefactor"] is None and p["showcase"] is None for p in state["players"])
    assert state["phase"] == "play"


def test_option_one_of_each_dealt_gives_no_choice():
    # Rulebook note: "or give players just one of each".
    state, events = new_game(3, benefactors="dealt", showcases="dealt")
    assert state["phase"] == "play"
    assert all(p["benefactor"] and p["showcase"] for p in state["players"])
    assert len({p["benefactor"] for p in state["players"]}) == 3
    assert of_type(events, "CardsRevealed")[0].data["showcases"]


def test_options_mix_a_drafted_benefactor_with_no_showcase():
    state, _ = new_game(2, benefactors="draft", showcases="none")
    assert {p.id for p in RULES.prompts(state).values()} == {"draft-benefactor"}
    seat_prompts = option_ids(state, ALICE)
    state, _ = choose(state, seat_prompts[0], seat=ALICE)
    assert ALICE not in RULES.prompts(state)


def test_option_hidden_showcases_reveals_benefactors_but_not_showcases():
    # Rulebook: "You may also keep your Showcase cards hidden, if all players agree."
    state, events = new_game(2, benefactors="dealt", showcases="dealt", hidden_showcases=True)
    revealed = of_type(events, "CardsRevealed")[0]
    assert "showcases" not in revealed.data
    assert revealed.data["showcases_hidden"] is True
    dealt = of_type(events, "CardsDealt")
    assert all(e.secret_to == (e.data["seat"],) for e in dealt)


def test_solitaire_places_the_net_by_a_row_instead_of_choosing_a_first_player():
    # Rulebook, Solitaire: "place the Net token next to one of the two rows".
    state, _ = new_game(1, seed="solo", net_row="B", benefactors="none", showcases="none")
    assert state["net_row"] == "B"
    assert state["first"] == 0 and state["turn"]["seat"] == 0
    default, _ = new_game(1, seed="solo", benefactors="none", showcases="none")
    assert default["net_row"] == "A"


def test_the_game_is_for_one_to_four_players():
    with pytest.raises(IllegalAction, match="1-4 players"):
        RULES.clean_options({}, 5)
    with pytest.raises(IllegalAction, match="must be one of"):
        RULES.clean_options({"benefactors": "two"}, 2)
