"""Trading (rulebook "REVENUE PHASE": "Players may trade cards."), rulings R7-R10."""

from __future__ import annotations

import json

import pytest

from games.engine import IllegalAction
from games.engine.events import redact

from .support import Table, cards

ALICE = cards(
    "Grants 7",
    "Grants 2",
    "Memberships 3",
    "Endowments 1",
    "General Revenue 4",
    "Restricted Gifts 5",
    "Government Funding 6",
)
BOB = cards(
    "Endowments 2",
    "Endowments 9",
    "General Revenue 5",
    "Restricted Gifts 6",
    "Government Funding 7",
    "Memberships 1",
    "Grants 10",
)
CAROL = cards(
    "Endowments 3",
    "General Revenue 3",
    "Restricted Gifts 3",
    "Government Funding 3",
    "Memberships 9",
    "Grants 3",
    "Grants 4",
)


def trading_table(seats: int = 3) -> Table:
    table = Table(seats=seats)
    table.discard_nothing()
    table.rig_hands([ALICE, BOB, CAROL][:seats])
    assert table.phase == "trading"
    return table


def offer(table: Table, seat: int, to: int, give: list[str], want: list[str]) -> None:
    """Seat ``seat`` offers ``give`` to ``to`` asking for ``want`` (want-... option ids)."""
    table.answer(seat, "offer")
    if table.state["trading"]["drafts"][seat]["to"] is None:
        table.answer(seat, f"to-{to}")
    table.answer(seat, *give)
    table.answer(seat, *want)


# Ruling R7: an offer names the cards given and asks for cards by source or of any source.
def test_an_offer_is_built_in_steps_and_reaches_only_the_player_it_is_made_to():
    table = trading_table()
    table.answer(0, "offer")
    assert [o.id for o in table.prompt(0).options] == ["to-1", "to-2", "cancel"]
    table.answer(0, "to-1")
    assert "which of your cards do you give" in table.prompt(0).text
    table.answer(0, *cards("Grants 7"))
    prompt = table.prompt(0)
    assert prompt.max == 7  # Bob holds 7 cards
    assert "want-endowments-1" in prompt.option_ids()
    assert "want-any-1" in prompt.option_ids()
    table.answer(0, "want-endowments-1")
    bob = table.prompt(1)
    labels = {o.id: o.label for o in bob.options}
    assert labels["accept-o1"] == "Accept offer o1: {seat:0} offers Grants 7 for 1 Endowments card"
    assert "decline-o1" in labels
    assert table.view(0)["trading"]["my_offers"][0]["id"] == "o1"
    assert table.view(1)["trading"]["offers_to_me"][0]["give"][0]["label"] == "Grants 7"
    carol = table.view(2)["trading"]
    assert carol["my_offers"] == [] and carol["offers_to_me"] == []
    assert "accept-o1" not in table.prompt(2).option_ids()


# Ruling R9: every private negotiation step is one event type, secret to the traders.
def test_offers_and_their_drafts_are_secret_events_that_name_nobody_publicly():
    table = trading_table()
    before = len(table.events)
    offer(table, 0, 1, cards("Grants 7"), ["want-endowments-1"])
    private = table.events[before:]
    assert {e.type for e in private} == {"TradeNegotiated"}
    assert all(e.data == {"turn": 1} for e in private)
    assert [e.secret_to for e in private] == [(0,), (0,), (0,), (0, 1)]
    for event in private:
        shown = json.dumps(redact(event.to_json(), 2, finished=False))
        assert "grants-7" not in shown and "secret" not in shown


# Ruling R7: the player who accepts chooses which cards meet the request.
def test_accepting_an_offer_lets_the_receiver_choose_which_matching_cards_to_give():
    table = trading_table()
    offer(table, 0, 1, cards("Grants 7"), ["want-endowments-1"])
    table.answer(1, "accept-o1")
    pick = table.prompt(1)
    assert "1 Endowments card" in pick.text
    with pytest.raises(IllegalAction, match="does not match"):
        table.answer(1, *cards("Grants 10"))
    (event,) = table.answer(1, *cards("Endowments 2"))
    assert event.type == "TradeCompleted"
    assert event.data == {"turn": 1, "from": 0, "to": 1, "gave_count": 1, "got_count": 1}
    assert event.secret["gave"] == cards("Grants 7")
    assert event.secret["got"] == cards("Endowments 2")
    assert event.secret_to == (0, 1)
    assert "endowments-2" in table.hand(0) and "grants-7" in table.hand(1)
    assert "grants-7" not in table.hand(0)


# Ruling R9: a completed trade is public as who traded how many cards, not which.
def test_a_completed_trade_shows_others_only_who_traded_how_many_cards():
    table = trading_table()
    offer(table, 0, 1, cards("Grants 7", "Grants 2"), ["want-endowments-1"])
    table.answer(1, "accept-o1")
    table.answer(1, *cards("Endowments 9"))
    (seen,) = table.view(2)["trading"]["completed"]
    assert seen == {"from": 0, "to": 1, "gave_count": 2, "got_count": 1}
    assert "grants-7" not in json.dumps(table.view(2))
    (mine,) = table.view(0)["trading"]["completed"]
    assert [c["id"] for c in mine["gave"]] == cards("Grants 2", "Grants 7")
    # ...and at the reveal everyone sees which cards changed hands.
    table.all_done_trading()
    (trade,) = table.view(2)["reveal"]["trades"]
    assert [c["id"] for c in trade["got"]] == cards("Endowments 9")


# Ruling R7: when only one set of cards can meet the request, accepting completes the trade.
def test_accepting_completes_at_once_when_only_one_set_of_cards_meets_the_request():
    table = trading_table()
    offer(table, 0, 1, cards("Memberships 3"), ["want-grants-1"])  # Bob has one Grants card
    events = table.answer(1, "accept-o1")
    assert [e.type for e in events] == ["TradeCompleted"]
    assert "grants-10" in table.hand(0)


# Ruling R7: the receiver gives cards that meet the request, or declines.
def test_an_offer_the_receiver_cannot_meet_can_only_be_declined():
    table = trading_table()
    offer(table, 0, 2, cards("Grants 7"), ["want-endowments-1", "want-endowments-2"])
    ids = table.prompt(2).option_ids()
    assert "accept-o1" not in ids and "decline-o1" in ids
    label = next(o.label for o in table.prompt(2).options if o.id == "decline-o1")
    assert "cannot meet" in label
    with pytest.raises(IllegalAction):
        table.answer(2, "accept-o1")


# Issue: "the other player accepts or declines; offers can be withdrawn".
def test_a_declined_offer_is_closed_and_both_traders_are_told():
    table = trading_table()
    offer(table, 0, 1, cards("Grants 7"), ["want-any-1"])
    table.answer(1, "decline-o1")
    assert table.state["trading"]["offers"] == []
    assert any("declined" in n for n in table.view(0)["trading"]["notes"])
    assert any("declined" in n for n in table.view(1)["trading"]["notes"])
    assert table.view(2)["trading"]["notes"] == []


# Issue: "offers can be withdrawn".
def test_an_offer_can_be_withdrawn_by_the_player_who_made_it():
    table = trading_table()
    offer(table, 0, 1, cards("Grants 7"), ["want-any-1"])
    assert "withdraw-o1" in table.prompt(0).option_ids()
    assert "withdraw-o1" not in table.prompt(1).option_ids()
    table.answer(0, "withdraw-o1")
    assert "accept-o1" not in table.prompt(1).option_ids()


# Ruling R8: a card may be in several offers; once it moves, the other offers lapse.
def test_offers_naming_a_card_that_was_traded_away_lapse():
    table = trading_table()
    offer(table, 0, 1, cards("Grants 7"), ["want-any-1"])
    offer(table, 0, 2, cards("Grants 7"), ["want-any-1"])
    assert len(table.state["trading"]["offers"]) == 2
    table.answer(2, "accept-o2")
    table.answer(2, *cards("Grants 3"))
    assert table.state["trading"]["offers"] == []
    assert any("lapsed" in n for n in table.view(1)["trading"]["notes"])


# Ruling R10: declaring done is final; offers to that player lapse; nobody can offer to it.
def test_a_player_who_declares_done_makes_and_receives_no_more_offers():
    table = trading_table()
    offer(table, 0, 1, cards("Grants 7"), ["want-any-1"])
    table.answer(1, "done")
    assert table.prompt(1) is None
    assert table.state["trading"]["offers"] == []
    table.answer(0, "offer")
    assert table.state["trading"]["drafts"][0]["to"] == 2  # only Carol is left to offer to


# Ruling R10: a done player's own open offers stay open until trading ends.
def test_an_offer_stays_open_after_its_maker_declares_done():
    table = trading_table()
    offer(table, 0, 1, cards("Grants 7"), ["want-any-1"])
    table.answer(0, "done")
    table.answer(1, "accept-o1")
    table.answer(1, *cards("Memberships 1"))
    assert "grants-7" in table.hand(1)


# Issue: "the phase ends when every player has declared they are done trading".
def test_trading_ends_when_every_player_has_declared_done_and_open_offers_lapse():
    table = trading_table()
    offer(table, 0, 1, cards("Grants 7"), ["want-any-1"])
    table.answer(0, "done")
    table.answer(2, "done")
    assert table.phase == "trading"
    table.answer(1, "done")
    assert table.phase == "keep"
    assert table.state["trading"] is None


# Issue: "a multi-step offer is a chain of prompts"; leaving the chain trades nothing.
def test_cancel_leaves_an_unfinished_offer_without_trading():
    table = trading_table()
    table.answer(0, "offer")
    table.answer(0, "to-2")
    table.answer(0, "cancel")
    assert table.state["trading"]["drafts"][0] is None
    assert "offer" in table.prompt(0).option_ids()
    with pytest.raises(IllegalAction):
        table.answer(0, "cancel")


# Ruling R7: an offer may not ask for more cards than the other player holds.
def test_an_offer_asks_for_at_least_one_and_at_most_as_many_cards_as_the_other_holds():
    table = trading_table(seats=2)
    table.answer(0, "offer")  # two players: the partner is chosen for you
    table.answer(0, *cards("Grants 7"))
    prompt = table.prompt(0)
    assert (prompt.min, prompt.max) == (1, 7)
    with pytest.raises(IllegalAction):
        table.answer(0, *[f"want-any-{k}" for k in range(1, 9)])


# Engine: a prompt id names a decision point; an offer arriving makes a new one.
def test_a_player_whose_situation_changed_gets_a_new_prompt_id():
    table = trading_table()
    before = table.prompt(1).id
    offer(table, 0, 1, cards("Grants 7"), ["want-any-1"])
    assert table.prompt(1).id != before
    carol = table.prompt(2).id
    offer(table, 0, 1, cards("Grants 2"), ["want-any-1"])
    assert table.prompt(2).id == carol  # Carol's choices did not change


# Ruling R8: cards for cards, in any numbers; hand sizes are public.
def test_trades_change_hand_sizes_and_no_card_is_lost():
    table = trading_table()
    offer(table, 0, 1, cards("Grants 7", "Grants 2", "Memberships 3"), ["want-any-1"])
    table.answer(1, "accept-o1")
    table.answer(1, *cards("Endowments 9"))
    assert [len(table.hand(s)) for s in range(3)] == [5, 9, 7]
    assert table.view(2)["players"][1]["hand_count"] == 9
