"""Bidding phase by live auction (option bidding: live), ruling R14."""

from __future__ import annotations

import pytest

from games.engine import IllegalAction
from games.engine.rng import Rng
from games.rules.fine_arts.flow import advance

from .support import Table, cards

DISPLAY = ["impressionism", "china", "neolithic", "cubism", "lowbrow"]


def auction_table(hands: list[list[str]]) -> Table:
    table = Table(seats=len(hands), bidding="live", seed="auction")
    table.discard_nothing()
    table.all_done_trading()
    table.keep_highest()
    # The first auction opened already; rig before anyone answers, then reopen it cleanly.
    assert table.phase == "auction"
    state = dict(table.state)
    state["auction"] = None
    table.state = state
    table.rig_hands(hands)
    table.rig_display(DISPLAY)
    table._apply(advance(table.state, Rng("x")))
    return table


# Issue: collections are auctioned one at a time; each raise is a prompt.
def test_collections_are_auctioned_one_at_a_time_in_the_order_laid_out():
    table = auction_table([cards("Grants 7", "Memberships 3"), cards("Endowments 9")])
    auction = table.state["auction"]
    assert auction["collection"] == "impressionism" and auction["index"] == 0
    assert list(table.prompts()) == [0]  # turn 1, first collection: seat 0 opens
    prompt = table.prompt(0)
    assert [o.id for o in prompt.options] == ["memberships-3", "grants-7", "pass"]
    assert "there is no bid yet" in prompt.text


# Ruling R14: a raise must beat the high bid; the high bidder is skipped; a pass is final.
def test_players_raise_in_turn_or_pass_until_only_the_high_bidder_remains():
    table = auction_table(
        [cards("Grants 7", "Memberships 3"), cards("Endowments 9"), cards("Grants 10")]
    )
    table.answer(0, "memberships-3")
    assert list(table.prompts()) == [1]
    table.answer(1, "endowments-9")
    assert list(table.prompts()) == [2]
    table.answer(2, "pass")
    assert list(table.prompts()) == [0]
    with pytest.raises(IllegalAction, match="more than 9"):
        table.answer(0, "grants-7")
    with pytest.raises(IllegalAction, match="'pass' on its own"):
        table.answer(0, "grants-7", "pass")
    table.answer(0, "grants-7", "memberships-3")
    # Seat 2 passed: it is out of this auction; seat 1 (9) cannot beat 10: it passes by itself.
    won = next(e for e in table.events if e.type == "CollectionWon")
    assert won.data["seat"] == 0 and won.data["total"] == 10
    assert sorted(won.data["spent"]) == sorted(cards("Grants 7", "Memberships 3"))
    passes = [e.data for e in table.events if e.type == "AuctionPassed"]
    assert passes[-1] == {
        "turn": 1,
        "collection": "impressionism",
        "seat": 1,
        "auto": True,
        "timed_out": False,
    }


# Ruling R14: only the winner pays; everyone else's cards go on to the next collection.
def test_only_the_winner_pays_and_outbid_cards_stay_for_the_next_collection():
    table = auction_table([cards("Grants 7", "Memberships 3"), cards("Endowments 9")])
    table.answer(0, "grants-7")
    table.answer(1, "endowments-9")
    table.answer(0, "pass")
    assert table.state["museums"][1] == ["impressionism"]
    assert table.hand(1) == []
    assert sorted(table.hand(0)) == sorted(cards("Grants 7", "Memberships 3"))
    # Next collection, opened by the next seat in turn (seat 1, who now has no cards: auto-pass).
    auction = table.state["auction"]
    assert auction["collection"] == "china" and auction["opener"] == 1
    assert list(table.prompts()) == [0]


# Ruling R14: if everyone passes without a bid the collection is discarded.
def test_a_collection_nobody_bids_on_is_discarded():
    table = auction_table([cards("Grants 7"), cards("Endowments 9")])
    table.answer(0, "pass")
    table.answer(1, "pass")
    unclaimed = next(e for e in table.events if e.type == "CollectionUnclaimed")
    assert unclaimed.data["collection"] == "impressionism"
    assert "impressionism" in table.state["collection_discard"]


# Issue: "players raise in turn order or pass, until one remains"; ruling R14.
def test_the_last_player_still_in_may_still_bid_when_everyone_else_passed_first():
    table = auction_table([cards("Grants 7"), cards("Endowments 9"), cards("Grants 1")])
    table.answer(0, "pass")
    table.answer(1, "pass")
    assert list(table.prompts()) == [2]
    table.answer(2, "grants-1")
    won = next(e for e in table.events if e.type == "CollectionWon")
    assert won.data["seat"] == 2 and won.data["total"] == 1


# Issue: "the auction is asynchronous (each raise is a prompt)".
def test_every_raise_is_a_new_prompt_with_its_own_id():
    table = auction_table([cards("Grants 7", "Memberships 3"), cards("Endowments 9")])
    first = table.prompt(0).id
    table.answer(0, "memberships-3")
    table.answer(1, "endowments-9")
    assert table.prompt(0).id != first


# Ruling R14: the opener rotates with the turn and with each collection.
def test_the_auction_opener_rotates_by_collection_and_turn():
    table = Table(seats=3, bidding="live", seed="rotate")
    openers = {}
    while table.phase != "over" and table.state["turn"] <= 2:
        if table.phase == "auction":
            auction = table.state["auction"]
            openers[(table.state["turn"], auction["index"])] = auction["opener"]
            seat = min(table.prompts()) if table.prompts() else None
            if seat is None:
                break
            table.answer(seat, "pass")
        else:
            table.to_bidding()
    assert openers[(1, 0)] == 0 and openers[(1, 1)] == 1 and openers[(1, 2)] == 2
    assert openers[(2, 0)] == 1


# Rulebook: "Collections no one bid for, and all Revenue cards are discarded."
def test_all_revenue_cards_left_after_the_five_auctions_are_discarded():
    table = auction_table([cards("Grants 7"), cards("Endowments 9")])
    for _ in range(5):
        table.answer(min(table.prompts()), "pass")
        table.answer(min(table.prompts()), "pass")
    assert table.state["turn"] == 2
    discarded = [e for e in table.events if e.type == "RevenueDiscarded"]
    assert sorted(discarded[-1].data["cards"]) == sorted(cards("Grants 7", "Endowments 9"))
