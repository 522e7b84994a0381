"""Muse: Renaissance as a ``Rules``: the class that ties the modules together.

Prompts and answers are routed by phase to ``phases/``; everything else is delegated to the
module named for it.
"""

from __future__ import annotations

from typing import Any

from games.engine.errors import IllegalAction
from games.engine.events import Event
from games.engine.prompts import Answer, Prompt
from games.engine.results import Result
from games.engine.rng import Rng
from games.engine.rules import OptionSpec, Rules
from games.rules.muse_renaissance import (
    bot_search,
    bots,
    describe,
    invariants,
    setup,
    timeouts,
    view,
)
from games.rules.muse_renaissance.catalogue import CATALOGUE
from games.rules.muse_renaissance.evolve import evolve
from games.rules.muse_renaissance.phases import clue, inspire, vote
from games.rules.muse_renaissance.result import result as final_result
from games.rules.muse_renaissance.state import (
    COMPETITIVE,
    COOPERATIVE,
    initial_state,
    pending_voters,
)


class MuseRenaissance(Rules):
    slug = "muse-renaissance"
    name = CATALOGUE.name
    summary = CATALOGUE.summary
    min_players = 2
    max_players = 8
    rules_version = "1"
    default_move_days = 2  # content notes: "48 h to clue, 48 h to vote"
    options = (
        OptionSpec(
            "mode",
            "Game mode",
            default=COMPETITIVE,
            choices=(
                (COMPETITIVE, "Competitive (3-8 players): most points wins"),
                (COOPERATIVE, "Cooperative (2-8 players): 5 right before 3 wrong"),
            ),
            help="Two players always play the cooperative variant, whatever is chosen here.",
        ),
    )
    # The content notes say nothing about leaving; a bot keeps the seat so every other
    # player still gets their Muse turns and the turn order stays as printed.
    resign_policy = "bot"

    def clean_options(self, options: dict[str, Any], seats: int) -> dict[str, Any]:
        """Validate options; two players are switched to the cooperative variant."""
        cleaned = super().clean_options(options, seats)
        if seats == 2:
            cleaned["mode"] = COOPERATIVE
        return cleaned

    def initial_state(self) -> dict[str, Any]:
        return initial_state()

    def setup(self, seats: int, options: dict[str, Any], rng: Rng) -> list[Event]:
        if seats == 2 and options.get("mode") != COOPERATIVE:
            raise IllegalAction("Two players can only play the cooperative variant.")
        return setup.setup(seats, options, rng)

    def evolve(self, state: dict[str, Any], event: Event) -> dict[str, Any]:
        return evolve(state, event)

    def prompts(self, state: dict[str, Any]) -> dict[int, Prompt]:
        phase = state["phase"]
        if phase == "inspire":
            return {state["muse"]: inspire.prompt(state)}
        if phase == "clue":
            return {state["muse"]: clue.prompt(state)}
        if phase == "vote":
            return vote.prompts(state)
        return {}

    def decide(self, state: dict[str, Any], seat: int, answer: Answer, rng: Rng) -> list[Event]:
        phase = state["phase"]
        if phase in ("inspire", "clue") and seat == state["muse"]:
            if phase == "inspire":
                return inspire.decide(state, seat, answer)
            return clue.decide(state, seat, answer, rng)
        if phase == "vote" and seat in pending_voters(state):
            return vote.decide(state, seat, answer, rng)
        if phase == "over":
            raise IllegalAction("The game is over; there is nothing left to decide.")
        raise IllegalAction("It is not your turn to decide anything right now.")

    def on_timeout(self, state: dict[str, Any], seat: int, rng: Rng) -> list[Event]:
        return timeouts.on_timeout(state, seat, rng)

    def result(self, state: dict[str, Any]) -> Result | None:
        return final_result(state)

    def view(self, state: dict[str, Any], seat: int | None) -> dict[str, Any]:
        final = self.result(state)
        return view.view(state, seat, final.to_json() if final else None)

    def describe_view(self, view: dict[str, Any], seat: int | None) -> str:
        return describe.describe_view(view)

    def bot_answer(
        self, state: dict[str, Any], seat: int, prompt: Prompt, rng: Rng
    ) -> Answer | None:
        return bots.bot_answer(state, seat, prompt, rng)

    def bot_policy(
        self, state: dict[str, Any], seat: int, prompt: Prompt, level: str, rng: Rng
    ) -> Answer | None:
        return bots.level_answer(state, seat, prompt, level, rng)

    def determinize(self, state: dict[str, Any], seat: int, rng: Rng) -> dict[str, Any]:
        return bot_search.determinize(state, seat, rng)

    def evaluate(self, state: dict[str, Any], seat: int) -> float:
        return bot_search.evaluate(state, seat)

    def game_figures(self, state: dict[str, Any]) -> dict[str, float]:
        return bot_search.figures(state)

    def talk_refusal(self, state: dict[str, Any], seat: int) -> str | None:
        """Rulebook: "The Muse cannot speak or help in any way other than by repeating the
        clue given previously." Closed from the moment the Muse sees the Masterpiece (right
        after choosing the Inspiration) until the reveal; see RULINGS.md."""
        current = state.get("current")
        if (
            seat == state["muse"]
            and current is not None
            and current["seen"]
            and not current["revealed"]
            and state["phase"] in ("clue", "vote")
        ):
            return (
                "The Muse cannot speak: the table talk is closed to you from the moment you "
                "see the Masterpiece until the reveal. Your clue is all the help you may give."
            )
        return None

    def check_invariants(self, state: dict[str, Any]) -> None:
        invariants.check_invariants(state)
