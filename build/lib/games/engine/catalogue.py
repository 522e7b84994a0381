"""What the catalogue says about a game, declared once in the game's own ``catalogue.py``.

The rules read their name and one-line summary from it, the API lists it with the kinds,
and the pages show it with the rulebook: no other file repeats these facts.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Catalogue:
    name: str
    summary: str  # one sentence, for the kinds list and the lobby
    players: str  # the player count as the rulebook words it, e.g. "2-6 players"
    about: str  # the paragraph the home page shows above the rulebook
    play_time: str = ""  # as the rulebook states it; "" when it says nothing
    # Hooks this game declares in its ``extras.py`` (names from games.engine.plugin.HOOKS).
    extras: tuple[str, ...] = ()
