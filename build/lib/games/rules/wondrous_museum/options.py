"""Game options: the pair of themes, and (solo only) the challenge and Hall of Fame record."""

from __future__ import annotations

from typing import Any

from games.engine import IllegalAction, OptionSpec
from games.rules.wondrous_museum.card_set import (
    CHALLENGE_ORDER,
    CHALLENGES,
    DEFAULT_PAIR,
    HALL_OF_FAME,
    THEME_PAIRS,
    pair_value,
)

DEFAULT_CHALLENGE = CHALLENGE_ORDER[0]  # Grand Opening

OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec(
        "themes",
        "Travelling exhibit themes",
        type="choice",
        default=DEFAULT_PAIR,
        choices=tuple((pair_value(p), f"{p[0]} + {p[1]}") for p in THEME_PAIRS),
        help="Two themes per game; the default pair is the one suitable for a first game.",
    ),
    OptionSpec(
        "challenge",
        "Solo challenge",
        type="choice",
        default=None,
        choices=tuple((c, CHALLENGES[c]["name"]) for c in CHALLENGE_ORDER),
        help="Solo games only (1 player); Grand Opening if not chosen.",
    ),
    OptionSpec(
        "hall_of_fame_record",
        "Hall of Fame: your last recorded rating",
        type="int",
        default=0,
        min=0,
        max=999,
        help="Solo Hall of Fame only: 0 for your first challenge (acquiring it wins); "
        "otherwise the rating to beat.",
    ),
)


def clean(cleaned: dict[str, Any], raw: dict[str, Any], seats: int) -> dict[str, Any]:
    """Solo-only options refused in a multiplayer game; the solo defaults filled in."""
    out = dict(cleaned)
    if seats > 1:
        if raw.get("challenge") is not None:
            raise IllegalAction(
                f"A challenge is only for a solo game (1 player); leave it out for {seats} players."
            )
        if raw.get("hall_of_fame_record"):
            raise IllegalAction("The Hall of Fame record is only for a solo game (1 player).")
        out["challenge"] = None
        return out
    out["challenge"] = out.get("challenge") or DEFAULT_CHALLENGE
    if out["hall_of_fame_record"] and out["challenge"] != HALL_OF_FAME:
        raise IllegalAction(
            "A Hall of Fame record only goes with the Hall of Fame challenge; choose that "
            "challenge or leave the record at 0."
        )
    return out
