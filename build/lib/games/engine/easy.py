"""The ``easy`` bot: a random legal answer, with the game's own purpose first."""

from __future__ import annotations

import string
from typing import Any

from games.engine.errors import IllegalAction
from games.engine.prompts import Answer, Prompt, check_answer_shape
from games.engine.rng import Rng
from games.engine.rules import Rules

TRIES = 200


def random_answer(prompt: Prompt, rng: Rng) -> Answer:
    """An answer of the right shape: between min and max options, or a short word."""
    if prompt.kind == "text":
        n = max(1, min(prompt.max_length or 12, 12))
        return Answer(text="".join(rng.choice(string.ascii_lowercase) for _ in range(n)))
    k = rng.randint(prompt.min, min(prompt.max, len(prompt.options)))
    return Answer(choices=tuple(o.id for o in rng.sample(prompt.options, k)))


def easy_answer(rules: Rules, state: Any, seat: int, prompt: Prompt, rng: Rng) -> Answer:
    """The game's own bot hint first, then random tries checked with ``decide``.

    Raises IllegalAction if no legal answer is found, which is a bug in the game."""
    hinted = rules.bot_answer(state, seat, prompt, rng)
    if hinted is not None:
        return hinted
    last = ""
    for _ in range(TRIES):
        answer = random_answer(prompt, rng)
        try:
            check_answer_shape(prompt, answer)
            rules.decide(state, seat, answer, rng)
            return answer
        except IllegalAction as refused:
            last = refused.message
    raise IllegalAction(f"The bot found no legal answer to '{prompt.text}' ({last}).")
