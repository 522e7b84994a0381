"""The turn sequence: 10 turns of revenue, bidding and (on 6, 8, 10) scoring."""

from __future__ import annotations

from games.rules.fine_arts.cards import REVENUE_IDS

from .support import Table


# Rulebook: "TURN SEQUENCE" and "REVENUE PHASE" - each player is dealt 7 cards.
def test_a_game_opens_on_turn_1_with_seven_revenue_cards_dealt_to_each_player():
    table = Table(seats=4)
    assert table.state["turn"] == 1
    assert table.phase == "discard"
    assert [len(table.hand(s)) for s in range(4)] == [7, 7, 7, 7]
    assert len(table.state["revenue_deck"]) == 60 - 28
    assert sorted(table.prompts()) == [0, 1, 2, 3]  # every player at once


# Rulebook: "TURN SEQUENCE" - Revenue Phase, Bidding Phase, Scoring Phase (6, 8, 10 only);
# "Turn 10 is the last turn of the game."
def test_the_game_has_ten_turns_scoring_only_on_turns_6_8_and_10_and_ends_after_turn_10():
    table = Table(seats=2)
    while table.phase != "over":
        table.play_turn_quietly()
    phases_per_turn: dict[int, list[str]] = {}
    for event in table.events:
        if "turn" in event.data and event.type != "GameStarted":
            phases_per_turn.setdefault(event.data["turn"], []).append(event.type)
    assert sorted(phases_per_turn) == list(range(1, 11))
    scored = [t for t, types in phases_per_turn.items() if "ContestsScored" in types]
    assert scored == [6, 8, 10]
    assert table.types()[-2:] == ["ContestsScored", "GameEnded"]
    for types in phases_per_turn.values():
        order = [
            types.index("RevenueDeckShuffled"),
            types.index("TradingBegan"),
            types.index("HandsRevealed"),
            types.index("CollectionsRevealed"),
            types.index("RevenueDiscarded"),
        ]
        assert order == sorted(order)
    assert table.prompts() == {}


# Ruling R2: the whole 60-card revenue deck is shuffled at the start of every turn.
def test_every_turn_shuffles_all_sixty_revenue_cards():
    table = Table(seats=3)
    table.play_turn_quietly()
    shuffles = [e for e in table.events if e.type == "RevenueDeckShuffled"]
    assert len(shuffles) == 2
    for event in shuffles:
        assert sorted(event.secret["order"]) == sorted(REVENUE_IDS)
        assert event.secret_to == ()  # nobody may see the deck order
        assert event.data["count"] == 60


# Ruling R3: the collection deck is shuffled once; 5 collections a turn; 50 of 70 used.
def test_a_ten_turn_game_lays_out_fifty_of_the_seventy_collections():
    table = Table(seats=2)
    table.to_turn(10)
    table.play_turn_quietly()
    revealed = [
        c for e in table.events if e.type == "CollectionsRevealed" for c in e.data["collections"]
    ]
    assert len(revealed) == 50 and len(set(revealed)) == 50
    assert len(table.state["collection_deck"]) == 20
    assert sum(e.type == "CollectionDeckShuffled" for e in table.events) == 1


# Ruling R5: collections are laid out at the start of the bidding phase, after the revenue phase.
def test_the_five_collections_are_laid_out_only_once_the_revenue_phase_is_over():
    table = Table(seats=2)
    assert table.state["display"] == []
    table.discard_nothing()
    table.all_done_trading()
    assert table.state["display"] == []
    table.keep_highest()
    assert table.phase == "bidding"
    assert len(table.state["display"]) == 5
