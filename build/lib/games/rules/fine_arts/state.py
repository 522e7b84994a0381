"""The shape of the game state, and the small helpers every phase shares.

The state is a plain dict of lists and ints (JSON as it stands). ``evolve`` never mutates
it: each handler copies the parts it changes (shallow copies of the touched lists only, which
keeps bot playouts fast). Seats are list indexes 0..n-1.

Keys:
- seats, bidding ("sealed" | "live"), turn (0 before turn 1), phase (see ``PHASES``)
- collection_deck (secret order), display (the 5 collections up for bid), museums (per seat),
  collection_discard (unbid collections)
- revenue_deck (secret order), revenue_discard, hands (per seat)
- replaced (per seat: answered the discard-and-replace step this turn)
- trading (None outside the trading step; see phases/trading/state.py)
- reveal (None until the hands are revealed this turn: hands, trades, kept, discarded)
- keep (None outside the keep step: needs / choices per seat)
- sealed (per seat: None or the sealed bid {card: collection}), bids_revealed (None or per seat)
- auction (None or the live auction of one collection), awards (this turn's results),
  last_bidding (the previous turn's awards and revealed bids, kept on show)
- scorings (every scoring phase so far), points (per seat), winners (None until the end)
"""

from __future__ import annotations

from typing import Any

from games.engine import names

PHASES = (
    "new",  # before turn 1 is dealt
    "discard",  # revenue phase: discard up to 3 and draw replacements
    "trading",  # revenue phase: trading
    "keep",  # revenue phase: hands revealed, choose one card per source
    "collections",  # bidding phase: about to lay out 5 collections
    "bidding",  # bidding phase, sealed bids
    "auction",  # bidding phase, live auction
    "scoring",  # scoring phase (turns 6, 8, 10)
    "turn-over",  # between turns
    "over",  # after turn 10's scoring
)


def initial_state() -> dict[str, Any]:
    """The empty state that the setup events are folded into."""
    return {
        "seats": 0,
        "bidding": "sealed",
        "turn": 0,
        "phase": "new",
        "collection_deck": [],
        "display": [],
        "museums": [],
        "collection_discard": [],
        "revenue_deck": [],
        "revenue_discard": [],
        "hands": [],
        "replaced": [],
        "trading": None,
        "reveal": None,
        "keep": None,
        "sealed": None,
        "bids_revealed": None,
        "auction": None,
        "awards": [],
        "last_bidding": None,
        "scorings": [],
        "points": [],
        "winners": None,
    }


def seat_name(seat: int) -> str:
    """A seat in prompts, labels and text: a token the platform writes as the player's
    name, or "you" for the reader (games.engine.names)."""
    return names.seat(seat)


def seat_possessive(seat: int) -> str:
    """ "Bob's", or "your" for the reader."""
    return names.seat_possessive(seat)


def seats_text(seats: list[int]) -> str:
    """'Alice', 'Alice and Carol', 'Alice, Bob and Carol', or 'nobody'."""
    return names.seats(seats)


def replace_item(items: list[Any], index: int, value: Any) -> list[Any]:
    """A copy of ``items`` with ``items[index]`` replaced (for per-seat lists)."""
    out = list(items)
    out[index] = value
    return out
