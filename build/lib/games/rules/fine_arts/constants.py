"""The numbers of the game, as printed (and the few a ruling fixes, see RULINGS.md)."""

from __future__ import annotations

TURNS = 10  # "Turn 10 is the last turn of the game."
SCORING_TURNS = (6, 8, 10)  # "Scoring Phase occurs only in turns 6, 8, and 10."
HAND_SIZE = 7  # "Each player is dealt 7 cards from the revenue deck."
MAX_DISCARD = 3  # "Each player may discard up to 3 cards and draw replacements."
DISPLAY_SIZE = 5  # "Place the top 5 cards of the Collection deck face up."
BIDDING_MODES = ("sealed", "live")
