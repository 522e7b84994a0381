"""Revenue phase: discard up to 3 and replace; reveal; keep one card per source."""

from __future__ import annotations

import pytest

from games.engine import IllegalAction

from .support import Table, cards


# Rulebook: "REVENUE PHASE" - "Each player may discard up to 3 cards and draw replacements."
# Ruling R6: replacements come from the top of the deck at once.
def test_a_player_discards_up_to_three_cards_and_draws_as_many_from_the_top_of_the_deck():
    table = Table(seats=3)
    hand = table.hand(1)
    top = table.state["revenue_deck"][:3]
    table.answer(1, *hand[:3])
    assert sorted(table.hand(1)) == sorted(hand[3:] + top)
    assert len(table.hand(1)) == 7
    assert table.state["revenue_discard"] == hand[:3]


# Rulebook: "Each player may discard up to 3 cards".
def test_discarding_four_cards_is_refused():
    table = Table(seats=2)
    with pytest.raises(IllegalAction, match="between 0 and 3"):
        table.answer(0, *table.hand(0)[:4])


# Rulebook: "may discard up to 3" - none is allowed (ruling R6).
def test_a_player_may_keep_the_hand_as_dealt():
    table = Table(seats=2)
    hand = table.hand(0)
    table.answer(0)
    assert table.hand(0) == hand


# Rulebook: "REVENUE PHASE" - every player discards at the same time (simultaneous prompts).
def test_every_player_discards_at_the_same_time_and_trading_opens_when_all_have():
    table = Table(seats=3)
    assert sorted(table.prompts()) == [0, 1, 2]
    table.answer(2, *table.hand(2)[:1])
    assert sorted(table.prompts()) == [0, 1]
    table.answer(0)
    assert table.phase == "discard"
    table.answer(1)
    assert table.phase == "trading"


# Ruling R6: discards are face down - the count is public, the cards are not.
def test_discards_and_replacements_are_secret_to_the_discarding_player():
    table = Table(seats=2)
    gone = table.hand(0)[:2]
    (event,) = table.answer(0, *gone)
    assert event.type == "RevenueCardsReplaced"
    assert event.data["count"] == 2
    assert event.secret["discarded"] == gone and event.secret_to == (0,)
    view = table.view(1)
    assert view["players"][0]["hand"] is None
    assert all(c not in str(view) for c in gone)


def _keep_table(hands: list[list[str]]) -> Table:
    table = Table(seats=len(hands))
    table.discard_nothing()
    table.rig_hands(hands)
    table.all_done_trading()
    return table


# Rulebook: "Players reveal their hands. A Player can keep 1 card from each source (suite).
# Extra (Duplicate sources) cards are discarded." Ruling R11: the player chooses which.
def test_a_player_with_duplicate_sources_chooses_one_card_per_source_to_keep():
    a = cards(
        "Grants 7",
        "Grants 2",
        "Grants 9",
        "Memberships 3",
        "Memberships 8",
        "Endowments 1",
        "General Revenue 4",
    )
    b = cards(
        "Endowments 2",
        "General Revenue 5",
        "Restricted Gifts 6",
        "Government Funding 7",
        "Memberships 1",
        "Grants 10",
        "Endowments 9",
    )
    table = _keep_table([a, b])
    assert table.phase == "keep"
    prompt = table.prompt(0)
    assert {o.id for o in prompt.options} == set(
        cards("Grants 7", "Grants 2", "Grants 9", "Memberships 3", "Memberships 8")
    )
    assert prompt.min == prompt.max == 2
    with pytest.raises(IllegalAction, match="exactly one"):
        table.answer(0, *cards("Grants 7", "Grants 9"))
    table.answer(0, *cards("Grants 7", "Memberships 3"))  # not the highest: the player's call
    table.answer(1, *cards("Endowments 2"))
    assert table.phase == "bidding"
    assert sorted(table.hand(0)) == sorted(
        cards("Grants 7", "Memberships 3", "Endowments 1", "General Revenue 4")
    )
    kept = next(e for e in table.events if e.type == "RevenueKept")
    assert sorted(kept.data["discarded"][0]) == sorted(
        cards("Grants 2", "Grants 9", "Memberships 8")
    )
    assert kept.data["discarded"][1] == cards("Endowments 9")


# Ruling R11: a player without duplicates (possible after trading) is not asked.
def test_a_player_without_duplicate_sources_keeps_the_hand_without_being_asked():
    six = cards(
        "Endowments 3",
        "General Revenue 3",
        "Restricted Gifts 3",
        "Government Funding 3",
        "Memberships 9",
        "Grants 3",
    )
    eight = cards(
        "Endowments 2",
        "General Revenue 5",
        "Restricted Gifts 6",
        "Government Funding 7",
        "Memberships 1",
        "Grants 10",
        "Grants 1",
        "Grants 2",
    )
    table = _keep_table([six, eight])
    assert sorted(table.prompts()) == [1]
    table.answer(1, *cards("Grants 10"))
    assert table.phase == "bidding"
    assert sorted(table.hand(0)) == sorted(six)


# Rulebook: "Extra (Duplicate sources) cards are discarded." Ruling R11.
def test_a_hand_of_six_sources_and_one_duplicate_is_asked_only_about_the_duplicate():
    a = cards(
        "Endowments 3",
        "General Revenue 3",
        "Restricted Gifts 3",
        "Government Funding 3",
        "Memberships 9",
        "Grants 3",
        "Grants 4",
    )
    b = cards(
        "Endowments 2",
        "General Revenue 5",
        "Restricted Gifts 6",
        "Government Funding 7",
        "Memberships 1",
        "Grants 10",
        "Endowments 10",
    )
    table = _keep_table([a, b])
    assert [o.label for o in table.prompt(0).options] == ["Keep Grants 3", "Keep Grants 4"]
    assert [o.label for o in table.prompt(1).options] == ["Keep Endowments 2", "Keep Endowments 10"]


# Ruling R11: keep choices are secret until all are made, then shown together.
def test_keep_choices_are_secret_until_every_player_has_chosen():
    a = cards(
        "Endowments 3",
        "General Revenue 3",
        "Restricted Gifts 3",
        "Government Funding 3",
        "Memberships 9",
        "Grants 3",
        "Grants 4",
    )
    b = cards(
        "Endowments 2",
        "General Revenue 5",
        "Restricted Gifts 6",
        "Government Funding 7",
        "Memberships 1",
        "Grants 10",
        "Endowments 10",
    )
    table = _keep_table([a, b])
    (event,) = table.answer(0, *cards("Grants 3"))
    assert event.type == "KeepChosen" and event.secret_to == (0,)
    assert table.view(1)["keep"]["chosen"] == [0]
    assert table.view(1)["keep"]["my_choice"] is None
    assert table.view(0)["keep"]["my_choice"][0]["id"] == "grants-3"
    table.answer(1, *cards("Endowments 10"))
    assert table.view(1)["reveal"]["kept"][0] == table.view(0)["reveal"]["kept"][0]


# Rulebook: "Players reveal their hands."
def test_hands_are_revealed_to_everyone_once_trading_is_over():
    table = Table(seats=3)
    table.discard_nothing()
    assert table.view(1)["players"][0]["hand"] is None
    table.all_done_trading()
    revealed = next(e for e in table.events if e.type == "HandsRevealed")
    assert revealed.secret is None
    assert [c["id"] for c in table.view(1)["players"][0]["hand"]] == revealed.data["hands"][0]
