"""Menagerie: Unlock the Wonders of a Miniature World (1-4 players, solitaire included).

Rulebook: shared/seeds/004_f36a47ef9f4a95b8.txt; cards and rulings: data/cards.yaml (a copy
of shared/content/menagerie.yaml); rulings in RULINGS.md. Start reading at ``rules.py``.
"""

from __future__ import annotations

from games.rules.menagerie.catalogue import CATALOGUE
from games.rules.menagerie.rules import RULES

__all__ = ["CATALOGUE", "RULES"]
