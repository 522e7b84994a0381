"""The opening: seats, mode, the first Muse, and both decks shuffled.

Rulebook "Game Setup": each player takes a colour and 6 voting tokens; both decks are
shuffled; "the last player to go to a museum" is the first Muse. A server cannot ask that,
so the first Muse is drawn at random (content notes); play then passes to the left, which
here is the next seat number. Competitive play lasts two Muse turns per player.
"""

from __future__ import annotations

from typing import Any

from games.engine.events import Event
from games.engine.rng import Rng
from games.rules.muse_renaissance import cards
from games.rules.muse_renaissance.chain import Chain
from games.rules.muse_renaissance.flow import start_turn
from games.rules.muse_renaissance.state import (
    COLOURS,
    COMPETITIVE,
    INSPIRATIONS,
    MASTERPIECES,
    TURNS_AS_MUSE,
    initial_state,
)


def setup(seats: int, options: dict[str, Any], rng: Rng) -> list[Event]:
    """GameSetUp, DecksShuffled (orders hidden from all), then the first turn's draws."""
    mode = options["mode"]
    chain = Chain(initial_state())
    chain.emit(
        Event(
            "GameSetUp",
            {
                "seats": seats,
                "mode": mode,
                "colours": list(COLOURS[:seats]),
                "first_muse": rng.randint(0, seats - 1),
                "total_turns": TURNS_AS_MUSE * seats if mode == COMPETITIVE else None,
            },
        )
    )
    chain.emit(
        Event(
            "DecksShuffled",
            {
                "masterpiece_cards": len(cards.masterpieces()),
                "inspiration_cards": len(cards.inspirations()),
            },
            secret={
                MASTERPIECES: rng.shuffled(list(cards.masterpieces())),
                INSPIRATIONS: rng.shuffled(list(cards.inspirations())),
            },
            secret_to=(),
        )
    )
    start_turn(chain, rng)
    return chain.events
