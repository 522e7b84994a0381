"""What a seat that misses its deadline does, in whatever step it is (issue: "on_timeout").

discard: discards nothing. trading: trades nothing (declared done; its open offers are
withdrawn, offers to it lapse, an unfinished draft is dropped). keep: keeps its highest card
of each source. sealed bids: bids nothing. live auction: passes.
The platform calls this for each seat that still owes an answer; a seat that owes nothing
gets no events.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from games.engine import Event
from games.rules.fine_arts.flow import prompt_for
from games.rules.fine_arts.phases import deal, live_auction, reveal, sealed_bids, trading

TIMEOUTS = {
    "discard": lambda state, seat: [deal.replacement_event(state, seat, [])],
    "trading": trading.timeout,
    "keep": reveal.timeout,
    "bidding": sealed_bids.timeout,
    "auction": live_auction.timeout,
}


def timeout_events(state: dict[str, Any], seat: int) -> list[Event]:
    """The seat's default answer as events (before the automatic ones that follow).

    Their ``actor`` is None: the table decided, not the seat (the platform counts a seat's
    own answers to tell an absent player from a present one)."""
    if prompt_for(state, seat) is None:
        return []
    return [replace(e, actor=None) for e in TIMEOUTS[state["phase"]](state, seat)]
