"""Rulings not covered by a phase's own tests (RULINGS.md)."""

from __future__ import annotations

import copy

from .support import Table
from .test_trading import trading_table


def short_deck(table: Table, left: int) -> None:
    """Leave only ``left`` collections in the deck (the rest go to the discard pile)."""
    state = copy.deepcopy(table.state)
    deck = state["collection_deck"]
    state["collection_discard"] = state["collection_discard"] + deck[left:]
    state["collection_deck"] = deck[:left]
    table._rigged(state)


# Ruling R4: a collection deck running short lays out what is left.
def test_a_collection_deck_with_fewer_than_five_cards_lays_out_what_is_left():
    table = Table(seats=2, seed="short")
    short_deck(table, 3)
    table.discard_nothing()
    table.all_done_trading()
    table.keep_highest()
    assert len(table.state["display"]) == 3
    assert len(table.prompt(0).options) == 3 * len(table.hand(0))
    table.bid_nothing()
    assert table.state["turn"] == 2


# Ruling R4: what the collection deck running out means.
def test_an_empty_collection_deck_leaves_nothing_to_bid_on_and_the_game_goes_on():
    for bidding in ("sealed", "live"):
        table = Table(seats=2, bidding=bidding, seed="empty")
        short_deck(table, 0)
        table.to_bidding()
        assert table.state["display"] == []
        table.bid_nothing()
        assert table.state["turn"] == 2


# Ruling R10: nobody can offer to a seat that is done trading.
def test_an_unfinished_offer_is_dropped_when_nobody_is_left_to_offer_to():
    table = trading_table()
    table.answer(0, "offer")
    table.answer(1, "done")
    table.answer(2, "done")
    assert table.state["trading"]["drafts"][0] is None
    assert table.prompt(0).option_ids() == ["done"]
    assert "Your unfinished trade was cancelled." in table.view(0)["trading"]["notes"]
