"""Missed deadlines.

Issue: a Muse who misses the deadline passes the turn (no points, the cards are discarded);
a voter who misses it does not vote. Content notes, "Turn flow online" 3: the forfeited turn
still counts as one of the Muse's two turns (competitive); in co-op the Masterpiece is set
aside as incorrect. A Muse who has not even chosen an Inspiration forfeits the same way,
both Inspirations going to the discard pile (RULINGS.md).
"""

from __future__ import annotations

from typing import Any

from games.engine.events import Event
from games.engine.rng import Rng
from games.rules.muse_renaissance.chain import Chain
from games.rules.muse_renaissance.flow import end_turn
from games.rules.muse_renaissance.phases.vote import vote_missed
from games.rules.muse_renaissance.state import COOPERATIVE, pending_voters


def on_timeout(state: dict[str, Any], seat: int, rng: Rng) -> list[Event]:
    """The events for ``seat`` missing its deadline; [] if it had nothing to decide."""
    chain = Chain(state)
    phase = state["phase"]
    if phase in ("inspire", "clue") and seat == state["muse"]:
        chain.emit(Event("TurnForfeited", {"turn": state["turn"], "muse": seat, "phase": phase}))
        outcome = "incorrect" if state["mode"] == COOPERATIVE else "forfeited"
        end_turn(chain, outcome, rng)
    elif phase == "vote" and seat in pending_voters(state):
        vote_missed(chain, seat, rng)
    return chain.events
