"""The strong bot's rollouts (issue 16): it compares its candidates in the same sampled
worlds with the same dice, so an answer that is better whatever the dice say is found even
when the dice matter far more than the answer."""

from __future__ import annotations

from typing import Any

from games.engine.bot import bot_answer
from games.engine.events import Event
from games.engine.levels import Budget
from games.engine.prompts import Answer, Option, Prompt
from games.engine.rng import Rng
from games.engine.rules import Rules


class DiceRace(Rules):
    """One decision, then a die from 0 to 20: "steady" scores the die plus one, "bold" the
    die alone. Steady is always the better answer, by a point the die dwarfs."""

    slug = "dice-race-test"

    def initial_state(self) -> dict[str, Any]:
        return {"points": None}

    def prompts(self, state: dict[str, Any]) -> dict[int, Prompt]:
        if state["points"] is not None:
            return {}
        options = (Option("steady", "Steady"), Option("bold", "Bold"))
        return {0: Prompt(id="pick", seat=0, text="Pick", options=options)}

    def decide(self, state: dict[str, Any], seat: int, answer: Answer, rng: Rng) -> list[Event]:
        die = rng.randint(0, 20)
        bonus = 1 if answer.choices == ("steady",) else 0
        return [Event("rolled", {"points": die + bonus})]

    def evolve(self, state: dict[str, Any], event: Event) -> dict[str, Any]:
        return {"points": event.data["points"]}

    def evaluate(self, state: dict[str, Any], seat: int) -> float:
        return float(state["points"] or 0)


def test_the_strong_bot_finds_the_answer_that_is_better_whatever_the_dice():
    rules = DiceRace()
    picks = [
        bot_answer(rules, rules.initial_state(), 0, Rng(f"dice-{i}"), "strong", Budget(rollouts=4))
        for i in range(20)
    ]
    assert picks == [Answer(choices=("steady",))] * 20
