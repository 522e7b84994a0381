"""Every Benefactor card, paid at the moment its card names (Rulebook, "Benefactor Cards";
R11 for the cards that name no moment)."""

from __future__ import annotations

from .helpers import ALICE, arrange, choose, of_type, option_ids, row, tokens, types


def bonuses(events):
    return [e.data for e in of_type(events, "BonusGained")]


def test_pollinators_guild_pays_for_placing_bees_and_butterflies_only():
    # BF01: "Each time you place a Hymenoptera or Lepidoptera insect, gain 1 Discovery token."
    state = arrange(benefactor={ALICE: "BF01"}, discovery={ALICE: 3}, unlocked=0)
    state, events = choose(state, "A2")  # Monarch Butterfly (Lepidoptera)
    assert [b["benefactor"] for b in bonuses(events)] == ["BF01"]
    assert tokens(state, ALICE) == 4
    state, events = choose(state, "B2")  # European Mantis: no bonus
    assert not bonuses(events)


def test_a_bonus_without_a_named_moment_comes_before_the_trait_when_it_can():
    # Rulebook: "you may gain the bonus either before or after using an insect's trait";
    # R11 checkpoint A: the token arrives in time to pay for IRIDESCENT.
    state = arrange(benefactor={ALICE: "BF01"}, field={"A2": "LEP02"}, unlocked=0)
    state, events = choose(state, "A2")  # Blue Morpho: IRIDESCENT, BIG
    assert bonuses(events)[0]["checkpoint"] == "A"
    assert "IRIDESCENT" in option_ids(state)


def test_shieldbearers_society_pays_for_placing_beetles_and_true_bugs_only():
    # BF02: "Each time you place a Coleoptera or Hemiptera insect, gain 1 Discovery token."
    state = arrange(benefactor={ALICE: "BF02"}, discovery={ALICE: 6}, unlocked=0)
    state, events = choose(state, "A1", "none")  # Hercules Beetle
    assert [b["benefactor"] for b in bonuses(events)] == ["BF02"]
    state, events = choose(state, "A2")  # Monarch: no bonus
    assert not bonuses(events)
    state, events = choose(state, "none", "B3")  # Spotted Lanternfly (Hemiptera)
    assert [b["benefactor"] for b in bonuses(events)] == ["BF02"]


def test_the_hunt_master_pays_two_after_a_fierce_move():
    # BF03: "Each time you use a FIERCE trait, gain 2 Discovery tokens after the move."
    state = arrange(benefactor={ALICE: "BF03"}, terrariums={ALICE: [["COL02"], [], []]}, unlocked=0)
    state, _ = choose(state, "B2")
    state, events = choose(state, "FIERCE-COL02-T2")
    assert types(events)[:2] == ["TraitUsed", "BonusGained"]
    assert bonuses(events)[0]["discovery"] == 2
    assert tokens(state, ALICE) == 2


def test_the_hunt_master_pays_nothing_when_fierce_is_declined():
    state = arrange(benefactor={ALICE: "BF03"}, terrariums={ALICE: [["COL02"], [], []]}, unlocked=0)
    state, _ = choose(state, "B2")
    state, events = choose(state, "none")
    assert not bonuses(events)


def test_the_miniaturists_circle_pays_two_for_a_small_placement_only():
    # BF04: "Each time you use a SMALL trait ... gain 2 Discovery tokens immediately".
    state = arrange(benefactor={ALICE: "BF04"}, terrariums={ALICE: [["COL02"], [], []]}, unlocked=0)
    state, _ = choose(state, "A3")  # Leafcutter Ant
    state, events = choose(state, "T1-1")  # to the left of the Goliath Beetle
    assert [b["discovery"] for b in bonuses(events)] == [2]
    normal = arrange(
        benefactor={ALICE: "BF04"}, terrariums={ALICE: [["COL02"], [], []]}, unlocked=0
    )
    normal, events = choose(normal, "A3", "T1-2")  # the normal place: SMALL not used
    assert not bonuses(events)


def test_the_jeweller_pays_two_for_each_iridescent_token_taken():
    # BF05: "Each time you take an Iridescent token, gain 2 Discovery tokens immediately".
    state = arrange(benefactor={ALICE: "BF05"}, discovery={ALICE: 1}, unlocked=0)
    state, _ = choose(state, "B1")
    state, events = choose(state, "IRIDESCENT")
    assert types(events)[:2] == ["TraitUsed", "BonusGained"]
    assert tokens(state, ALICE) == 2


def test_the_expedition_fund_pays_for_the_second_and_later_insects_of_a_turn():
    # BF06: "Each time you take a second or later insect in the same turn (using BIG or
    # Discover), gain 1 Discovery token immediately after placing it, before using its trait."
    state = arrange(benefactor={ALICE: "BF06"}, discovery={ALICE: 3}, unlocked=0)
    state, events = choose(state, "A2")  # the first insect: no bonus
    assert not bonuses(events)
    state, events = choose(state, "B1")  # Jewel Beetle by Discover: 3 -> 0, then +1
    assert types(events)[:3] == ["InsectTaken", "InsectPlaced", "BonusGained"]
    assert tokens(state, ALICE) == 1
    assert "IRIDESCENT" in option_ids(state)  # the bonus came before its trait


def test_the_architects_endowment_pays_three_when_a_terrarium_first_fills():
    # BF07: "The first time each of your terrariums becomes full (5 insects), whether by
    # placing or by a FIERCE move, gain 3 Discovery tokens immediately."
    four = ["COL02", "COL03", "COL04", "COL05"]
    state = arrange(benefactor={ALICE: "BF07"}, terrariums={ALICE: [four, [], []]}, unlocked=0)
    state, events = choose(state, "A2")
    assert [b["discovery"] for b in bonuses(events)] == [3]
    assert len(row(state, ALICE, 0)) == 5


def test_the_architects_endowment_pays_for_a_fierce_fill_but_only_the_first_time():
    four = ["HEM01", "HEM02", "HEM03", "HEM04"]
    state = arrange(
        benefactor={ALICE: "BF07"},
        terrariums={ALICE: [["COL02"], four, []]},
        unlocked=0,
    )
    state, _ = choose(state, "B2")  # European Mantis
    state, events = choose(state, "FIERCE-COL02-T2")
    assert [b["discovery"] for b in bonuses(events)] == [3]
    assert len(row(state, ALICE, 1)) == 5
    assert state["players"][ALICE]["ever_full"] == [False, True, False]


def test_the_architects_endowment_does_not_pay_twice_for_the_same_terrarium():
    four = ["COL02", "COL03", "COL04"]
    state = arrange(
        benefactor={ALICE: "BF07"},
        terrariums={ALICE: [four, [], []]},
        discovery={ALICE: 3},
        unlocked=0,
    )
    state, _ = choose(state, "A2", "none")  # Monarch: 4 insects
    state, events = choose(state, "B2")  # Mantis fills terrarium 1: +3
    assert [b["discovery"] for b in bonuses(events)] == [3]
    state, events = choose(state, "FIERCE-COL02-T2")  # back to 4
    assert state["players"][ALICE]["ever_full"][0] is True
    state, events = choose(state, "A3", "T1-5")  # the Ant fills it again (normal place)
    assert not bonuses(events)


def test_the_monographers_trust_pays_for_a_same_order_left_neighbour():
    # BF08: "Each time you place an insect directly to the right of an insect of the same
    # order, gain 1 Discovery token."
    state = arrange(benefactor={ALICE: "BF08"}, terrariums={ALICE: [["LEP04"], [], []]}, unlocked=0)
    state, events = choose(state, "A2")  # Monarch right of Queen Alexandra's Birdwing
    assert bonuses(events)[0]["checkpoint"] == "A"


def test_the_monographers_trust_can_pay_after_the_trait_when_fierce_makes_it_true():
    # R11 checkpoint B: not met after placement, met after the trait resolves.
    state = arrange(
        benefactor={ALICE: "BF08"},
        terrariums={ALICE: [["MAN02", "COL02"], [], []]},
        unlocked=0,
    )
    state, events = choose(state, "B2")  # European Mantis right of a beetle: not yet
    assert not bonuses(events)
    state, events = choose(state, "FIERCE-COL02-T2")  # now right of the Chinese Mantis
    assert [b.get("checkpoint") for b in bonuses(events)] == ["B"]


def test_a_bonus_without_a_named_moment_is_paid_at_most_once_per_placement():
    state = arrange(
        benefactor={ALICE: "BF08"},
        terrariums={ALICE: [["MAN03", "MAN02"], [], []]},
        unlocked=0,
    )
    state, events = choose(state, "B2")  # right of a mantis: paid at A
    assert len(bonuses(events)) == 1
    state, events = choose(state, "FIERCE-MAN02-T2")  # still right of a mantis
    assert not bonuses(events)
