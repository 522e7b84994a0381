"""The two decks, loaded from ``data/cards.yaml``: 60 revenue cards and 70 collections.

Everything else in the package refers to cards by id only (state and events hold ids); this
module turns an id into its details, labels and JSON, and knows the table order of sources
and categories. Loaded once at import; the objects are frozen.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import resources
from typing import Any

import yaml


@dataclass(frozen=True)
class RevenueCard:
    """One revenue card: a source ("suite") and a bidding value from 1 to 10."""

    id: str
    source: str
    source_name: str
    value: int
    label: str  # "Grants 7"

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "source": self.source,
            "source_name": self.source_name,
            "value": self.value,
            "label": self.label,
        }


@dataclass(frozen=True)
class Collection:
    """One collection card: a name, a category code (A C E N L M X), a rank from 1 to 10."""

    id: str
    name: str
    category: str
    category_name: str
    rank: int
    dates: str | None
    label: str  # "Impressionism (Late Western 10)"

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "name": self.name,
            "category": self.category,
            "category_name": self.category_name,
            "rank": self.rank,
            "dates": self.dates,
            "label": self.label,
        }


def _load() -> dict[str, Any]:
    text = resources.files(__package__).joinpath("data/cards.yaml").read_text("utf-8")
    return yaml.safe_load(text)


_DATA = _load()

# Sources in printed order: key -> name.
SOURCES: dict[str, str] = {s["key"]: s["name"] for s in _DATA["revenue"]["sources"]}
SOURCE_ORDER: dict[str, int] = {key: i for i, key in enumerate(SOURCES)}

# Categories in printed order: code -> name; and the six that have contests of their own.
CATEGORIES: dict[str, str] = {c["code"]: c["name"] for c in _DATA["categories"]}
CONTEST_CATEGORIES: tuple[str, ...] = tuple(c["code"] for c in _DATA["categories"] if c["contests"])
CATEGORY_ORDER: dict[str, int] = {code: i for i, code in enumerate(CATEGORIES)}

REVENUE: dict[str, RevenueCard] = {
    c["id"]: RevenueCard(
        c["id"],
        c["source"],
        SOURCES[c["source"]],
        int(c["value"]),
        f"{SOURCES[c['source']]} {c['value']}",
    )
    for c in _DATA["revenue"]["cards"]
}
COLLECTIONS: dict[str, Collection] = {
    c["id"]: Collection(
        c["id"],
        c["name"],
        c["category"],
        CATEGORIES[c["category"]],
        int(c["rank"]),
        c["dates"],
        f"{c['name']} ({CATEGORIES[c['category']]} {c['rank']})",
    )
    for c in _DATA["collections"]
}

REVENUE_IDS: tuple[str, ...] = tuple(REVENUE)
COLLECTION_IDS: tuple[str, ...] = tuple(COLLECTIONS)


def revenue(card_id: str) -> RevenueCard:
    return REVENUE[card_id]


def collection(card_id: str) -> Collection:
    return COLLECTIONS[card_id]


def value_of(cards: list[str]) -> int:
    """Total bidding value of some revenue cards."""
    return sum(REVENUE[c].value for c in cards)


# Table order of revenue cards (source as printed, then value), precomputed: sorting hands is
# done for every prompt, so it must be cheap.
_REVENUE_INDEX: dict[str, int] = {
    c: i
    for i, c in enumerate(
        sorted(REVENUE, key=lambda c: (SOURCE_ORDER[REVENUE[c].source], REVENUE[c].value))
    )
}


def revenue_sort_key(card_id: str) -> int:
    return _REVENUE_INDEX[card_id]


def collection_sort_key(card_id: str) -> tuple[int, int]:
    card = COLLECTIONS[card_id]
    return (CATEGORY_ORDER[card.category], card.rank)


def sorted_revenue(cards: list[str]) -> list[str]:
    """Revenue cards in table order: by source as printed, then by value."""
    return sorted(cards, key=_REVENUE_INDEX.__getitem__)


def revenue_labels(cards: list[str]) -> str:
    """'Grants 7, Memberships 3' in table order; 'no cards' for none."""
    return ", ".join(REVENUE[c].label for c in sorted_revenue(cards)) or "no cards"
