"""The order of play: which phase asks whom, and what happens by itself in between.

``advance`` returns the next automatic events (a shuffle and deal, a reveal, the awards, a
scoring...) or [] when some seat must decide or the game is over. ``settle`` chains those
after a decision's own events, so ``decide``, ``on_timeout`` and ``setup`` all return every
event up to the next decision. Randomness is drawn from the ``Rng`` of that command.
"""

from __future__ import annotations

from typing import Any

from games.engine import Event, Prompt
from games.engine.rng import Rng
from games.rules.fine_arts.evolve import evolve
from games.rules.fine_arts.phases import (
    bidding,
    deal,
    live_auction,
    reveal,
    scoring,
    sealed_bids,
    trading,
)

# phase -> function(state, seat) -> Prompt | None
PROMPTS = {
    "discard": deal.prompt,
    "trading": trading.prompt,
    "keep": reveal.prompt,
    "bidding": sealed_bids.prompt,
    "auction": live_auction.prompt,
}

# phase -> function(state, seat) -> the id of that prompt, or None (no prompt built)
ASKED = {
    "discard": deal.asked,
    "trading": trading.asked,
    "keep": reveal.asked,
    "bidding": sealed_bids.asked,
    "auction": live_auction.asked,
}

# phase -> function(state, seat, answer) -> events
DECIDE = {
    "discard": deal.decide,
    "trading": trading.decide,
    "keep": reveal.decide,
    "bidding": sealed_bids.decide,
    "auction": live_auction.decide,
}


def prompt_for(state: dict[str, Any], seat: int) -> Prompt | None:
    """The prompt ``seat`` must answer now, or None."""
    make = PROMPTS.get(state["phase"])
    if make is None or not 0 <= seat < state["seats"]:
        return None
    return make(state, seat)


def prompt_ids(state: dict[str, Any]) -> dict[int, str]:
    """``{seat: prompt id}`` of every seat asked now: ``prompt_for``'s ids, not built."""
    ask = ASKED.get(state["phase"])
    if ask is None:
        return {}
    out = {}
    for seat in range(state["seats"]):
        pid = ask(state, seat)
        if pid is not None:
            out[seat] = pid
    return out


def advance(state: dict[str, Any], rng: Rng) -> list[Event]:
    phase = state["phase"]
    if phase == "new":
        return deal.begin_turn_events(state, rng)
    if phase == "discard":
        return deal.advance(state)
    if phase == "trading":
        return reveal.advance_from_trading(state)
    if phase == "keep":
        return reveal.advance(state)
    if phase == "collections":
        return bidding.reveal_collections(state)
    if phase == "bidding":
        return sealed_bids.advance(state, rng)
    if phase == "auction":
        return live_auction.advance(state)
    if phase in ("scoring", "turn-over"):
        return scoring.advance(state, rng)
    return []


def settle(state: dict[str, Any], events: list[Event], rng: Rng) -> list[Event]:
    """``events`` followed by every automatic event up to the next decision."""
    out = list(events)
    for event in events:
        state = evolve(state, event)
    while True:
        more = advance(state, rng)
        if not more:
            return out
        for event in more:
            state = evolve(state, event)
        out.extend(more)
