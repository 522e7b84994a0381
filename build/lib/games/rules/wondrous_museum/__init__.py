"""The Wondrous Museum (1-5 players; 1 = solo challenge).

Card effects are data (data/cards.yaml) composed from a small vocabulary of primitives
(effects/); flow.py and phases/ interpret them. Start reading at rules.py.
"""

from __future__ import annotations

from games.rules.wondrous_museum.catalogue import CATALOGUE
from games.rules.wondrous_museum.rules import WondrousMuseum

RULES = WondrousMuseum()

__all__ = ["CATALOGUE", "RULES", "WondrousMuseum"]
