"""The opening: the game's facts, and the collection deck shuffled once (order secret).

The collection deck is shuffled once for the whole game; 5 cards are laid out per turn, so a
10-turn game uses 50 of the 70 collections and 20 are never seen (RULINGS.md).
"""

from __future__ import annotations

from typing import Any

from games.engine import Event
from games.engine.rng import Rng
from games.rules.fine_arts.cards import COLLECTION_IDS, REVENUE_IDS
from games.rules.fine_arts.constants import SCORING_TURNS, TURNS


def setup_events(seats: int, options: dict[str, Any], rng: Rng) -> list[Event]:
    order = rng.shuffled(COLLECTION_IDS)
    return [
        Event(
            "GameStarted",
            {
                "seats": seats,
                "bidding": options.get("bidding", "sealed"),
                "turns": TURNS,
                "scoring_turns": list(SCORING_TURNS),
            },
        ),
        Event(
            "CollectionDeckShuffled",
            {"count": len(order)},
            secret={"order": order},
            secret_to=(),  # nobody may know the deck order
        ),
    ]


def on_game_started(s: dict[str, Any], d: dict[str, Any]) -> dict[str, Any]:
    n = d["seats"]
    s.update(
        seats=n,
        bidding=d["bidding"],
        phase="new",
        museums=[[] for _ in range(n)],
        hands=[[] for _ in range(n)],
        replaced=[False] * n,
        points=[0] * n,
        # Both decks start complete (printed order) so that no card is ever unaccounted for;
        # the shuffle events replace them with their secret orders.
        collection_deck=list(COLLECTION_IDS),
        revenue_deck=list(REVENUE_IDS),
    )
    return s


def on_collection_deck_shuffled(s: dict[str, Any], d: dict[str, Any]) -> dict[str, Any]:
    s["collection_deck"] = list(d["order"])
    return s


HANDLERS = {
    "GameStarted": on_game_started,
    "CollectionDeckShuffled": on_collection_deck_shuffled,
}
