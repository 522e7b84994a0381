"""Setup, player counts and the mode option.

Rulebook "Game Setup" and "Components"; issue: competitive 3-8, co-op 2-8, two players
forced into co-op by ``clean_options``.
"""

from __future__ import annotations

import pytest

from games.engine.errors import IllegalAction
from games.rules.muse_renaissance import RULES

from .helpers import new_game


def test_the_game_is_for_two_to_eight_players():
    assert (RULES.min_players, RULES.max_players) == (2, 8)
    for seats in (1, 9):
        with pytest.raises(IllegalAction):
            RULES.clean_options({}, seats)


def test_competitive_is_the_default_mode_from_three_players():
    for seats in range(3, 9):
        assert RULES.clean_options({}, seats)["mode"] == "competitive"


def test_two_players_always_play_the_cooperative_variant():
    # Rulebook: "For a 2-player or cooperative game, refer to the variant rules".
    assert RULES.clean_options({"mode": "competitive"}, 2)["mode"] == "cooperative"
    assert "Two players" in RULES.describe_kind()["options"][0]["help"]


def test_cooperative_may_be_chosen_for_any_count():
    for seats in range(2, 9):
        assert RULES.clean_options({"mode": "cooperative"}, seats)["mode"] == "cooperative"


def test_an_unknown_mode_is_refused():
    with pytest.raises(IllegalAction, match="mode"):
        RULES.clean_options({"mode": "solo"}, 4)


def test_each_player_gets_a_colour_of_the_eight():
    table = new_game(8)
    assert [p["colour"] for p in table.view(None)["players"]] == [
        "Pink", "Purple", "Green", "Blue", "Red", "Orange", "Yellow", "Grey",
    ]  # fmt: skip


def test_both_decks_are_shuffled_with_every_card_and_the_order_hidden_from_all():
    table = new_game(4)
    shuffled = next(e for e in table.events if e.type == "DecksShuffled")
    assert shuffled.secret_to == ()
    assert len(shuffled.secret["masterpieces"]) == 84
    assert len(shuffled.secret["inspirations"]) == 54
    other = new_game(4, seed="another")
    assert table.state["decks"] != other.state["decks"]


def test_the_first_muse_is_drawn_at_random():
    # RULINGS.md, "The first Muse": the server cannot ask who last went to a museum.
    firsts = {new_game(5, seed=f"s{i}").muse for i in range(40)}
    assert firsts == set(range(5))


def test_the_first_turn_starts_at_once_with_the_muse_choosing_an_inspiration():
    table = new_game(3)
    assert table.phase == "inspire"
    assert list(RULES.prompts(table.state)) == [table.muse]
    assert len(table.state["current"]["offered"]) == 2


def test_competitive_play_lasts_two_muse_turns_per_player():
    assert new_game(5).state["total_turns"] == 10
    assert new_game(5, mode="cooperative").state["total_turns"] is None
