"""What the catalogue says about Nim, the test game (declared here only)."""

from __future__ import annotations

from games.engine.catalogue import Catalogue

CATALOGUE = Catalogue(
    name="Nim (test game)",
    summary="Take 1-3 stones; whoever takes the last one loses.",
    players="2-4 players",
    about=(
        "Everyone secretly pledges 1, 2 or 3; then, in turn, each player takes 1 to 3 stones "
        "from the pile. Whoever takes the last stone loses. Each player also holds a secret "
        "card, shown when the game ends."
    ),
    play_time="5 minutes",
)
