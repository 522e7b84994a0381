"""The opening: shuffle the deck, lay out the Field, deal Benefactors and Showcases.

Rulebook, "Setup". All randomness is drawn here and written into events: the deck order
(secret to everyone), the dealt cards (secret to their seat) and the first player (R15:
random, since "most recently saw a live insect" cannot be checked online).
"""

from __future__ import annotations

from typing import Any

from games.engine import Event, Rng
from games.rules.menagerie.cards import BENEFACTORS, INSECTS, SHOWCASES
from games.rules.menagerie.chain import Chain
from games.rules.menagerie.flow import advance
from games.rules.menagerie.options import DEALT, DRAFT
from games.rules.menagerie.phases.end_turn import refill
from games.rules.menagerie.state import initial_state

CARDS_PER_MODE = {DRAFT: 2, DEALT: 1}


def setup_events(seats: int, options: dict[str, Any], rng: Rng) -> list[Event]:
    """Every event of the opening, up to the first decision (a draft or the first turn)."""
    chain = Chain(initial_state())
    solo = seats == 1
    chain.emit(
        "GameSetUp",
        {
            "seats": seats,
            "options": dict(options),
            "first": 0 if solo else rng.randint(0, seats - 1),
            "net_row": options["net_row"] if solo else None,
        },
    )
    deck = rng.shuffled(sorted(INSECTS))
    # The deck order is known to nobody until the game ends.
    chain.emit("DeckShuffled", {"size": len(deck)}, secret={"deck": deck}, secret_to=())
    refill(chain)
    per_benefactor = CARDS_PER_MODE.get(options["benefactors"], 0)
    per_showcase = CARDS_PER_MODE.get(options["showcases"], 0)
    benefactors = rng.shuffled(sorted(BENEFACTORS))
    showcases = rng.shuffled(sorted(SHOWCASES))
    if per_benefactor or per_showcase:
        for seat in range(seats):
            chain.emit(
                "CardsDealt",
                {"seat": seat},
                secret={
                    "benefactors": benefactors[seat * per_benefactor : (seat + 1) * per_benefactor],
                    "showcases": showcases[seat * per_showcase : (seat + 1) * per_showcase],
                },
                secret_to=(seat,),
            )
    advance(chain)
    return chain.events
