"""The ``strong`` bot of games that declare their turns (``Rules.bot_turn_start``): it
searches where a turn opens, and each rollout is a turn of everyone else, played as the
``normal`` bot plays, valued by the best ``normal`` move the seat then has.

Why a turn, and that value: a rollout's worth is in what it sees that one step of greedy
lookahead cannot, and in a game of turns made of several questions that is the answer of
the others to this move and what this move sets up for the next. Rollouts of quick
one-question answers misjudge whole turns (an acquisition judged before it is paid for),
and the evaluation after a round misses a set-up that pays next turn; the value of the
seat's best next move sees it.
"""

from __future__ import annotations

from typing import Any

from games.engine.easy import easy_answer
from games.engine.levels import Budget
from games.engine.prompts import Answer, Prompt
from games.engine.rng import Rng
from games.engine.rules import Rules
from games.engine.search import apply, compare_in_worlds, greedy_answer, scored

TOP = 3  # greedy candidates the rollouts compare
MAX_DECISIONS = 200  # a backstop: the others' turns always end in a playable game


def turn_answer(
    rules: Rules, state: Any, seat: int, prompt: Prompt, rng: Rng, budget: Budget
) -> Answer:
    """``strong`` where a turn opens: the ``TOP`` greedy candidates compared by turn
    rollouts in common sampled worlds; the turn's follow-up questions play as ``normal``."""
    if not rules.bot_turn_start(state, seat, prompt):
        return greedy_answer(rules, state, seat, prompt, rng, budget)
    ranked = scored(rules, state, seat, prompt, rng, rules.bot_follow_up + 1, budget)
    if not ranked:
        return easy_answer(rules, state, seat, prompt, rng)
    top = [answer for answer, _ in ranked[:TOP]]
    return compare_in_worlds(rules, state, seat, top, rng, budget, turn_rollout)


def turn_rollout(
    rules: Rules, world: Any, seat: int, answer: Answer, rng: Rng, budget: Budget
) -> float | None:
    """``answer`` in one sampled world, then every seat (the rest of this seat's turn
    included) played as ``normal`` until this seat's next turn opens; its best ``normal``
    move's value there (the evaluation, if the game ended first). None if illegal."""
    state = apply(rules, world, seat, answer, rng)
    if state is None:
        return None
    for _ in range(MAX_DECISIONS):
        prompts = rules.prompts(state)
        if not prompts or budget.spent():
            break
        mover = min(prompts)
        prompt = prompts[mover]
        if mover == seat and rules.bot_turn_start(state, seat, prompt):
            depth = rules.bot_follow_up + 1
            best = scored(rules, state, seat, prompt, rng, depth, budget)
            return best[0][1] if best else rules.evaluate(state, seat)
        after = apply(
            rules, state, mover, greedy_answer(rules, state, mover, prompt, rng, budget), rng
        )
        if after is None:
            break
        state = after
    return rules.evaluate(state, seat)
