"""Museum of Fine Arts (2-6 players): the rules, as a pure-Python decider.

Where to find a rule:
- data/cards.yaml, cards.py: the 60 revenue cards and 70 collections as printed
- constants.py: 10 turns, scoring on 6/8/10, 7 cards, discard up to 3, 5 collections
- state.py: the state's shape; setup.py: the opening; flow.py: order of play
- phases/deal.py: shuffle, deal, discard and replace
- phases/trading/: offers, prompts, answers and events of the trading step
- phases/reveal.py: hands revealed, one card kept per source
- phases/bidding.py, sealed_bids.py, live_auction.py: the bidding phase, both ways
- contests.py, phases/scoring.py: the 14 contests; result.py: the final result
- view.py, describe.py: what a seat sees; timeouts.py; bots.py; invariants.py
- RULINGS.md: every call made where the rulebook is silent
"""

from __future__ import annotations

from games.rules.fine_arts.catalogue import CATALOGUE
from games.rules.fine_arts.rules import FineArtsRules

RULES = FineArtsRules()

__all__ = ["CATALOGUE", "RULES", "FineArtsRules"]
