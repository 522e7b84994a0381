"""A game as a plug-in: one package folder holding everything of its own.

The package exposes ``RULES`` (its Rules) and ``CATALOGUE`` (its catalogue facts); its
folder may hold ``rulebook.md`` (the rulebook text the pages render), ``table.js`` (its
browser table) and ``extras.py`` (the hooks its catalogue declares). The platform finds all
of them through the registry and never names a game itself.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

from games.engine.catalogue import Catalogue
from games.engine.rules import Rules

RULEBOOK = "rulebook.md"
TABLE = "table.js"


@dataclass(frozen=True)
class PlayerRecord:
    """An option the platform fills with the player's own record, never the client (the
    Wondrous Museum's Hall of Fame), and how a finished game's result sets a new one."""

    option: str
    label: str  # what the record is called, for the refusal when a client sets it
    wanted: Callable[[Mapping[str, Any], int], bool]  # (options, seats): is this a challenge?
    new_record: Callable[[Mapping[str, Any]], tuple[int, int] | None]  # details -> (new, old)


# The hooks a game may declare in its catalogue's ``extras``, each defined by that name in
# its ``extras.py``:
# - decorate_view(view, picture) -> view: links the pictures an installation provides;
#   ``picture(card id)`` is the picture's URL or None.
# - player_record: a PlayerRecord.
HOOKS = ("decorate_view", "pictured_cards", "player_record")


@dataclass(frozen=True)
class GamePlugin:
    rules: Rules
    catalogue: Catalogue
    package: str  # dotted name of the game's package
    folder: Path

    @property
    def slug(self) -> str:
        return self.rules.slug

    def rulebook(self) -> Path | None:
        """The rulebook's file (marked-up text), or None if the game ships none."""
        path = self.folder / RULEBOOK
        return path if path.is_file() else None

    def table(self) -> Path | None:
        """The browser table module's file, or None: the generic table draws the game."""
        path = self.folder / TABLE
        return path if path.is_file() else None

    def hook(self, name: str) -> Any | None:
        """The hook ``name`` if the game declares it, else None."""
        if name not in self.catalogue.extras:
            return None
        return getattr(importlib.import_module(f"{self.package}.extras"), name)


def plugin_of(package: ModuleType) -> GamePlugin:
    """The plug-in a game package makes; ValueError naming what it lacks or gets wrong."""
    rules = getattr(package, "RULES", None)
    catalogue = getattr(package, "CATALOGUE", None)
    if not isinstance(rules, Rules) or not isinstance(catalogue, Catalogue):
        raise ValueError(f"Game package {package.__name__} needs RULES and CATALOGUE.")
    if (rules.name, rules.summary) != (catalogue.name, catalogue.summary):
        raise ValueError(
            f"{package.__name__}: the rules must take name and summary from CATALOGUE."
        )
    plugin = GamePlugin(rules, catalogue, package.__name__, Path(package.__file__).parent)
    for name in catalogue.extras:
        if name not in HOOKS:
            raise ValueError(f"{package.__name__} declares an unknown hook '{name}'.")
        plugin.hook(name)  # a declared hook that is missing fails here, not in play
    return plugin
