"""What a seat sees: a view rich enough for a web table, and the same as plain text."""

from __future__ import annotations

import json

from games.rules.fine_arts import RULES

from .support import Table, cards
from .test_trading import offer, trading_table


# Brief: the view is rich enough for a web table (card details, museums, standings).
def test_the_view_gives_card_details_hand_counts_museums_and_decks():
    table = Table(seats=3, seed="view")
    view = table.view(1)
    json.dumps(view)
    assert view["seat"] == 1 and view["turn"] == 1 and view["turns"] == 10
    assert view["scoring_turns"] == [6, 8, 10]
    assert view["phase"] == "discard" and view["waiting_for"] == [0, 1, 2]
    card = view["my_hand"][0]
    assert set(card) == {"id", "source", "source_name", "value", "label"}
    assert [p["hand_count"] for p in view["players"]] == [7, 7, 7]
    assert view["players"][1]["hand"] == view["my_hand"]
    museum = view["players"][0]["museum"]
    assert museum["count"] == 0 and set(museum["by_category"]) == set("ACENLMX")
    assert len(view["standings"]) == 14


# Ruling R14: collections are auctioned in the order laid out.
def test_the_display_is_shown_in_the_order_it_is_auctioned():
    table = Table(seats=2, bidding="live", seed="order")
    table.to_bidding()
    view = table.view(0)
    assert [c["id"] for c in view["display"]] == table.state["display"]
    assert view["auction"]["collection"]["id"] == table.state["display"][0]
    assert "Auction of " + view["display"][0]["label"] in RULES.describe(table.state, 0)


# Issue: "hands are secret until the reveal" - spectators included.
def test_a_spectator_sees_no_hand_before_the_reveal():
    table = Table(seats=2)
    view = table.view(None)
    assert view["seat"] is None and view["my_hand"] is None
    assert all(p["hand"] is None for p in view["players"])
    assert "Your revenue cards" not in RULES.describe(table.state, None)


# Brief: describe is the view as plain English (email, screen reader).
def test_describe_tells_a_player_their_hand_the_offers_to_them_and_who_is_waited_for():
    table = trading_table()
    offer(table, 0, 1, cards("Grants 7"), ["want-endowments-1"])
    text = RULES.describe(table.state, 1)
    assert "turn 1 of 10: Revenue phase: trading" in text
    assert "Your revenue cards: Endowments 2, Endowments 9," in text
    assert "Offer o1 to you: {seat:0} offers Grants 7 for 1 Endowments card." in text
    assert "Waiting for {seat:0}, {seat:1} and {seat:2}." in text
    assert "Offer o1" not in RULES.describe(table.state, 2)


# Brief: describe is the view as plain English; bidding results stay on show.
def test_describe_reports_the_last_turns_bidding_during_the_next_revenue_phase():
    table = Table(seats=2, seed="describe")
    table.to_bidding()
    hand = table.hand(0)
    target = table.state["display"][0]
    table.answer(0, f"{hand[0]}@{target}")
    table.answer(1)
    text = RULES.describe(table.state, 1)
    assert "Last turn's bidding (turn 1):" in text
    assert " won by {seat:0} for " in text
