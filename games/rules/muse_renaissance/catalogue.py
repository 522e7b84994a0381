"""What the catalogue says about Muse: Renaissance (declared here only)."""

from __future__ import annotations

from games.engine.catalogue import Catalogue

CATALOGUE = Catalogue(
    name="Muse: Renaissance",
    summary=(
        "One player, the Muse, clues a secret Renaissance masterpiece by an Inspiration "
        "card's rule; the others pick it out of six."
    ),
    players="3-8 players; a 2-player or cooperative variant",
    about=(
        "Each turn one player is the Muse: they draw a secret Masterpiece and two Inspiration "
        "cards, keep one Inspiration and give a clue that obeys it (a single word, a year, a "
        "face made of keyboard characters...). The Masterpiece is shuffled among five others "
        "and everyone else guesses which it was. A right guess scores a point, and the Muse "
        "scores one per right guess (three at most). Everyone is the Muse twice; the most "
        "points wins. Two players, or a team, play together: five right before three wrong."
    ),
    extras=("decorate_view", "pictured_cards"),
)
