"""The card set is the content file's, loaded as data (shared/content/menagerie.yaml)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from games.rules.menagerie.cards import (
    ADJACENCY,
    BENEFACTORS,
    INSECTS,
    IRIDESCENT_SUPPLY,
    SHOWCASES,
    SPACES,
    TERRARIUM_POINTS,
)

SHARED = Path("/work/shared/content/menagerie.yaml")
PACKAGED = Path(__file__).parents[3] / "games" / "rules" / "menagerie" / "data" / "cards.yaml"


def test_the_package_ships_the_content_file_unchanged():
    if SHARED.exists():
        assert PACKAGED.read_text("utf-8") == SHARED.read_text("utf-8")
    assert PACKAGED.exists()


def test_there_are_70_insects_14_of_each_of_the_five_orders():
    # Rulebook: "70 Insect Cards"; "There are five insect orders in the game."
    assert len(INSECTS) == 70
    assert Counter(i.order for i in INSECTS.values()) == {
        "coleoptera": 14,
        "hymenoptera": 14,
        "lepidoptera": 14,
        "mantodea": 14,
        "hemiptera": 14,
    }


def test_the_trait_icons_match_the_design_table_and_no_insect_is_both_big_and_small():
    icons = Counter(t for i in INSECTS.values() for t in i.traits)
    assert icons == {"PATTERN": 22, "FIERCE": 23, "BIG": 18, "SMALL": 19, "IRIDESCENT": 18}
    assert not [i.id for i in INSECTS.values() if i.has("BIG") and i.has("SMALL")]
    assert all(1 <= len(i.traits) <= 2 for i in INSECTS.values())


def test_there_are_8_benefactors_8_showcases_and_16_iridescent_tokens():
    # Rulebook, components: "8 Benefactor Cards", "8 Showcase Cards", "16 Iridescent Tokens".
    assert len(BENEFACTORS) == 8
    assert len(SHOWCASES) == 8
    assert SHOWCASES["SC01"].name == "Panoptic Collector"
    assert IRIDESCENT_SUPPLY == 16


def test_the_field_is_two_rows_of_three_with_orthogonal_neighbours():
    # Rulebook, BIG: "next to the one you just took, horizontally or vertically".
    assert SPACES == ("A1", "A2", "A3", "B1", "B2", "B3")
    assert set(ADJACENCY["A2"]) == {"A1", "A3", "B2"}
    assert set(ADJACENCY["B1"]) == {"A1", "B2"}
    for space, near in ADJACENCY.items():
        assert all(space in ADJACENCY[n] for n in near)


def test_the_terrarium_table_scores_1_3_6_10_15():
    # Rulebook, "Game End Scoring".
    assert TERRARIUM_POINTS == {1: 1, 2: 3, 3: 6, 4: 10, 5: 15}
