"""The table options: how Benefactor and Showcase cards are handed out, and solitaire's Net.

Rulebook, Setup note: "For a simpler first game, you may play without Benefactor or Showcase
cards, or give players just one of each. You may also keep your Showcase cards hidden, if all
players agree." Each card type has its own mode so every combination the note allows exists.
"""

from __future__ import annotations

from typing import Any

from games.engine import OptionSpec
from games.rules.menagerie.cards import ROWS, SOLO_NET_START_ROW

DRAFT = "draft"
DEALT = "dealt"
NONE = "none"

_MODES = (
    (DRAFT, "Each player is dealt two and secretly keeps one"),
    (DEALT, "Each player is dealt just one (no choice)"),
    (NONE, "Play without them"),
)

OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec(
        "benefactors",
        "Benefactor cards",
        default=DRAFT,
        choices=_MODES,
        help="Benefactors give bonus Discovery tokens.",
    ),
    OptionSpec(
        "showcases",
        "Showcase cards",
        default=DRAFT,
        choices=_MODES,
        help="Showcases score extra points at the end.",
    ),
    OptionSpec(
        "hidden_showcases",
        "Keep Showcase cards hidden until the game ends",
        type="bool",
        default=False,
        help="You always see your own Showcase; the others' are revealed at the end.",
    ),
    OptionSpec(
        "net_row",
        "Solitaire: the Field row the Net token starts next to",
        default=SOLO_NET_START_ROW,
        choices=tuple((row, f"Row {row}") for row in ROWS),
        help="Only used in a one-player game.",
    ),
)


def showcases_hidden(options: dict[str, Any]) -> bool:
    """True when other players' Showcases stay secret until the game ends."""
    return bool(options.get("hidden_showcases")) and options.get("showcases") != NONE
