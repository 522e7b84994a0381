"""The game kind: name, player counts, the bidding option, resignation."""

from __future__ import annotations

import pytest

from games.engine import IllegalAction, get_kind
from games.rules.fine_arts import RULES


# Rulebook: "INTRODUCTION - Card game for 2-6 players."
def test_the_game_is_registered_as_museum_of_fine_arts_for_two_to_six_players():
    import games.rules  # noqa: F401  (registers every game)

    kind = get_kind("fine-arts")
    assert kind is not None and kind.name == "Museum of Fine Arts"
    assert (kind.min_players, kind.max_players) == (2, 6)
    with pytest.raises(IllegalAction, match="2-6 players"):
        RULES.clean_options({}, 7)
    with pytest.raises(IllegalAction, match="2-6 players"):
        RULES.clean_options({}, 1)


# Rulebook: "Bidding can be by secret Bid or Live Auction according to the players preferences."
def test_sealed_bids_are_the_default_and_live_auction_is_an_option():
    assert RULES.clean_options({}, 3) == {"bidding": "sealed"}
    assert RULES.clean_options({"bidding": "live"}, 3) == {"bidding": "live"}
    with pytest.raises(IllegalAction, match="bidding"):
        RULES.clean_options({"bidding": "dutch"}, 3)
    (option,) = RULES.describe_kind()["options"]
    assert [c["value"] for c in option["choices"]] == ["sealed", "live"]


# Ruling R19: a resigning player's seat is played by the bot.
def test_a_resigning_player_is_replaced_by_the_bot():
    assert RULES.resign_policy == "bot"
    assert RULES.describe_kind()["resign_policy"] == "bot"
