"""Insect traits exactly as printed (Rulebook, "Insect Traits"), with rulings R03-R10."""

from __future__ import annotations

import pytest

from games.engine import Answer, IllegalAction, Rng
from games.rules.menagerie import RULES

from .helpers import (
    ALICE,
    BOB,
    arrange,
    choose,
    of_type,
    option_ids,
    prompt_of,
    row,
    tokens,
    types,
)

FULL = ["COL02", "COL03", "COL04", "COL05", "COL06"]


# --- PATTERN -------------------------------------------------------------------------------


def test_pattern_gains_a_token_in_a_terrarium_with_another_order():
    # PATTERN: "Gain 1 Discovery token if placed in a terrarium with an insect from a
    # different order." R06.
    state = arrange(terrariums={ALICE: [["COL02"], [], []]}, unlocked=0)
    state, _ = choose(state, "A2")  # Monarch Butterfly
    assert option_ids(state) == ["PATTERN", "none"]
    state, events = choose(state, "PATTERN")
    assert of_type(events, "TraitUsed")[0].data["trait"] == "PATTERN"
    assert tokens(state, ALICE) == 1


def test_pattern_pays_nothing_among_insects_of_its_own_order():
    state = arrange(terrariums={ALICE: [["LEP04"], [], []]}, unlocked=0)
    state, events = choose(state, "A2")
    assert of_type(events, "TraitNotUsed")[0].data["reason"] == "no usable trait"
    assert tokens(state, ALICE) == 0


# --- FIERCE --------------------------------------------------------------------------------


def test_fierce_moves_another_insect_to_the_right_end_of_a_locked_terrarium():
    # FIERCE: "It must move to the right of all other insects there ... slide any
    # remaining insects toward the left to close the gap." R04.
    state = arrange(terrariums={ALICE: [["COL02", "HEM01", "LEP03"], [], ["HYM02"]]}, unlocked=0)
    state, _ = choose(state, "B2")  # European Mantis
    assert "FIERCE-HEM01-T3" in option_ids(state)
    assert "FIERCE-HEM01-T2" in option_ids(state)
    assert not [i for i in option_ids(state) if i.startswith("FIERCE-MAN01")]
    state, _ = choose(state, "FIERCE-HEM01-T3")
    assert row(state, ALICE, 0) == ["COL02", "LEP03", "MAN01"]
    assert row(state, ALICE, 2) == ["HYM02", "HEM01"]


def test_fierce_cannot_move_an_insect_into_a_full_terrarium():
    state = arrange(
        terrariums={ALICE: [["HEM01"], ["HYM01", "HYM02", "HYM03", "HYM04", "HYM05"], []]},
        unlocked=0,
    )
    state, _ = choose(state, "B2")
    assert option_ids(state) == ["FIERCE-HEM01-T3", "none"]


def test_fierce_needs_another_insect_in_its_terrarium():
    state = arrange(unlocked=1)
    state, events = choose(state, "B2")
    assert of_type(events, "TraitNotUsed")


def test_a_moved_insect_is_not_placed_and_uses_no_trait():
    # Rulebook: "Moving an insect this way does not count as 'placing' it." R04.
    state = arrange(
        terrariums={ALICE: [["LEP05"], [], ["COL02"]]},
        benefactor={ALICE: "BF01"},  # pays for placing Lepidoptera
        unlocked=0,
    )
    state, _ = choose(state, "B2")  # European Mantis (not Lepidoptera: no BF01 bonus)
    state, events = choose(state, "FIERCE-LEP05-T3")
    assert types(events).count("TraitUsed") == 1
    assert not of_type(events, "BonusGained")
    assert row(state, ALICE, 2) == ["COL02", "LEP05"]


# --- BIG -----------------------------------------------------------------------------------


def test_big_pays_two_for_a_neighbouring_insect_which_may_use_its_own_trait():
    # BIG: "Spend 2 Discovery tokens to take an additional insect ... next to the one you
    # just took, horizontally or vertically. You may also use one of this insect's traits."
    state = arrange(discovery={ALICE: 2}, unlocked=0)
    state, _ = choose(state, "A1")  # Hercules Beetle at A1: neighbours A2 and B1
    assert option_ids(state) == ["BIG-A2", "BIG-B1", "none"]
    state, events = choose(state, "BIG-A2")
    taken = of_type(events, "InsectTaken")[0].data
    assert taken["via"] == "BIG" and taken["cost"] == 2 and taken["card"] == "LEP01"
    assert row(state, ALICE, 0) == ["COL01", "LEP01"]
    assert prompt_of(state).id == "t1-trait-2"
    assert option_ids(state) == ["PATTERN", "none"]  # the Monarch's own trait


def test_big_is_not_offered_without_two_tokens():
    state = arrange(discovery={ALICE: 1}, unlocked=0)
    state, events = choose(state, "A1")
    assert of_type(events, "TraitNotUsed")


def test_big_may_chain_but_only_to_spaces_that_still_hold_a_card():
    # R05: the neighbour space must still hold a card; BIG may chain.
    field = {"A2": "LEP03", "B3": None}
    state = arrange(field=field, discovery={ALICE: 4}, unlocked=0)
    state, _ = choose(state, "A1", "BIG-A2")  # Atlas Moth (BIG, PATTERN) from A2
    assert option_ids(state) == ["BIG-A3", "BIG-B2", "PATTERN", "none"]  # A1 is empty now
    state, _ = choose(state, "BIG-B2")
    assert row(state, ALICE, 0) == ["COL01", "LEP03", "MAN01"]
    assert tokens(state, ALICE) == 0


# --- SMALL ---------------------------------------------------------------------------------


def test_small_may_go_into_a_locked_terrarium_or_left_of_any_insect():
    # SMALL: "you may place this insect in a locked terrarium. You may also place it to the
    # left of any other Insect cards". R03: insertion anywhere.
    state = arrange(terrariums={ALICE: [["COL02", "COL03"], ["HEM01"], []]}, unlocked=0)
    state, _ = choose(state, "A3")  # Leafcutter Ant
    assert option_ids(state) == ["T1-3", "T1-1", "T1-2", "T2-1", "T2-2", "T3-1"]
    state, events = choose(state, "T2-1")
    assert row(state, ALICE, 1) == ["HYM06", "HEM01"]
    used = of_type(events, "TraitUsed")[0].data
    assert used["trait"] == "SMALL" and used["locked"] is True and used["left_of"] == "HEM01"


def test_small_placement_is_the_insects_one_trait():
    # R03: "Exercising either SMALL option is that insect's one trait use."
    field = {"A1": "HYM05"}  # Bullet Ant: FIERCE, SMALL
    state = arrange(field=field, terrariums={ALICE: [["COL02", "COL03"], [], []]}, unlocked=0)
    state, events = choose(state, "A1", "T1-1")
    assert row(state, ALICE, 0) == ["HYM05", "COL02", "COL03"]
    assert [e.data["trait"] for e in of_type(events, "TraitUsed")] == ["SMALL"]
    assert prompt_of(state) is None or prompt_of(state).id != "t1-trait-1"


def test_a_small_insect_placed_normally_may_use_another_trait():
    field = {"A1": "HYM05"}
    state = arrange(field=field, terrariums={ALICE: [["COL02", "COL03"], [], []]}, unlocked=0)
    state, _ = choose(state, "A1", "T1-3")
    assert "FIERCE-COL02-T2" in option_ids(state)


def test_a_small_insect_must_use_small_when_the_unlocked_terrarium_is_full():
    state = arrange(terrariums={ALICE: [FULL[:4], [], []]}, discovery={ALICE: 3}, unlocked=0)
    state, _ = choose(state, "A2", "none", "A3")  # Monarch fills it; then the Ant
    assert "T1-6" not in option_ids(state)
    assert option_ids(state) == ["T2-1", "T3-1"]


# --- IRIDESCENT ----------------------------------------------------------------------------


def test_iridescent_buys_one_token_for_one_discovery_token():
    # IRIDESCENT: "Spend 1 Discovery token to take an Iridescent token".
    state = arrange(discovery={ALICE: 1}, unlocked=0)
    state, _ = choose(state, "B1")  # Jewel Beetle
    state, _ = choose(state, "IRIDESCENT")
    assert tokens(state, ALICE) == 0
    assert state["players"][ALICE]["iridescent"] == 1
    assert state["iridescent_supply"] == 15


def test_iridescent_cannot_be_used_when_the_supply_has_run_out():
    # Rulebook: "you cannot use this trait if they run out." R10: no Discovery is spent.
    state = arrange(discovery={ALICE: 1}, iridescent={BOB: 16}, unlocked=0)
    assert state["iridescent_supply"] == 0
    state, events = choose(state, "B1")
    assert of_type(events, "TraitNotUsed")
    assert tokens(state, ALICE) == 1
    with pytest.raises(IllegalAction):
        RULES.decide(state, ALICE, Answer(choices=("IRIDESCENT",)), Rng("t"))


def test_iridescent_is_not_offered_without_a_discovery_token():
    state = arrange(discovery={ALICE: 0}, unlocked=0)
    state, events = choose(state, "B1")
    assert of_type(events, "TraitNotUsed")


# --- one trait per insect ------------------------------------------------------------------


def test_an_insect_uses_at_most_one_of_its_traits_right_after_placement():
    # Rulebook, step 4: "you may use any one of that insect's traits." R08.
    field = {"A1": "COL03", "B1": None}  # Titan Beetle: BIG, FIERCE
    state = arrange(
        field=field, terrariums={ALICE: [["HEM01"], [], []]}, discovery={ALICE: 2}, unlocked=0
    )
    state, _ = choose(state, "A1")
    assert option_ids(state) == ["BIG-A2", "FIERCE-HEM01-T2", "FIERCE-HEM01-T3", "none"]
    state, events = choose(state, "FIERCE-HEM01-T2")
    assert "TurnEnded" in types(events)  # no second trait, no affordable Discover


def test_a_refused_trait_says_why():
    state = arrange(terrariums={ALICE: [["COL02"], [], []]}, unlocked=0)
    state, _ = choose(state, "A2")
    with pytest.raises(IllegalAction, match="does not have the BIG trait"):
        RULES.decide(state, ALICE, Answer(choices=("BIG-A1",)), Rng("t"))
