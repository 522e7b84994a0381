"""A game of Museum of Fine Arts in memory, driven the way the platform drives it.

``Table`` keeps the events and the state, answers prompts as a seat (through the engine's
``answer_events``, so the shape check runs), times seats out, and checks the invariants after
every event. ``rig_*`` helpers set up a hand or a display for a scenario while keeping every
card accounted for (the invariants are checked after rigging too).
"""

from __future__ import annotations

import copy
import json
from typing import Any

from games.engine import Answer, Event
from games.engine.bot import bot_answer
from games.engine.rng import Rng
from games.engine.table import answer_events, setup_events, timeout_events
from games.rules.fine_arts import RULES
from games.rules.fine_arts.cards import COLLECTION_IDS, REVENUE, REVENUE_IDS
from games.rules.fine_arts.phases.reveal import highest_per_source


class Table:
    def __init__(self, seats: int = 3, bidding: str = "sealed", seed: str = "table") -> None:
        self.seed = seed
        options = RULES.clean_options({"bidding": bidding}, seats)
        self.events: list[Event] = []
        self.state: dict[str, Any] = RULES.initial_state()
        self._apply(setup_events(RULES, seats, options, seed))

    # --- driving -------------------------------------------------------------------------
    def _apply(self, new: list[Event]) -> list[Event]:
        for event in new:
            json.dumps(event.to_json())  # every event is JSON
            self.state = RULES.evolve(self.state, event)
            RULES.check_invariants(self.state)
        self.events.extend(new)
        return new

    def answer(self, seat: int, *choices: str) -> list[Event]:
        answer = Answer(choices=tuple(choices))
        return self._apply(
            answer_events(RULES, self.state, seat, answer, self.seed, len(self.events))
        )

    def time_out(self, seat: int) -> list[Event]:
        return self._apply(timeout_events(RULES, self.state, seat, self.seed, len(self.events)))

    def bot(self, seat: int, rng: Rng) -> list[Event]:
        answer = bot_answer(RULES, self.state, seat, rng)
        return self.answer(seat, *answer.choices)

    # --- looking ---------------------------------------------------------------------------
    @property
    def phase(self) -> str:
        return self.state["phase"]

    def prompt(self, seat: int):
        return RULES.prompts(self.state).get(seat)

    def prompts(self):
        return RULES.prompts(self.state)

    def hand(self, seat: int) -> list[str]:
        return list(self.state["hands"][seat])

    def view(self, seat: int | None) -> dict[str, Any]:
        return RULES.view(self.state, seat)

    def types(self, events: list[Event] | None = None) -> list[str]:
        return [e.type for e in (self.events if events is None else events)]

    # --- moving on -------------------------------------------------------------------------
    def discard_nothing(self) -> None:
        for seat in sorted(self.prompts()):
            self.answer(seat)

    def all_done_trading(self) -> None:
        while self.phase == "trading":
            seat = min(self.prompts())
            self.answer(seat, "done")

    def keep_highest(self) -> None:
        for seat in sorted(self.prompts()):
            self.answer(seat, *highest_per_source(self.hand(seat)))

    def to_bidding(self) -> None:
        """From the discard step of a turn to its bidding phase, with no trades."""
        self.discard_nothing()
        self.all_done_trading()
        self.keep_highest()

    def bid_nothing(self) -> None:
        if self.phase == "bidding":
            for seat in sorted(self.prompts()):
                self.answer(seat)
        while self.phase == "auction":
            seat = min(self.prompts())
            self.answer(seat, "pass")

    def play_turn_quietly(self) -> None:
        """A whole turn where nobody trades and nobody bids."""
        self.to_bidding()
        self.bid_nothing()

    def to_turn(self, turn: int) -> None:
        while self.state["turn"] < turn:
            self.play_turn_quietly()

    # --- rigging ---------------------------------------------------------------------------
    def _rigged(self, state: dict[str, Any]) -> None:
        RULES.check_invariants(state)
        self.state = state

    def rig_hands(self, hands: list[list[str]]) -> None:
        """Give each seat exactly these revenue cards; every other card goes to the deck."""
        state = copy.deepcopy(self.state)
        held = {c for h in hands for c in h}
        state["hands"] = [list(h) for h in hands]
        state["revenue_deck"] = [c for c in REVENUE_IDS if c not in held]
        state["revenue_discard"] = []
        self._rigged(state)

    def rig_display(self, collections: list[str]) -> None:
        """Lay out exactly these collections (taken from wherever they are but museums)."""
        state = copy.deepcopy(self.state)
        owned = {c for m in state["museums"] for c in m}
        rest = [c for c in COLLECTION_IDS if c not in owned and c not in collections]
        state["display"] = list(collections)
        state["collection_deck"] = rest
        state["collection_discard"] = []
        self._rigged(state)

    def rig_museums(self, museums: list[list[str]]) -> None:
        """Put exactly these collections in the museums (from the deck)."""
        state = copy.deepcopy(self.state)
        owned = {c for m in museums for c in m}
        state["museums"] = [list(m) for m in museums]
        shown = set(state["display"])
        state["collection_deck"] = [c for c in COLLECTION_IDS if c not in owned | shown]
        state["collection_discard"] = []
        self._rigged(state)


def rev(label: str) -> str:
    """'Grants 7' -> 'grants-7' (revenue card by its label)."""
    for card in REVENUE.values():
        if card.label == label:
            return card.id
    raise KeyError(label)


def cards(*labels: str) -> list[str]:
    return [rev(x) for x in labels]
