"""What the catalogue says about Museum of Fine Arts (declared here only)."""

from __future__ import annotations

from games.engine.catalogue import Catalogue

CATALOGUE = Catalogue(
    name="Museum of Fine Arts",
    summary=(
        "Raise revenue, trade, and bid for art collections over 10 turns; win the most of "
        "14 contests at the scorings of turns 6, 8 and 10."
    ),
    players="2-6 players",
    about=(
        "Over ten turns each player builds a museum of art collections. Each turn you are "
        "dealt seven revenue cards from six sources, may discard and redraw up to three, trade "
        "with the others and keep one card per source. Then five collections go up for sealed "
        "bids (or a live auction) paid with those cards. At turns 6, 8 and 10 the museums meet "
        "in fourteen contests (highest total rank, most collections, best in each category) "
        "and every contest won is a point."
    ),
)
