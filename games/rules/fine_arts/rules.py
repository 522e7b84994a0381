"""Museum of Fine Arts as a ``Rules`` decider: the class the platform talks to.

Each method delegates to the module that holds that part of the game (see the package
docstring for the map). ``decide``, ``on_timeout`` and ``setup`` return every event up to the
next decision (``flow.settle``).
"""

from __future__ import annotations

from typing import Any

from games.engine import Answer, Event, IllegalAction, OptionSpec, Prompt, Result, Rules
from games.engine.prompts import check_answer_shape
from games.engine.rng import Rng
from games.rules.fine_arts import (
    bot_search,
    bots,
    describe,
    flow,
    invariants,
    setup,
    timeouts,
    view,
)
from games.rules.fine_arts.catalogue import CATALOGUE
from games.rules.fine_arts.evolve import evolve
from games.rules.fine_arts.result import result as final_result
from games.rules.fine_arts.state import initial_state


class FineArtsRules(Rules):
    slug = "fine-arts"
    name = CATALOGUE.name
    summary = CATALOGUE.summary
    min_players = 2
    max_players = 6
    # "2": the trading notes kept in the state name seats with tokens (games.engine.names),
    # so snapshots made by "1" (with "Seat 0" in them) are folded again.
    rules_version = "2"
    options = (
        OptionSpec(
            "bidding",
            "Bidding",
            type="choice",
            default="sealed",
            choices=(
                ("sealed", "Sealed bids: everyone bids on all 5 collections at once"),
                ("live", "Live auction: one collection at a time, raise or pass in turn"),
            ),
            help="Rulebook: 'Bidding can be by secret Bid or Live Auction'.",
        ),
    )
    resign_policy = "bot"

    def __init__(self) -> None:
        self._last_prompts: tuple[dict[str, Any], dict[int, Prompt]] | None = None

    def initial_state(self) -> dict[str, Any]:
        return initial_state()

    def setup(self, seats: int, options: dict[str, Any], rng: Rng) -> list[Event]:
        return flow.settle(self.initial_state(), setup.setup_events(seats, options, rng), rng)

    def evolve(self, state: dict[str, Any], event: Event) -> dict[str, Any]:
        return evolve(state, event)

    def prompts(self, state: dict[str, Any]) -> dict[int, Prompt]:
        # The platform and the playouts ask for the prompts of one state several times per
        # answer; states are never mutated, so the last answer is reused for the same object.
        cached = self._last_prompts
        if cached is not None and cached[0] is state:
            return dict(cached[1])
        out = {}
        for seat in range(state["seats"]):
            prompt = flow.prompt_for(state, seat)
            if prompt is not None:
                out[seat] = prompt
        self._last_prompts = (state, out)
        return dict(out)

    def prompt_ids(self, state: dict[str, Any]) -> dict[int, str]:
        return flow.prompt_ids(state)

    def decide(self, state: dict[str, Any], seat: int, answer: Answer, rng: Rng) -> list[Event]:
        prompt = self.prompts(state).get(seat)
        if prompt is None:
            raise IllegalAction("It is not your turn to decide anything right now; wait.")
        check_answer_shape(prompt, answer)
        events = flow.DECIDE[state["phase"]](state, seat, answer)
        return flow.settle(state, events, rng)

    def on_timeout(self, state: dict[str, Any], seat: int, rng: Rng) -> list[Event]:
        events = timeouts.timeout_events(state, seat)
        return flow.settle(state, events, rng) if events else []

    def result(self, state: dict[str, Any]) -> Result | None:
        return final_result(state)

    def view(self, state: dict[str, Any], seat: int | None) -> dict[str, Any]:
        return view.view(state, seat)

    def describe_view(self, view: dict[str, Any], seat: int | None) -> str:
        return describe.describe_view(view, seat)

    def bot_answer(
        self, state: dict[str, Any], seat: int, prompt: Prompt, rng: Rng
    ) -> Answer | None:
        return bots.bot_answer(state, seat, prompt, rng)

    def determinize(self, state: dict[str, Any], seat: int, rng: Rng) -> dict[str, Any]:
        return bot_search.determinize(state, seat, rng)

    def evaluate(self, state: dict[str, Any], seat: int) -> float:
        return bot_search.evaluate(state, seat)

    def bot_candidates(
        self, state: dict[str, Any], seat: int, prompt: Prompt, rng: Rng
    ) -> list[Answer] | None:
        return bot_search.candidates(state, seat, prompt, rng)

    def check_invariants(self, state: dict[str, Any]) -> None:
        invariants.check(state)
