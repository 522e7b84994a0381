"""The turn cycle: start a Muse turn (draws), end it (cards leave the table), end the game.

Rulebook "During Your Turn": the Muse draws 1 Masterpiece and 2 Inspirations face down.
Content notes, "Turn flow online" 1: the Muse sees only the two Inspirations until one is
chosen, so the Masterpiece is drawn face down (hidden from every seat, the Muse included).
"""

from __future__ import annotations

from games.engine.events import Event
from games.engine.rng import Rng
from games.rules.muse_renaissance.chain import Chain
from games.rules.muse_renaissance.decks import DeckExhausted, top_cards
from games.rules.muse_renaissance.state import (
    COOP_TARGET,
    COOPERATIVE,
    INSPIRATIONS,
    INSPIRATIONS_DRAWN,
    MASTERPIECES,
    game_over_after_turn,
    muse_for_turn,
)


def start_turn(chain: Chain, rng: Rng) -> None:
    """Emit the next turn's start and the Muse's draws (or the game's end if a deck can
    supply no more cards, which the card counts make impossible in practice)."""
    state = chain.state
    turn = state["turn"] + 1
    muse = muse_for_turn(state, turn)
    chain.emit(Event("TurnStarted", {"turn": turn, "muse": muse}))
    try:
        [answer] = top_cards(chain, MASTERPIECES, 1, rng)
        chain.emit(
            Event(
                "MasterpieceDrawn",
                {"turn": turn, "muse": muse},
                secret={"card": answer},
                secret_to=(),
            )
        )
        offered = top_cards(chain, INSPIRATIONS, INSPIRATIONS_DRAWN, rng)
    except DeckExhausted as empty:
        end_game(chain, reason=f"The {empty.args[0]} ran out.")
        return
    chain.emit(
        Event(
            "InspirationsDrawn",
            {"turn": turn, "muse": muse, "count": len(offered)},
            secret={"cards": offered},
            secret_to=(muse,),
        )
    )


def end_turn(chain: Chain, outcome: str, rng: Rng) -> None:
    """Emit TurnEnded, then the game's end or the next turn's start."""
    chain.emit(Event("TurnEnded", {"turn": chain.state["turn"], "outcome": outcome}))
    if game_over_after_turn(chain.state):
        end_game(chain)
    else:
        start_turn(chain, rng)


def end_game(chain: Chain, reason: str = "") -> None:
    """Emit GameEnded with the final tally (scores, or the group's right and wrong)."""
    state = chain.state
    data: dict = {"mode": state["mode"], "turns": state["turn"]}
    if state["mode"] == COOPERATIVE:
        data["correct"] = len(state["scoring_area"])
        data["incorrect"] = len(state["set_aside"])
        data["won"] = data["correct"] >= COOP_TARGET
    else:
        data["scores"] = list(state["scores"])
    if reason:
        data["reason"] = reason
    chain.emit(Event("GameEnded", data))
