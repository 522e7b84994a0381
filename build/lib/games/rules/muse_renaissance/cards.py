"""The card set: 54 Inspirations and 84 Masterpieces, loaded from ``data/cards.yaml``.

The YAML is a verbatim copy of ``shared/content/muse-renaissance.yaml``; nothing here
retypes card data. Cards are plain dicts (JSON-ready for views), looked up by id.
"""

from __future__ import annotations

import re
from functools import cache, lru_cache
from importlib import resources
from typing import Any

import yaml

CONTENT_FILE = "data/cards.yaml"


@lru_cache(maxsize=1)
def content() -> dict[str, Any]:
    """The whole parsed content file (cached; callers must not mutate it)."""
    raw = resources.files(__package__).joinpath(CONTENT_FILE).read_text(encoding="utf-8")
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # the C parser when available
    # bandit: a safe loader
    return yaml.load(raw, Loader=loader)  # noqa: S506  # nosec B506


@lru_cache(maxsize=1)
def inspirations() -> dict[str, dict[str, Any]]:
    """Inspiration cards by id, in deck order of the file."""
    return {card["id"]: card for card in content()["inspirations"]}


@lru_cache(maxsize=1)
def masterpieces() -> dict[str, dict[str, Any]]:
    """Masterpiece cards by id, in the order of the file."""
    return {card["id"]: card for card in content()["masterpieces"]}


def inspiration(card_id: str) -> dict[str, Any]:
    return inspirations()[card_id]


def masterpiece(card_id: str) -> dict[str, Any]:
    return masterpieces()[card_id]


def card_check(card: dict[str, Any]) -> dict[str, Any]:
    """The card's mechanical check as a dict of keys; {} for ``check: none``."""
    check = card.get("check")
    return check if isinstance(check, dict) else {}


def players_judge(card: dict[str, Any]) -> bool:
    """True when fellow players judge the clue (``judged_by: players`` or ``both``): those
    are the cards on which guessers may flag a clue with their vote."""
    return card.get("judged_by") in ("players", "both")


def check_list(name: str) -> tuple[list[str], dict[str, str]]:
    """A named list for ``one_of``: (entries, variants mapping a variant to its entry)."""
    raw = content()["check_lists"][name]
    if isinstance(raw, list):
        return list(raw), {}
    return list(raw["entries"]), dict(raw.get("variants") or {})


def check_vocabulary() -> dict[str, str]:
    """Every check key the content file defines, with its meaning."""
    return dict(content()["check_vocabulary"])


def _global_rule(starts: str) -> str:
    for rule in content()["clue_rules"]["global"]:
        if rule.startswith(starts):
            return rule
    raise LookupError(f"The content file has no global clue rule starting {starts!r}.")


@lru_cache(maxsize=1)
def clue_length_limit() -> int:
    """The longest clue in characters, read from the global rule "1-200 characters..."."""
    match = re.match(r"1-(\d+) characters", _global_rule("1-"))
    if match is None:
        raise LookupError("The content file's clue length rule is not '1-N characters'.")
    return int(match.group(1))


@lru_cache(maxsize=1)
def giveaway_exceptions() -> frozenset[str]:
    """Artist-name words that are not giveaways, read from the global "no giveaways" rule
    (the list after "other than:")."""
    rule = _global_rule("no giveaways")
    listed = rule.split("other than:", 1)[1]
    return frozenset(word.strip(" .") for word in listed.split(","))


def inspiration_view(card_id: str) -> dict[str, Any]:
    """An Inspiration as a table shows it: title, instruction and how it is judged."""
    card = inspiration(card_id)
    return {
        "id": card["id"],
        "title": card["title"],
        "text": card["text"],
        "judged_by": card["judged_by"],
        "players_judge": card.get("players_judge"),
        "check": card_check(card),
        "can_flag": players_judge(card),
    }


MASTERPIECE_FIELDS = ("id", "title", "artist", "year", "medium", "collection", "description")


def masterpiece_view(card_id: str) -> dict[str, Any]:
    """A Masterpiece as a table shows it (the platform adds the image by id)."""
    card = masterpiece(card_id)
    return {key: card[key] for key in MASTERPIECE_FIELDS}


@cache
def masterpiece_line(card_id: str) -> str:
    """'Mona Lisa - Leonardo da Vinci, c. 1503-1519' for prompts and plain text."""
    card = masterpiece(card_id)
    return f"{card['title']} - {card['artist']}, {card['year']}"
