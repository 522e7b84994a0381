"""Drawing from the two decks, reshuffling the discards when a deck runs short.

Rulebook: "If a deck is depleted, reshuffle its discard pile to form a new deck." Content
notes: reshuffle the discard pile (never the cards in play) and continue mid-draw. Drawing
itself needs no randomness (the deck order was shuffled at setup), so only a reshuffle draws
from the Rng, and its order is recorded, hidden from everyone, in ``DeckReshuffled``.
"""

from __future__ import annotations

from games.engine.events import Event
from games.engine.rng import Rng
from games.rules.muse_renaissance.chain import Chain


class DeckExhausted(Exception):
    """Neither the deck nor its discard pile can supply a draw."""


def top_cards(chain: Chain, deck: str, n: int, rng: Rng) -> list[str]:
    """The next ``n`` card ids of ``deck`` (not yet removed: the caller's draw event does
    that), reshuffling the discard pile under the remaining cards if they are too few.

    Raises DeckExhausted when deck and discards together hold fewer than ``n``.
    """
    have = chain.state["decks"][deck]
    if len(have) < n:
        discard = chain.state["discards"][deck]
        if len(have) + len(discard) < n:
            raise DeckExhausted(deck)
        order = rng.shuffled(discard)
        chain.emit(
            Event(
                "DeckReshuffled",
                {"deck": deck, "cards": len(order)},
                secret={"order": order},
                secret_to=(),
            )
        )
    return list(chain.state["decks"][deck][:n])
