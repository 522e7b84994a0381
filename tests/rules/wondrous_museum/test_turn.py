"""The three actions, the hand limit, the Open Market after a turn, and Day Off
(rulebook "Game Play", "1. Acquire", "2. Show Time!", "3. Exchange", "Day Off")."""

from __future__ import annotations

import pytest

from games.engine import IllegalAction
from games.rules.wondrous_museum.bots import minimal_payment
from tests.rules.wondrous_museum.helpers import (
    GATE,
    fix,
    option_ids,
    play,
    question,
    row_ids,
    set_deck_top,
    set_hand,
    set_market,
    set_museum,
    started,
    tokens,
    types_of,
)

MARKET = [
    "pet-rock-with-a-pedigree",
    "starry-stone",
    "jar-of-bottled-thunder",
    "rubber-duck-of-the-seven-seas",
    "snow-globe-of-a-city-that-doesnt-exist",
]


def pay(state, seat):
    q = question(state)[1]
    return play(state, seat, *minimal_payment(q, [o for o, _ in q.options]))[0]


def table(seats=2):
    state = started(seats)
    me = state["first"]
    state = set_market(state, MARKET)
    return state, me


def test_a_card_from_hand_costs_only_its_price_and_is_placed_on_the_right():
    # Rulebook "Pay the Cost": from your hand, only the listed price.
    state, me = table()
    state = set_hand(
        state,
        me,
        ["crimson-chalice-1", "pet-rock-with-a-pedigree"],
    )
    labels = dict(question(state)[1].options)
    assert "pay 2" in labels["acquire-hand-crimson-chalice-1"]
    state, _ = play(state, me, "acquire-hand-crimson-chalice-1")
    assert question(state)[1].kind == "payment"
    state, _ = play(state, me, "t-gate-mysterious-museum-curator-0", "h-pet-rock-with-a-pedigree")
    state, _ = play(state, me, "right")
    assert row_ids(state, me) == ["gate-mysterious-museum-curator", "crimson-chalice-1"]


def test_only_affordable_acquisitions_are_offered():
    # Gate tokens worth 2 and an empty hand: the 3-commission cards are out of reach.
    state, me = table()
    state = set_hand(state, me, [])
    ids = option_ids(state)
    assert "acquire-market-0" in ids and "acquire-market-1" not in ids
    assert not [i for i in ids if i.startswith("acquire-black")]


def test_black_market_cards_are_not_refilled_and_one_per_player_per_game():
    # Rulebook "Black Market".
    state, me = table()
    state = set_museum(state, me, [GATE, ("the-emperors-new-clothes", 10)])
    special = state["black_market"][0]
    state, _ = play(state, me, f"acquire-black-{special}")
    state = pay(state, me)
    state, _ = play(state, me, "left")
    assert len(state["black_market"]) == 4 and special not in state["black_market"]
    assert state["players"][me]["bm_used"]
    # Next turn of the same player: no Black Market option any more.
    while question(state)[0] != me or question(state)[1].kind != "action":
        seat, q = question(state)
        state, _ = play(state, seat, "exchange" if q.kind == "action" else q.options[0][0])
    assert not [i for i in option_ids(state) if i.startswith("acquire-black")]


def test_a_museum_has_nine_spaces_beside_the_gate():
    # Rulebook "Placing a New Exhibit": 9 spaces; ruling R2: a full museum takes only a scroll.
    state, me = table()
    nine = [
        "starry-stone",
        "jar-of-bottled-thunder",
        "pet-rock-with-a-pedigree",
        "rubber-duck-of-the-seven-seas",
        "snow-globe-of-a-city-that-doesnt-exist",
        "crimson-chalice-1",
        "crimson-chalice-2",
        "turquoise-chalice-1",
        ("the-emperors-new-clothes", 10),
    ]
    state = set_museum(state, me, [GATE, *nine])
    assert not [i for i in option_ids(state) if i.startswith("acquire")]


def test_exchange_draws_three_then_discards_one_drawn_or_held():
    # Rulebook "3. Exchange".
    state, me = table()
    state = set_hand(state, me, ["crimson-chalice-1"])
    state = set_deck_top(state, ["turquoise-chalice-1", "turquoise-chalice-2", "yellow-chalice-1"])
    state, events = play(state, me, "exchange")
    assert sorted(state["players"][me]["hand"]) == sorted(
        ["crimson-chalice-1", "turquoise-chalice-1", "turquoise-chalice-2", "yellow-chalice-1"]
    )
    seat, q = question(state)
    assert q.kind == "discard" and q.min == q.max == 1
    state, _ = play(state, me, "crimson-chalice-1")
    assert "crimson-chalice-1" in state["discard"] and len(state["players"][me]["hand"]) == 3


def test_the_hand_limit_of_8_is_checked_at_the_end_of_the_turn():
    # Rulebook "3. Exchange" note.
    state, me = table()
    hand = [
        "crimson-chalice-1",
        "crimson-chalice-2",
        "turquoise-chalice-1",
        "turquoise-chalice-2",
        "yellow-chalice-1",
        "yellow-chalice-2",
        "undone-golem",
        "pharaohs-alarm-clock",
    ]
    state = set_hand(state, me, hand)
    state, _ = play(state, me, "exchange")
    state, _ = play(state, me, "undone-golem")
    seat, q = question(state)
    assert (seat, q.kind, q.min, q.max) == (me, "discard", 2, 2)
    with pytest.raises(IllegalAction):
        play(state, me, "crimson-chalice-1")
    state, _ = play(state, me, "crimson-chalice-1", "crimson-chalice-2")
    assert len(state["players"][me]["hand"]) == 8


def test_the_open_market_slides_away_from_the_deck_and_refills_after_the_turn():
    # Rulebook "Open Market": slide right, then fill empty slots right to left.
    state, me = table()
    state = set_museum(state, me, [GATE, ("the-emperors-new-clothes", 5)])
    state = set_deck_top(state, ["crimson-chalice-1", "crimson-chalice-2"])
    state, _ = play(state, me, "acquire-market-2")  # the Jar, from the middle
    state, _ = play(state, me, "t-the-emperors-new-clothes-0", "t-the-emperors-new-clothes-1")
    assert state["market"][2] is None  # only refilled once the turn is over
    state, events = play(state, me, "left")
    assert state["market"] == [
        "pet-rock-with-a-pedigree",
        "starry-stone",
        "rubber-duck-of-the-seven-seas",
        "snow-globe-of-a-city-that-doesnt-exist",
        "crimson-chalice-1",
    ]


def test_with_deck_and_discard_both_empty_the_market_only_slides():
    state, me = table()
    state = dict(state)
    state["left_out"] = [*state["left_out"], *state["deck"], *state["discard"]]
    state["deck"], state["discard"] = [], []
    state = fix(state)
    state = set_museum(state, me, [GATE, ("the-emperors-new-clothes", 5)])
    state["deck"] = []
    state, _ = play(state, me, "acquire-market-0")
    state, _ = play(state, me, "t-the-emperors-new-clothes-0")
    state, _ = play(state, me, "left")
    assert state["market"] == [*MARKET[1:], None]


def test_each_card_resolves_its_effects_in_the_owners_order_and_may_skip():
    # Rulebook "2. Show Time!": the order is the player's; each effect may be skipped.
    state, me = table()
    state = set_museum(
        state,
        me,
        [GATE, ("little-wooden-block-that-wont-be-lost", 1), "starry-stone"],
        gate_tokens=0,
    )
    state, _ = play(state, me, "show-yellow")
    assert option_ids(state) == ["b0", "b1", "skip"]
    state, _ = play(state, me, "b1")  # move first: the Block's token to the Starry Stone
    state, _ = (
        play(state, me, "starry-stone") if question(state)[1].kind == "target" else (state, [])
    )
    assert option_ids(state) == ["b0", "skip"]
    state, _ = play(state, me, "b0")
    assert tokens(state, me)["little-wooden-block-that-wont-be-lost"] == 1


def test_mirror_of_starry_nights_gains_when_a_neighbour_gains_at_its_own_timing():
    # Rulebook "2. Show Time!" example: the Mirror's second effect.
    state, me = table()
    state = set_museum(state, me, ["starry-stone", "mirror-of-starry-nights", GATE], gate_tokens=0)
    state, _ = play(state, me, "show-green")
    state, _ = play(state, me, "b0")  # Starry Stone gains 1 ...
    seat, q = question(state)
    assert q.data["card"] == "mirror-of-starry-nights" and option_ids(state) == ["b1", "skip"]
    state, _ = play(state, me, "b1")  # ... and the Mirror answers at once, before the Gate
    assert tokens(state, me)["mirror-of-starry-nights"] == 1
    assert question(state)[1].data["card"] == "gate-mysterious-museum-curator"
    state, _ = play(state, me, "b0")  # the Gate gains: the Mirror is triggered again
    state, _ = play(state, me, "b1")
    assert tokens(state, me)["mirror-of-starry-nights"] == 2


def test_day_off_on_the_fourth_rune_recharges_discards_the_plus_one_card_and_refills():
    # Rulebook "Day Off".
    state, me = table()
    state["players"][me]["runes"] = {
        "green": True,
        "red": False,
        "blue": False,
        "yellow": False,
        "purple": True,
    }
    state = set_deck_top(state, ["crimson-chalice-1"])
    state, events = play(state, me, "show-purple")
    assert next(e for e in events if e.type == "RuneFlipped").data["day_off_due"]
    while question(state)[0] == me and question(state)[1].kind == "effect":
        state, events = play(state, me, "skip")
    assert all(state["players"][me]["runes"].values())
    assert "pet-rock-with-a-pedigree" in state["discard"]
    assert state["market"] == [*MARKET[1:], "crimson-chalice-1"]
    assert "DayOffMarket" not in types_of(events)


def test_no_day_off_before_the_fourth_rune():
    state, me = table()
    state, _ = play(state, me, "show-red")
    assert state["players"][me]["runes"]["red"] is False
    assert state["market"] == MARKET
