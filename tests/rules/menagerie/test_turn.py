"""A turn in order: tokens, Key, take and place, trait, Discover, refill, pass the Key."""

from __future__ import annotations

import pytest

from games.engine import Answer, IllegalAction, Rng
from games.engine.bot import bot_answer
from games.engine.table import play_to_end
from games.rules.menagerie import RULES

from .helpers import (
    ALICE,
    BOB,
    CAROL,
    arrange,
    choose,
    new_game,
    of_type,
    option_ids,
    prompt_of,
    row,
    settle,
    tokens,
    types,
)

FULL = ["COL02", "COL03", "COL04", "COL05", "COL06"]


def test_a_turn_begins_with_two_tokens_then_asks_where_the_key_goes():
    # Rulebook, steps 1 and 2.
    state, _ = new_game(2, seed="turn", benefactors="none", showcases="none")
    seat = state["turn"]["seat"]
    assert tokens(state, seat) == 2
    prompt = prompt_of(state)
    assert prompt.id == "t1-unlock-0"
    assert prompt.option_ids() == ["T1", "T2", "T3"]


def test_the_insect_goes_to_the_right_of_all_others_in_the_unlocked_terrarium():
    # Rulebook, step 3: "place it to the right of all other insects in that terrarium".
    state = arrange(terrariums={ALICE: [["COL02", "COL03"], [], []]})
    state, events = choose(state, "T1", "A2")
    assert row(state, ALICE, 0) == ["COL02", "COL03", "LEP01"]
    assert types(events)[:3] == ["TerrariumUnlocked", "InsectTaken", "InsectPlaced"]
    assert state["field"]["A2"] != "LEP01"


def test_step_three_is_mandatory_there_is_no_way_to_skip_the_take():
    # R02: "Step 3 is mandatory when any legal take exists".
    state = arrange(unlocked=0)
    assert "stop" not in option_ids(state)
    assert option_ids(state) == ["A1", "A2", "A3", "B1", "B2", "B3"]


def test_a_full_terrarium_cannot_be_unlocked():
    # R01; Rulebook: "If a terrarium is full, you can never place or move insects into it."
    state = arrange(terrariums={ALICE: [FULL, [], []]})
    assert option_ids(state) == ["T2", "T3"]
    with pytest.raises(IllegalAction, match="full"):
        RULES.decide(state, ALICE, Answer(choices=("T1",)), Rng("t"))


def test_with_one_terrarium_left_with_room_the_key_goes_there_by_itself():
    state = arrange(terrariums={ALICE: [FULL, ["HYM01", "HYM02", "HYM03", "HYM04", "HYM05"], []]})
    state, events = settle(state)
    assert of_type(events, "TerrariumUnlocked")[0].data["terrarium"] == 2
    assert prompt_of(state).id == "t1-take-0"


def test_discover_costs_three_tokens_and_may_be_repeated_while_affordable():
    # Rulebook, step 5; R07.
    state = arrange(discovery={ALICE: 7}, unlocked=0)
    state, _ = choose(state, "A2")  # Monarch alone: PATTERN pays nothing, no prompt
    assert prompt_of(state).id == "t1-discover-1"
    assert option_ids(state)[0] == "stop"
    state, events = choose(state, "B3")  # Spotted Lanternfly, pays 3
    assert of_type(events, "InsectTaken")[0].data == {
        "seat": ALICE,
        "space": "B3",
        "card": "HEM05",
        "via": "discover",
        "cost": 3,
    }
    assert tokens(state, ALICE) == 4
    state, _ = choose(state, "none")  # decline PATTERN
    assert option_ids(state) == ["stop", "A1", "A3", "B1", "B2"]
    state, events = choose(state, "A3", "T1-3")  # 4 -> 1; the SMALL Ant goes to the end
    assert row(state, ALICE, 0) == ["LEP01", "HEM05", "HYM06"]
    # One token left: no further Discover, the turn ends on its own.
    assert "TurnEnded" in types(events)
    assert tokens(state, ALICE) == 1


def test_stop_ends_the_turn_with_tokens_kept():
    state = arrange(discovery={ALICE: 5}, unlocked=0)
    state, _ = choose(state, "A2")
    state, events = choose(state, "stop")
    assert "TurnEnded" in types(events)
    assert tokens(state, ALICE) == 5


def test_the_field_is_refilled_in_order_from_the_top_of_the_deck():
    # Rulebook, step 6; R12: refill order A1-A3, B1-B3.
    state = arrange(discovery={ALICE: 3}, unlocked=0)
    top = state["deck"][:2]
    # Jewel Beetle (declines IRIDESCENT), then the Leafcutter Ant at the right end.
    state, _ = choose(state, "B1", "none", "A3", "T1-2")
    assert state["field"]["A3"] == top[0]
    assert state["field"]["B1"] == top[1]
    assert state["deck"][:1] != top[:1]


def test_the_key_passes_to_the_player_on_the_left():
    # Rulebook, step 7.
    state = arrange(3, seat=CAROL, unlocked=0)
    state, events = choose(state, "A2")
    began = of_type(events, "TurnBegan")[0]
    assert began.data == {"turn": 2, "seat": ALICE, "discovery": 2}
    assert state["key"] == ALICE
    state = arrange(2, seat=ALICE, unlocked=0)
    state, _ = choose(state, "A2")
    assert state["key"] == BOB and tokens(state, BOB) == 2


def test_an_insect_that_could_not_be_placed_cannot_be_taken():
    # R02: only SMALL insects may be taken once the unlocked terrarium is full.
    state = arrange(
        terrariums={ALICE: [["COL02", "COL03", "COL04", "COL05"], [], []]},
        discovery={ALICE: 3},
        unlocked=0,
    )
    state, _ = choose(state, "B2", "none")  # European Mantis fills terrarium 1
    assert len(row(state, ALICE, 0)) == 5
    assert option_ids(state) == ["stop", "A3"]  # only the Leafcutter Ant is SMALL
    with pytest.raises(IllegalAction, match="only a SMALL insect"):
        RULES.decide(state, ALICE, Answer(choices=("A2",)), Rng("t"))


def test_prompt_ids_never_repeat_in_a_game():
    # Engine contract: a prompt id names one decision point.
    seen: list[tuple[int, str]] = []
    rng = Rng("ids")

    def choose_and_record(state, seat):
        seen.append((seat, RULES.prompts(state)[seat].id))
        return bot_answer(RULES, state, seat, rng)

    play_to_end(RULES, 3, {}, "prompt-ids", choose=choose_and_record)
    assert len(seen) == len(set(seen))


def test_answering_out_of_turn_is_refused_with_a_reason():
    state = arrange(unlocked=0)
    with pytest.raises(IllegalAction, match="not your turn"):
        RULES.decide(state, BOB, Answer(choices=("A1",)), Rng("t"))
    with pytest.raises(IllegalAction, match="exactly one"):
        RULES.decide(state, ALICE, Answer(choices=("A1", "A2")), Rng("t"))
    with pytest.raises(IllegalAction, match="Choose one of: A1"):
        RULES.decide(state, ALICE, Answer(choices=("Z9",)), Rng("t"))
