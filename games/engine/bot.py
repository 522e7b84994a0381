"""The bots: one answer for one seat, at a level, decided from that seat's view only.

Every level starts from ``rules.determinize(state, seat, rng)``: the state as the seat may
know it, hidden parts resampled. Nothing after that line sees the real hidden parts, so a
bot never plays on what its seat cannot see (the per-game tests change the hidden parts and
check the answer does not move).

- ``easy``: a random legal answer, with the game's purpose (``Rules.bot_answer``).
- ``normal``: greedy; each candidate answer is tried on the pure engine, the seat's own
  follow-up questions answered the same way a little deeper, and the game's ``evaluate``
  scores where it lands (``games.engine.search``).
- ``strong``: the best ``normal`` candidates compared by rollouts over freshly sampled
  hidden parts, within a ``Budget``: quick rollouts about a round deep, or, in a game that
  declares its turns, the others' turns played as ``normal`` (``games.engine.turn_rollouts``).
"""

from __future__ import annotations

from typing import Any

from games.engine import search, turn_rollouts
from games.engine.easy import easy_answer, random_answer
from games.engine.levels import EASY, LEVELS, NORMAL, STRONG, Budget, clean_level
from games.engine.prompts import Answer
from games.engine.rng import Rng
from games.engine.rules import Rules

__all__ = ["EASY", "LEVELS", "NORMAL", "STRONG", "Budget", "bot_answer", "clean_level",
           "easy_answer", "random_answer"]  # fmt: skip


def bot_answer(
    rules: Rules,
    state: Any,
    seat: int,
    rng: Rng,
    level: str = EASY,
    budget: Budget | None = None,
) -> Answer:
    """A legal answer for ``seat`` at ``level``, decided from what the seat may know."""
    seen = rules.determinize(state, seat, rng)
    prompt = rules.prompts(seen)[seat]
    own = rules.bot_policy(seen, seat, prompt, level, rng)
    if own is not None:
        return own
    if level == EASY:
        return easy_answer(rules, seen, seat, prompt, rng)
    budget = budget or Budget()
    if level == STRONG and rules.bot_turn_start(seen, seat, prompt) is not None:
        return turn_rollouts.turn_answer(rules, seen, seat, prompt, rng, budget)
    if level == STRONG:
        return search.rollout_answer(rules, seen, seat, prompt, rng, budget)
    return search.greedy_answer(rules, seen, seat, prompt, rng, budget)
