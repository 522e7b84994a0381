"""Muse: Renaissance: clue a secret Renaissance masterpiece by an Inspiration card's rule.

Module map: ``cards`` (the YAML card set), ``text`` + ``checks`` + ``clue_rules`` (clue
validation), ``state``/``evolve``/``chain`` (state and events), ``setup``, ``flow`` (the turn cycle),
``decks``, ``phases/`` (inspire, clue, vote), ``scoring``, ``timeouts``, ``result``,
``view``/``describe``, ``bots``, ``invariants``, ``rules`` (the ``Rules`` class).
Rulings: RULINGS.md.
"""

from __future__ import annotations

from games.rules.muse_renaissance.catalogue import CATALOGUE
from games.rules.muse_renaissance.rules import MuseRenaissance

RULES = MuseRenaissance()

__all__ = ["CATALOGUE", "RULES", "MuseRenaissance"]
