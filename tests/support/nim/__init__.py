"""Nim, the test game, as a game plug-in: everything of its own is in this folder (rules,
catalogue facts, rulebook text, browser table), laid out as games/rules/README.md says.
The test settings add it with ``VITRINE_EXTRA_GAMES=tests.support.nim``."""

from __future__ import annotations

from tests.support.nim.catalogue import CATALOGUE
from tests.support.nim.rules import RULES, Nim

__all__ = ["CATALOGUE", "RULES", "Nim"]
