"""The Wondrous Museum as a Vitrine game: the Rules protocol wired to this package."""

from __future__ import annotations

from typing import Any

from games.engine import Answer, Event, Option, Prompt, Result, Rng, Rules
from games.rules.wondrous_museum import (  # noqa: F401
    bot_search,
    bots,
    cards,
    describe,
    invariants,
    options,
    timeouts,
    view,
)

# Importing cards validates every card against the effect vocabulary (errors at import).
from games.rules.wondrous_museum.catalogue import CATALOGUE
from games.rules.wondrous_museum.evolve import evolve, initial_state
from games.rules.wondrous_museum.flow import decide, memo, pending
from games.rules.wondrous_museum.result import result as final_result
from games.rules.wondrous_museum.setup import setup_events


class WondrousMuseum(Rules):
    slug = "wondrous-museum"
    name = CATALOGUE.name
    summary = CATALOGUE.summary
    min_players = 1
    max_players = 5
    rules_version = "1"
    options = options.OPTIONS
    resign_policy = "bot"
    # A Show Time is a question per activated exhibit, an acquisition pay, place and the
    # exhibit's own effects: the bots see a move through before judging it.
    bot_follow_up = 4

    def clean_options(self, raw: dict[str, Any], seats: int) -> dict[str, Any]:
        return options.clean(super().clean_options(raw, seats), raw, seats)

    def initial_state(self) -> dict[str, Any]:
        return initial_state()

    def setup(self, seats: int, options: dict[str, Any], rng: Rng) -> list[Event]:
        return setup_events(seats, options, rng)

    def evolve(self, state: dict[str, Any], event: Event) -> dict[str, Any]:
        return evolve(state, event)

    def prompts(self, state: dict[str, Any]) -> dict[int, Prompt]:
        return memo(state, "prompts", lambda: self._prompts(state))

    def _prompts(self, state: dict[str, Any]) -> dict[int, Prompt]:
        found = pending(state) if state["phase"] == "play" else None
        if found is None:
            return {}
        _, q = found
        return {
            q.seat: Prompt(
                id=f"wm{state['seq']}-{q.key}",
                seat=q.seat,
                text=q.text,
                options=tuple(Option(i, label) for i, label in q.options),
                min=q.min,
                max=q.max,
                hint={"kind": q.kind},
            )
        }

    def decide(self, state: dict[str, Any], seat: int, answer: Answer, rng: Rng) -> list[Event]:
        return decide(state, seat, answer, rng)

    def on_timeout(self, state: dict[str, Any], seat: int, rng: Rng) -> list[Event]:
        return timeouts.timeout_events(state, seat, rng)

    def result(self, state: dict[str, Any]) -> Result | None:
        return final_result(state)

    def view(self, state: dict[str, Any], seat: int | None) -> dict[str, Any]:
        return view.view(state, seat)

    def describe_view(self, view: dict[str, Any], seat: int | None) -> str:
        return describe.describe_view(view, seat)

    def bot_answer(
        self, state: dict[str, Any], seat: int, prompt: Prompt, rng: Rng
    ) -> Answer | None:
        return bots.bot_answer(state, seat, rng)

    def determinize(self, state: dict[str, Any], seat: int, rng: Rng) -> dict[str, Any]:
        return bot_search.determinize(state, seat, rng)

    def evaluate(self, state: dict[str, Any], seat: int) -> float:
        return bot_search.evaluate(state, seat)

    def bot_candidates(
        self, state: dict[str, Any], seat: int, prompt: Prompt, rng: Rng
    ) -> list[Answer] | None:
        return bot_search.candidates(state, seat, prompt, rng)

    def bot_turn_start(self, state: dict[str, Any], seat: int, prompt: Prompt) -> bool:
        return bot_search.turn_start(prompt)

    def game_figures(self, state: dict[str, Any]) -> dict[str, float]:
        return bot_search.figures(state)

    def check_invariants(self, state: dict[str, Any]) -> None:
        invariants.check(state)
