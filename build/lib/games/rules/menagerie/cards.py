"""The Menagerie card set and table constants, loaded from ``data/cards.yaml``.

The YAML is a verbatim copy of ``shared/content/menagerie.yaml`` shipped in this package:
insects, Benefactors, Showcases, the Field's adjacency, the scoring table, the solitaire
ranks, the rulings and the rulebook's scoring example all come from it. Only the numbers the
rulebook prints in its turn steps (2 Discovery tokens a turn, 3 to discover, 2 for BIG, 1 for
IRIDESCENT) are constants here, each quoted next to its value.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

import yaml


def _load() -> dict[str, Any]:
    text = resources.files(__package__).joinpath("data/cards.yaml").read_text("utf-8")
    return yaml.safe_load(text)


DATA: dict[str, Any] = _load()


@dataclass(frozen=True)
class Insect:
    """One insect card: its order (colour) and its trait icons."""

    id: str
    name: str
    taxon: str
    order: str
    traits: tuple[str, ...]

    def has(self, trait: str) -> bool:
        return trait in self.traits


@dataclass(frozen=True)
class Benefactor:
    """A Benefactor card: when it pays (``trigger``/``timing``) and how many tokens."""

    id: str
    name: str
    text: str
    trigger: str
    timing: str
    discovery: int


@dataclass(frozen=True)
class Showcase:
    """A Showcase card: ``per`` points for each qualifying unit, at most ``max_points``."""

    id: str
    name: str
    text: str
    formula: str
    max_points: int

    @property
    def per(self) -> int:
        # Every formula starts with its points per unit: "6 * count(...)".
        match = re.match(r"\s*(\d+)\s*\*", self.formula)
        if match is None:
            raise ValueError(f"Showcase {self.id} formula has no leading points: {self.formula}")
        return int(match.group(1))

    @property
    def max_units(self) -> int:
        # Jewel Box counts at most 5 insects; the others are capped by terrariums/orders.
        return self.max_points // self.per


INSECTS: dict[str, Insect] = {
    raw["id"]: Insect(raw["id"], raw["name"], raw["taxon"], raw["order"], tuple(raw["traits"]))
    for raw in DATA["insects"]
}
ORDERS: dict[str, dict[str, Any]] = {raw["id"]: raw for raw in DATA["orders"]}
TRAITS: dict[str, dict[str, str]] = {raw["id"]: raw for raw in DATA["traits"]}
BENEFACTORS: dict[str, Benefactor] = {
    raw["id"]: Benefactor(
        raw["id"],
        raw["name"],
        raw["text"],
        raw["trigger"],
        raw["timing"],
        int(raw["bonus"]["discovery"]),
    )
    for raw in DATA["benefactors"]
}
SHOWCASES: dict[str, Showcase] = {
    raw["id"]: Showcase(raw["id"], raw["name"], raw["text"], raw["formula"], raw["max_points"])
    for raw in DATA["showcases"]
}

SPACES: tuple[str, ...] = tuple(DATA["field"]["spaces"])
ADJACENCY: dict[str, tuple[str, ...]] = {
    space: tuple(near) for space, near in DATA["field"]["adjacency"].items()
}
REFILL_ORDER: tuple[str, ...] = tuple(DATA["field"]["refill_order"])
ROWS: dict[str, tuple[str, ...]] = {
    row: tuple(s for s in SPACES if s.startswith(row)) for row in sorted({s[0] for s in SPACES})
}

TERRARIUM_POINTS: dict[int, int] = {
    int(k): int(v) for k, v in DATA["scoring"]["terrarium_points_by_order_count"].items()
}
IRIDESCENT_POINTS: int = int(DATA["scoring"]["iridescent_token_points"])
IRIDESCENT_SUPPLY: int = int(DATA["components"]["iridescent_tokens"]["engine_limit"])
TERRARIUMS: int = int(DATA["components"]["terrariums_per_player"])
TERRARIUM_SIZE: int = int(DATA["components"]["insects_per_terrarium"])
STARTING_DISCOVERY: int = int(DATA["components"]["starting_discovery_tokens"])
FULL_COLLECTION: int = TERRARIUMS * TERRARIUM_SIZE

# Rulebook, "1. Take Two Discovery Tokens".
DISCOVERY_PER_TURN = 2
# Rulebook, "5. Discover More Insects": "spend 3 Discovery tokens to take an additional insect".
DISCOVER_COST = 3
# Rulebook, BIG: "Spend 2 Discovery tokens to take an additional insect from the Field".
BIG_COST = 2
# Rulebook, IRIDESCENT: "Spend 1 Discovery token to take an Iridescent token".
IRIDESCENT_COST = 1

SOLO_REMOVAL_LIMIT: int = int(DATA["solitaire"]["removal_limit"])
SOLO_NET_START_ROW: str = str(DATA["solitaire"]["net_token_start_row"])
SOLO_RANKS: tuple[dict[str, Any], ...] = tuple(DATA["solitaire_ranks"])
RULINGS: tuple[dict[str, str], ...] = tuple(DATA["rulings"])
SCORING_EXAMPLE: dict[str, Any] = DATA["scoring_example"]


def insect(card_id: str) -> Insect:
    """The insect with this id. Raises KeyError for an unknown id."""
    return INSECTS[card_id]


def order_name(order: str) -> str:
    return str(ORDERS[order]["latin"])


@cache
def insect_label(card_id: str) -> str:
    """'Ghost Mantis (Mantodea; SMALL)': what a player reads on the card."""
    card = INSECTS[card_id]
    return f"{card.name} ({order_name(card.order)}; {', '.join(card.traits)})"
