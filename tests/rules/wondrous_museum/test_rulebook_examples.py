"""The rulebook's worked examples, rebuilt from real cards (content notes, "Rulebook
examples, reconstructed")."""

from __future__ import annotations

import pytest

from games.engine import IllegalAction
from games.rules.wondrous_museum import RULES
from games.rules.wondrous_museum.endgame import museum_score
from games.rules.wondrous_museum.values import worth
from tests.rules.wondrous_museum.helpers import (
    GATE,
    play,
    question,
    row_ids,
    set_hand,
    set_market,
    set_museum,
    started,
    tokens,
    types_of,
)

NICE_MUSEUM = [
    GATE,
    "little-wooden-block-that-wont-be-lost",
    ("longevity-burger", 3),
    "jar-of-bottled-thunder",
    ("venus-with-hands", 3),
    "the-thinker-who-finally-decided",
    ("merlins-fake-beard", 1),
    "starry-stone",
    "robe-that-cant-be-looked-at-replica",
]


def kitty_table():
    state = started(2)
    kitty = state["first"]
    state = set_museum(state, kitty, [GATE, ("merlins-fake-beard", 2)])
    state = set_market(
        state,
        [
            "pet-rock-with-a-pedigree",
            "starry-stone",
            "jar-of-bottled-thunder",
            "rubber-duck-of-the-seven-seas",
            "snow-globe-of-a-city-that-doesnt-exist",
        ],
    )
    state = set_hand(state, kitty, ["glass-slipper-left-foot-only"])
    return state, kitty


def test_kitty_pays_3_plus_commission_2_with_two_tokens_worth_4_and_one_hand_card():
    # Rulebook: "Pay the Cost" example (Kitty acquires Starry Stone from the Open Market).
    state, kitty = kitty_table()
    labels = dict(question(state)[1].options)
    assert "pay 5" in labels["acquire-market-1"]
    state, _ = play(state, kitty, "acquire-market-1")
    state, events = play(
        state,
        kitty,
        "t-merlins-fake-beard-0",
        "t-merlins-fake-beard-1",
        "h-glass-slipper-left-foot-only",
    )
    paid = next(e for e in events if e.type == "CostPaid")
    assert paid.data["value"] == 5 and paid.data["cost"] == 5
    assert "glass-slipper-left-foot-only" in state["discard"]
    state, _ = play(state, kitty, "left")
    assert row_ids(state, kitty) == [
        "starry-stone",
        "gate-mysterious-museum-curator",
        "merlins-fake-beard",
    ]
    assert tokens(state, kitty)["merlins-fake-beard"] == 0


def test_kitty_may_not_add_a_token_the_payment_does_not_need():
    # Rulebook: "Players don't get any change" - and nothing superfluous is paid (ruling R1).
    state, kitty = kitty_table()
    state, _ = play(state, kitty, "acquire-market-1")
    with pytest.raises(IllegalAction, match="without"):
        play(
            state,
            kitty,
            "t-merlins-fake-beard-0",
            "t-merlins-fake-beard-1",
            "h-glass-slipper-left-foot-only",
            "t-gate-mysterious-museum-curator-0",
        )
    with pytest.raises(IllegalAction, match="cost is 5"):
        play(state, kitty, "t-merlins-fake-beard-0", "t-merlins-fake-beard-1")


def test_show_time_example_breastplate_idle_then_stone_gate_and_golem_in_order():
    # Rulebook: "2. Show Time!" example (flip the green rune).
    state = started(2)
    me = state["first"]
    state = set_museum(
        state, me, ["dragonscale-breastplate", "starry-stone", GATE, "undone-golem"], gate_tokens=0
    )
    state, events = play(state, me, "show-green")
    flipped = next(e for e in events if e.type == "RuneFlipped")
    assert flipped.data["activating"] == [
        "starry-stone",
        "gate-mysterious-museum-curator",
        "undone-golem",
    ]
    seat, q = question(state)
    assert q.data["card"] == "starry-stone"
    state, _ = play(state, me, "b0")
    assert question(state)[1].data["card"] == "gate-mysterious-museum-curator"
    state, _ = play(state, me, "b0")
    assert tokens(state, me)["gate-mysterious-museum-curator"] == 1
    q = question(state)[1]
    assert q.data["card"] == "undone-golem" and [o for o, _ in q.options] == ["b0", "b1", "skip"]
    state, _ = play(state, me, "b0")  # gain 1 on the Golem
    state, events = play(state, me, "b1")  # move the Gate's new token onto the Golem
    assert "TokensMoved" in types_of(events)
    assert tokens(state, me) == {
        "dragonscale-breastplate": 0,
        "starry-stone": 1,
        "gate-mysterious-museum-curator": 0,
        "undone-golem": 2,
    }


def nice_after_yellow():
    state = started(3)
    nice = state["first"]
    state = set_museum(state, nice, NICE_MUSEUM, gate_tokens=0)
    state, events = play(state, nice, "show-yellow")
    flipped = next(e for e in events if e.type == "RuneFlipped")
    assert flipped.data["activating"] == [
        "little-wooden-block-that-wont-be-lost",
        "longevity-burger",
    ]
    state, _ = play(state, nice, "b0")  # the Block gains 1
    state, _ = play(state, nice, "skip")  # and keeps it
    state, events = play(state, nice, "b0")  # the Burger gains 1: its 4th token
    return state, nice, events


def test_nice_reaches_20_with_burger_12_venus_6_and_beard_2():
    # Rulebook: "Game End" example (12 + 6 + 2).
    state, nice, events = nice_after_yellow()
    row = state["players"][nice]["row"]
    assert tokens(state, nice)["longevity-burger"] == 4
    assert worth(row) == 20
    triggered = next(e for e in events if e.type == "GameEndTriggered")
    assert str(nice) in triggered.data["reasons"]
    assert triggered.data["final_round"] == state["round"] + 1


def test_after_nice_triggers_the_others_finish_the_round_then_one_more_round_is_played():
    # Rulebook: "Game End" example (continued): Nice was the starting player.
    state, nice, _ = nice_after_yellow()
    start_round = state["round"]
    turns = []
    while RULES.result(state) is None:
        found = question(state)
        seat, q = found
        if q.kind == "action":
            turns.append((state["round"], seat))
            state, _ = play(state, seat, "exchange")
        else:
            state, _ = play(state, seat, *[o for o, _ in q.options[: max(1, q.min)]])
    order = [(nice + k) % 3 for k in range(3)]
    assert turns == [(start_round, order[1]), (start_round, order[2])] + [
        (start_round + 1, s) for s in order
    ]


def test_nice_final_rating_is_15_from_cards_plus_20_from_tokens():
    # Rulebook: "Final Scoring" example: 15 + 20 + 0 = 35.
    state, nice, _ = nice_after_yellow()
    score = museum_score(state["players"][nice]["row"])
    assert score["exhibit_ratings"] == 15
    assert score["admiration_tokens"] == 20
    assert score["special_effects"] == 0
    assert score["total"] == 35
    # Everyone exchanges to the end: nothing changes in Nice's museum, her result is 35.
    while RULES.result(state) is None:
        seat, q = question(state)
        choice = ["exchange"] if q.kind == "action" else [o for o, _ in q.options[: max(1, q.min)]]
        state, _ = play(state, seat, *choice)
    result = RULES.result(state)
    assert result.scores[nice] == 35
    assert result.breakdown[nice]["exhibit_ratings"] == 15
    assert result.breakdown[nice]["admiration_tokens"] == 20
