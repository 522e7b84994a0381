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


class SetUp(Rules):
    """Two seats take four turns in turn. "grab" scores 1 now; "set up" scores nothing now
    but lets the seat "cash" 3 on its next turn. A move's worth shows a turn later."""

    slug = "set-up-test"

    def initial_state(self) -> dict[str, Any]:
        return {"turn": 0, "points": [0, 0], "ready": [False, False]}

    def prompts(self, state: dict[str, Any]) -> dict[int, Prompt]:
        if state["turn"] == 4:
            return {}
        seat = state["turn"] % 2
        options = [Option("grab", "Grab"), Option("set-up", "Set up")]
        if state["ready"][seat]:
            options.append(Option("cash", "Cash"))
        return {
            seat: Prompt(id=f"t{state['turn']}", seat=seat, text="Move", options=tuple(options))
        }

    def decide(self, state: dict[str, Any], seat: int, answer: Answer, rng: Rng) -> list[Event]:
        return [Event("moved", {"seat": seat, "move": answer.choices[0]})]

    def evolve(self, state: dict[str, Any], event: Event) -> dict[str, Any]:
        seat, move = event.data["seat"], event.data["move"]
        points, ready = list(state["points"]), list(state["ready"])
        points[seat] += {"grab": 1, "set-up": 0, "cash": 3}[move]
        ready[seat] = move == "set-up"
        return {"turn": state["turn"] + 1, "points": points, "ready": ready}

    def evaluate(self, state: dict[str, Any], seat: int) -> float:
        return float(state["points"][seat] - state["points"][1 - seat])

    def bot_turn_start(self, state: dict[str, Any], seat: int, prompt: Prompt) -> bool:
        return True


def test_the_strong_bot_of_a_game_with_turns_sees_a_set_up_that_pays_next_turn():
    rules = SetUp()
    start = rules.initial_state()
    budget = Budget(rollouts=4)
    normal = bot_answer(rules, start, 0, Rng("set-up"), "normal", budget)
    strong = bot_answer(rules, start, 0, Rng("set-up"), "strong", budget)
    assert normal == Answer(choices=("grab",))
    assert strong == Answer(choices=("set-up",))
