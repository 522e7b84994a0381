"""What the catalogue says about The Wondrous Museum (declared here only)."""

from __future__ import annotations

from games.engine.catalogue import Catalogue

CATALOGUE = Catalogue(
    name="The Wondrous Museum",
    summary=(
        "Curate a museum of strange exhibits: acquire cards, flip runes for Show Time and "
        "earn admiration; 1-5 players (1 = solo challenge)."
    ),
    players="2-5 players, or solo with 5 challenges",
    about=(
        "You curate a museum of strange exhibits. On your turn you acquire an exhibit from "
        "your hand, the Open Market or the Black Market and set it beside your Gate; or you "
        "flip a rune for Show Time!, waking every exhibit of that rune from left to right; or "
        "you exchange cards. Exhibits gather admiration tokens. Once a museum holds ten "
        "exhibits or twenty ratings of admiration, one more round is played and the best-rated "
        "museum wins. Two themes of travelling exhibits change every game, and five solo "
        "challenges let you play alone."
    ),
    extras=("player_record",),
)
