"""A seat that misses its deadline: the first Field space it can legally place, no trait,
no extra insects; at whatever step it is (the issue's timeout rule; RULINGS.md T1)."""

from __future__ import annotations

from games.engine import Rng
from games.engine.table import timeout_events
from games.rules.menagerie import RULES

from .helpers import ALICE, BOB, arrange, choose, new_game, of_type, row, tokens, types

FULL = ["COL02", "COL03", "COL04", "COL05", "COL06"]


def time_out(state, seat):
    events = RULES.on_timeout(state, seat, Rng("late"))
    for event in events:
        state = RULES.evolve(state, event)
    return state, events


def test_a_timed_out_turn_unlocks_the_first_open_terrarium_and_takes_the_first_insect():
    state = arrange(terrariums={ALICE: [FULL, [], []]}, discovery={ALICE: 9})
    state, events = time_out(state, ALICE)
    assert of_type(events, "TerrariumUnlocked")[0].data["terrarium"] == 1
    taken = of_type(events, "InsectTaken")
    assert [t.data["space"] for t in taken] == ["A1"]  # one insect only, from A1
    assert row(state, ALICE, 1) == ["COL01"]
    assert of_type(events, "TraitNotUsed")[0].data["reason"] == "declined"  # BIG was usable
    assert tokens(state, ALICE) == 9
    assert of_type(events, "TurnBegan")[0].data["seat"] == BOB


def test_a_timeout_skips_empty_field_spaces():
    state = arrange(field={"A1": None, "A2": None}, unlocked=0)
    state, events = time_out(state, ALICE)
    assert of_type(events, "InsectTaken")[0].data["space"] == "A3"


def test_a_timeout_while_placing_a_small_insect_uses_the_normal_place():
    state = arrange(terrariums={ALICE: [["COL02"], [], []]}, unlocked=0)
    state, _ = choose(state, "A3")  # Leafcutter Ant in hand
    state, events = time_out(state, ALICE)
    assert row(state, ALICE, 0) == ["COL02", "HYM06"]
    assert of_type(events, "InsectPlaced")[0].data["small"] is False


def test_a_timeout_placing_where_only_small_fits_uses_the_first_open_spot():
    state = arrange(terrariums={ALICE: [FULL[:4], [], []]}, discovery={ALICE: 3}, unlocked=0)
    state, _ = choose(state, "A2", "none", "A3")  # terrarium 1 full, the Ant in hand
    state, events = time_out(state, ALICE)
    assert row(state, ALICE, 1) == ["HYM06"]


def test_a_timeout_at_the_trait_step_uses_no_trait_and_takes_nothing_more():
    state = arrange(discovery={ALICE: 8}, unlocked=0)
    state, _ = choose(state, "A1")  # Hercules Beetle: BIG on offer
    state, events = time_out(state, ALICE)
    assert types(events)[0] == "TraitNotUsed"
    assert "InsectTaken" not in types(events)
    assert "TurnEnded" in types(events)
    assert tokens(state, ALICE) == 8


def test_a_timeout_at_the_discover_step_ends_the_turn():
    state = arrange(discovery={ALICE: 5}, unlocked=0)
    state, _ = choose(state, "A2")
    state, events = time_out(state, ALICE)
    assert "InsectTaken" not in types(events)
    assert of_type(events, "TurnEnded")[0].data["seat"] == ALICE


def test_a_timeout_in_the_middle_of_a_big_chain_declines_the_extra_insects_trait():
    state = arrange(discovery={ALICE: 2}, terrariums={ALICE: [["HEM01"], [], []]}, unlocked=0)
    state, _ = choose(state, "A1", "BIG-A2")  # Monarch (PATTERN would pay)
    state, events = time_out(state, ALICE)
    assert types(events)[0] == "TraitNotUsed"
    assert row(state, ALICE, 0) == ["HEM01", "COL01", "LEP01"]


def test_a_timeout_in_the_draft_keeps_the_first_cards_offered():
    state, _ = new_game(2, seed="late-draft")
    offered = state["players"][BOB]
    state, events = time_out(state, BOB)
    assert state["players"][BOB]["benefactor"] == offered["offered_benefactors"][0]
    assert state["players"][BOB]["showcase"] == offered["offered_showcases"][0]
    assert types(events) == ["BenefactorChosen", "ShowcaseChosen"]


def test_the_last_timeout_of_the_draft_starts_the_game_but_plays_no_turn():
    state, _ = new_game(2, seed="late-draft-2")
    state, _ = time_out(state, ALICE)
    state, events = time_out(state, BOB)
    assert "CardsRevealed" in types(events)
    assert types(events)[-1] in ("TurnBegan", "TerrariumUnlocked")
    assert state["phase"] == "play"


def test_a_seat_that_owes_nothing_gets_no_events():
    state = arrange(unlocked=0)
    assert RULES.on_timeout(state, BOB, Rng("t")) == []
    assert timeout_events(RULES, state, BOB, "seed", 5) == []


def test_the_platforms_timeout_runner_plays_the_default_turn():
    state = arrange(unlocked=0)
    events = timeout_events(RULES, state, ALICE, "seed", 5)
    assert of_type(events, "InsectTaken")[0].data["space"] == "A1"
