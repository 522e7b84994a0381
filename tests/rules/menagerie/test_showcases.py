"""Every Showcase card, scored from the final terrariums (content file, `showcases`)."""

from __future__ import annotations

from games.rules.menagerie.scoring import showcase_score

# Handy insects by order and trait.
MANTIS = "MAN07"  # Dead Leaf Mantis: PATTERN
BEETLE, BEETLE2 = "COL01", "COL02"  # Hercules, Goliath: BIG
BEE = "HYM13"  # Velvet Ant: PATTERN
BUTTERFLY = "LEP01"  # Monarch: PATTERN
BUG = "HEM10"  # Aphid: SMALL
FIERCE = "HEM03"  # Assassin Bug: FIERCE
SHINY = ["COL08", "COL09", "COL11", "COL12", "HYM09", "HYM11"]  # IRIDESCENT only


def points(card, *terrariums):
    rows = list(terrariums) + [[]] * (3 - len(terrariums))
    return showcase_score(card, rows)["points"]


def test_panoptic_collector_needs_a_mantis_with_an_insect_on_each_side():
    # SC01: 6 points per terrarium where a Mantodea insect is neither leftmost nor rightmost.
    assert points("SC01", [BEETLE, MANTIS, BUG]) == 6
    assert points("SC01", [MANTIS, BEETLE, BUG], [BEETLE2, MANTIS]) == 0
    assert points("SC01", [BEETLE, MANTIS, BUG], [BEE, "MAN01", BUTTERFLY], [BUG]) == 12


def test_pollinator_garden_needs_a_bee_next_to_a_butterfly():
    # SC02: 5 per terrarium with Hymenoptera and Lepidoptera adjacent, either order.
    assert points("SC02", [BUTTERFLY, BEE], [BEETLE, BEE, "LEP02"]) == 10
    assert points("SC02", [BEE, BEETLE, BUTTERFLY]) == 0


def test_scale_study_needs_a_big_and_a_small_insect_in_one_terrarium():
    # SC03: 5 per terrarium with at least one BIG and one SMALL insect.
    assert points("SC03", [BEETLE, BUG]) == 5
    assert points("SC03", [BEETLE], [BUG]) == 0


def test_apex_exhibit_needs_a_fierce_insect_leftmost():
    # SC04: 5 per terrarium whose leftmost insect has FIERCE.
    assert points("SC04", [FIERCE, BEETLE], [FIERCE], [BEETLE, FIERCE]) == 10


def test_jewel_box_counts_iridescent_insects_up_to_five_and_not_tokens():
    # SC05: 3 per IRIDESCENT insect, at most 5 of them.
    assert points("SC05", SHINY[:2], [BEETLE]) == 6
    assert points("SC05", SHINY[:3], SHINY[3:]) == 15  # six insects, five count
    assert points("SC05", [BEETLE]) == 0


def test_mimicry_gallery_needs_two_patterned_insects_of_different_orders_side_by_side():
    # SC06: 6 per terrarium with adjacent PATTERN insects of different orders.
    assert points("SC06", [BEE, BUTTERFLY]) == 6
    assert points("SC06", [BEE, BEETLE, BUTTERFLY], [BUTTERFLY, "LEP03"]) == 0


def test_mirror_cabinet_needs_matching_ends_around_another_order():
    # SC07: >= 3 insects, same order at both ends, a different order between.
    assert points("SC07", [BEETLE, BUG, BEETLE2]) == 5
    assert points("SC07", [BEETLE, BEETLE2], [BEETLE, "COL03", BEETLE2]) == 0
    assert points("SC07", [BEETLE, BUG, BEE]) == 0


def test_grand_survey_scores_each_order_present_in_all_three_terrariums():
    # SC08: 5 per order present in all three terrariums.
    assert points("SC08", [BEETLE, BUG], [BEETLE2, "HEM01"], ["COL03", "HEM02", BEE]) == 10
    assert points("SC08", [BEETLE], [BEETLE2], []) == 0


def test_no_showcase_scores_nothing():
    assert points(None, [BEETLE]) == 0
