"""Missed deadlines (issue "Timeouts (on_timeout)"), ruling R18."""

from __future__ import annotations

from games.engine.rng import Rng
from games.rules.fine_arts import RULES
from games.rules.fine_arts.phases.reveal import highest_per_source

from .support import Table, cards
from .test_trading import offer, trading_table


# Issue: a seat that misses its deadline "discards nothing". Ruling R18.
def test_a_seat_that_misses_the_discard_deadline_discards_nothing():
    table = Table(seats=3)
    hand = table.hand(1)
    events = table.time_out(1)
    assert [e.type for e in events] == ["RevenueCardsReplaced"]
    assert events[0].data["count"] == 0
    assert events[0].actor is None  # the table decided, not the player
    assert table.hand(1) == hand
    assert 1 not in table.prompts()


# Issue: on_timeout is for a seat that "still owes an answer". Ruling R18.
def test_a_seat_that_owes_nothing_is_not_affected_by_a_timeout():
    table = Table(seats=3)
    table.answer(1)
    assert RULES.on_timeout(table.state, 1, Rng("x")) == []


# Issue: "trades nothing"; "the phase ends when ... the deadline passes".
def test_a_seat_that_misses_the_trading_deadline_is_done_and_its_offers_are_withdrawn():
    table = trading_table()
    offer(table, 0, 1, cards("Grants 7"), ["want-any-1"])
    offer(table, 2, 0, cards("Grants 3"), ["want-any-1"])
    table.answer(0, "offer")  # an unfinished offer is dropped too
    table.time_out(0)
    assert table.state["trading"]["done"][0] is True
    assert table.state["trading"]["offers"] == []
    assert table.state["trading"]["drafts"][0] is None
    assert "accept-o1" not in table.prompt(1).option_ids()
    assert any("timed out" in n for n in table.view(1)["trading"]["notes"])
    table.time_out(1)
    table.time_out(2)
    assert table.phase == "keep"  # the deadline passed for everyone: trading is over


# Issue: a seat that misses its deadline "keeps its highest card per source". Ruling R18.
def test_a_seat_that_misses_the_keep_deadline_keeps_its_highest_card_of_each_source():
    table = Table(seats=2)
    table.discard_nothing()
    table.all_done_trading()
    seat = min(table.prompts())
    hand = table.hand(seat)
    chosen = table.time_out(seat)[0]
    assert chosen.type == "KeepChosen"
    assert chosen.secret["keep"] == highest_per_source(hand)


# Issue: a seat that misses its deadline "bids nothing". Ruling R18.
def test_a_seat_that_misses_the_sealed_bid_deadline_bids_nothing():
    table = Table(seats=2)
    table.to_bidding()
    events = table.time_out(0)
    assert events[0].type == "BidSealed" and events[0].secret == {"bid": {}}


# Issue: a seat that misses its deadline "bids nothing" - in a live auction, it passes.
def test_a_seat_that_misses_its_turn_in_a_live_auction_passes():
    table = Table(seats=2, bidding="live")
    table.to_bidding()
    seat = min(table.prompts())
    events = table.time_out(seat)
    assert events[0].type == "AuctionPassed"
    assert events[0].data["timed_out"] is True and events[0].data["seat"] == seat


# Ruling R18 and R17: timeouts everywhere still end the game; equal points share the win.
def test_a_game_where_every_seat_always_times_out_still_ends_as_a_shared_win():
    table = Table(seats=4, bidding="live")
    while table.phase != "over":
        table.time_out(min(table.prompts()))
    result = RULES.result(table.state)
    assert result.scores == {0: 0, 1: 0, 2: 0, 3: 0}
    assert result.winners == [0, 1, 2, 3]
