"""The raw card set and the game's constants, read from ``data/cards.yaml``.

``data/cards.yaml`` is a verbatim copy of ``shared/content/wondrous-museum.yaml`` (binding content).
This module only reads it; ``cards.py`` validates every card against the effect vocabulary.
"""

from __future__ import annotations

from itertools import combinations
from pathlib import Path
from typing import Any

import yaml

# The C loader when PyYAML has it (much faster); same safe subset either way.
_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
# bandit: a safe loader
DATA: dict[str, Any] = yaml.load(  # noqa: S506  # nosec B506
    (Path(__file__).parent / "data" / "cards.yaml").read_text(encoding="utf-8"), Loader=_LOADER
)

RUNES: tuple[str, ...] = tuple(DATA["runes"])
TYPES: tuple[str, ...] = tuple(t["name"] for t in DATA["types"])
COLLECTION_TYPES: tuple[str, ...] = tuple(
    t["name"] for t in DATA["types"] if t["kind"] == "collection"
)
THEMES: tuple[str, ...] = tuple(t["name"] for t in DATA["types"] if t["kind"] == "theme")
FLAGS: tuple[str, ...] = tuple(DATA["flags"])
# Commission of each Open Market slot; slot 0 is the one farthest from the deck (+1).
COMMISSIONS: tuple[int, ...] = tuple(DATA["meta"]["components"]["commission_tokens"])
TOKEN_SUPPLY: int = DATA["meta"]["components"]["admiration_tokens"]

MARKET_SIZE = 5
BLACK_MARKET_SIZE = 5
HAND_SIZE = 5
HAND_LIMIT = 8
MUSEUM_CARDS = 10  # 9 spaces beside the Gate; 10 cards (Gate included) triggers the end
END_RATING = 20
STARTING_TOKENS = 2
DAY_OFF_RUNES = 4  # multiplayer: the 4th consumed rune
SOLO_DAY_OFF_RUNES = 5
SOLO_DATES = 4
EXCHANGE_DRAW = 3

# Themes "suitable for first game" in the rulebook.
FIRST_GAME_THEMES: tuple[str, str] = ("Botanical Specimens", "Sculpture Art")


def slug(text: str) -> str:
    """'Botanical Specimens' -> 'botanical-specimens' (stable option values)."""
    return "-".join(text.lower().replace("'", "").split())


THEME_BY_SLUG: dict[str, str] = {slug(t): t for t in THEMES}
THEME_PAIRS: tuple[tuple[str, str], ...] = tuple(combinations(THEMES, 2))


def pair_value(pair: tuple[str, str]) -> str:
    """The option value naming a pair of themes, e.g. 'botanical-specimens+sculpture-art'."""
    return "+".join(slug(t) for t in pair)


PAIR_BY_VALUE: dict[str, tuple[str, str]] = {pair_value(p): p for p in THEME_PAIRS}
DEFAULT_PAIR = pair_value(FIRST_GAME_THEMES)

# Solo challenges, keyed by the monument id without its "monument-" prefix.
CHALLENGES: dict[str, dict[str, Any]] = {
    m["id"].removeprefix("monument-"): m for m in DATA["monuments"]
}
CHALLENGE_ORDER: tuple[str, ...] = tuple(CHALLENGES)
RENOVATION = "renovation"
HALL_OF_FAME = "hall-of-fame"

# Every card of the box by id (raw YAML dicts; ``cards.py`` validates them on import).
SECTIONS: tuple[str, ...] = (
    "gates",
    "solo_gate_levels",
    "regular",
    "special",
    "travelling",
    "solo_ancient_weapons",
    "monuments",
)
CARDS: dict[str, dict[str, Any]] = {c["id"]: c for s in SECTIONS for c in DATA[s]}
for _section in SECTIONS:
    for _card in DATA[_section]:
        _card.setdefault("section", _section)


def card(card_id: str) -> dict[str, Any]:
    """The card with this id (KeyError for an unknown id: a bug, never player input)."""
    return CARDS[card_id]


def is_gate(card_id: str) -> bool:
    return CARDS[card_id]["flag"] == "gate"


# Card ids by role.
REGULAR: tuple[str, ...] = tuple(c["id"] for c in DATA["regular"])
SPECIAL: tuple[str, ...] = tuple(c["id"] for c in DATA["special"])
THEME_CARDS: dict[str, tuple[str, ...]] = {
    t: tuple(c["id"] for c in DATA["travelling"] if c["theme"] == t) for t in THEMES
}
SOLO_VERSION: dict[str, str] = {c["solo_version_of"]: c["id"] for c in DATA["solo_ancient_weapons"]}
GATES: tuple[str, ...] = tuple(c["id"] for c in DATA["gates"])
CURATOR: str = next(c["id"] for c in DATA["gates"] if c["first_player"])
GATE_LEVELS: dict[int, str] = {c["level"]: c["id"] for c in DATA["solo_gate_levels"]}
