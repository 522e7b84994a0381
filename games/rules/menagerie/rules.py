"""Menagerie as a ``Rules`` decider: the protocol methods, each delegating to its module."""

from __future__ import annotations

from typing import Any

from games.engine import Answer, Event, IllegalAction, Prompt, Result, Rng, Rules
from games.rules.menagerie import bot_search, bots, describe, invariants, setup, timeouts
from games.rules.menagerie.catalogue import CATALOGUE
from games.rules.menagerie.chain import Chain
from games.rules.menagerie.evolve import evolve as evolve_state
from games.rules.menagerie.flow import Decision, advance, apply, decision
from games.rules.menagerie.options import OPTIONS
from games.rules.menagerie.prompts import prompt_ids as open_prompt_ids
from games.rules.menagerie.prompts import prompts as open_prompts
from games.rules.menagerie.refusals import refusal
from games.rules.menagerie.result import build_result
from games.rules.menagerie.state import State, initial_state
from games.rules.menagerie.view import view as view_of


class Menagerie(Rules):
    slug = "menagerie"
    name = CATALOGUE.name
    summary = CATALOGUE.summary
    min_players = 1
    max_players = 4
    rules_version = "1"
    options = OPTIONS
    resign_policy = "bot"

    def initial_state(self) -> State:
        return initial_state()

    def setup(self, seats: int, options: dict[str, Any], rng: Rng) -> list[Event]:
        return setup.setup_events(seats, options, rng)

    def evolve(self, state: State, event: Event) -> State:
        return evolve_state(state, event)

    def prompts(self, state: State) -> dict[int, Prompt]:
        return open_prompts(state)

    def prompt_ids(self, state: State) -> dict[int, str]:
        return open_prompt_ids(state)

    def decide(self, state: State, seat: int, answer: Answer, rng: Rng) -> list[Event]:
        owed: Decision | None = decision(state, seat)
        if owed is None:
            raise IllegalAction(
                "It is not your turn to decide anything right now; wait until you are asked."
            )
        if len(answer.choices) != 1:
            raise IllegalAction("Choose exactly one option, by its id or number.")
        chosen = next((c for c in owed.choices if c.id == answer.choices[0]), None)
        if chosen is None:
            raise IllegalAction(refusal(state, seat, owed, answer.choices[0]))
        chain = Chain(state)
        apply(chain, seat, chosen)
        advance(chain)
        return chain.events

    def on_timeout(self, state: State, seat: int, rng: Rng) -> list[Event]:
        return timeouts.timeout_events(state, seat)

    def result(self, state: State) -> Result | None:
        return build_result(state)

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return view_of(state, seat)

    def describe_view(self, view: dict[str, Any], seat: int | None) -> str:
        return describe.describe_view(view, seat)

    def bot_answer(self, state: State, seat: int, prompt: Prompt, rng: Rng) -> Answer | None:
        return bots.bot_answer(state, seat, prompt, rng)

    def determinize(self, state: State, seat: int, rng: Rng) -> State:
        return bot_search.determinize(state, seat, rng)

    def evaluate(self, state: State, seat: int) -> float:
        return bot_search.evaluate(state, seat)

    def check_invariants(self, state: State) -> None:
        invariants.check_invariants(state)


RULES = Menagerie()
