"""The card data: 60 revenue cards and the 70 printed collections (Ruling R1)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from games.rules.fine_arts.cards import (
    CATEGORIES,
    COLLECTIONS,
    CONTEST_CATEGORIES,
    REVENUE,
    SOURCES,
    sorted_revenue,
)

RULEBOOK = Path("/work/shared/seeds/003_1415105f78a196d5.txt")


# Rulebook: "THE REVENUE DECK" - 6 suites (sources), 10 cards numbered 1 to 10 each.
def test_the_revenue_deck_has_ten_cards_numbered_1_to_10_in_each_of_six_sources():
    assert list(SOURCES.values()) == [
        "Endowments",
        "General Revenue",
        "Restricted Gifts",
        "Government Funding",
        "Memberships",
        "Grants",
    ]
    assert len(REVENUE) == 60
    for source in SOURCES:
        values = sorted(c.value for c in REVENUE.values() if c.source == source)
        assert values == list(range(1, 11))


# Rulebook: "THE COLLECTION DECK" - 7 suites (categories) of 10 cards ranked 1 to 10.
def test_the_collection_deck_has_seventy_named_cards_ranked_1_to_10_in_seven_categories():
    assert list(CATEGORIES.values()) == [
        "Ancient",
        "Classical",
        "Early Western",
        "Non-Western",
        "Late Western",
        "Modern",
        "Contemporary",
    ]
    assert len(COLLECTIONS) == 70
    assert len({c.name for c in COLLECTIONS.values()}) == 70
    for code in CATEGORIES:
        ranks = sorted(c.rank for c in COLLECTIONS.values() if c.category == code)
        assert ranks == list(range(1, 11)), code


# Rulebook: "COLLECTION DECK CARD LIST" - spot checks of printed lines.
@pytest.mark.parametrize(
    ("card_id", "name", "category", "rank", "dates"),
    [
        ("neolithic", "Neolithic", "A", 5, "8000 - 3000 BC"),
        ("roman-empire", "Roman Empire", "C", 9, "27 BC - 476 AD"),
        ("late-renaissance", "Late Renaissance", "E", 10, "1475 - 1590"),
        ("impressionism", "Impressionism", "L", 10, "1863 - 1885"),
        ("americana", "Americana", "L", 4, None),
        ("futurism", "Futurism", "M", 1, "1909 - 1939"),
        ("abstract-expressionism", "Abstract Expressionism", "X", 10, "1945 - Present"),
        ("china", "China", "N", 10, None),
        ("indigenous-cultures", "Indigenous Cultures", "N", 1, None),
    ],
)
def test_printed_collections_are_encoded_with_name_category_rank_and_dates(
    card_id, name, category, rank, dates
):
    card = COLLECTIONS[card_id]
    assert (card.name, card.category, card.rank, card.dates) == (name, category, rank, dates)


# Rulebook: "COLLECTION DECK CARD LIST" - the whole printed list, line by line.
@pytest.mark.skipif(not RULEBOOK.exists(), reason="rulebook text not available")
def test_every_printed_collection_line_matches_the_data_file():
    text = RULEBOOK.read_text("utf-8")
    listing = text.split("Card Name Category Rank Dates", 1)[1].split("LINKS", 1)[0]
    printed = []
    for line in listing.strip().splitlines():
        match = re.match(r"^(.*?) ([ACENLMX]) (\d+)\b", line.strip())
        assert match, line
        printed.append((match.group(1), match.group(2), int(match.group(3))))
    encoded = [(c.name, c.category, c.rank) for c in COLLECTIONS.values()]
    assert encoded == printed


# Rulebook: "SCORING PHASE" - Contemporary has no contest of its own.
def test_only_six_categories_have_contests_of_their_own():
    assert CONTEST_CATEGORIES == ("A", "C", "E", "N", "L", "M")


# Rulebook: "THE REVENUE DECK" / "COLLECTION DECK CARD LIST" - how cards read in prompts.
def test_cards_read_as_source_and_value_or_name_category_and_rank():
    assert REVENUE["grants-7"].label == "Grants 7"
    assert COLLECTIONS["impressionism"].label == "Impressionism (Late Western 10)"
    hand = ["grants-7", "endowments-10", "grants-2", "memberships-3"]
    assert sorted_revenue(hand) == ["endowments-10", "memberships-3", "grants-2", "grants-7"]
