"""The searching bots over the pure engine: greedy lookahead and determinized rollouts.

Both run on a state the caller already determinized for the deciding seat; rollouts draw
fresh hidden parts for every sample with ``rules.determinize``. Every answer tried goes
through ``decide``, so the search never needs to know a game's rules, only its
``evaluate`` (how good a state is for a seat) and, for prompts with many possible answers,
``bot_candidates``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from games.engine.easy import easy_answer
from games.engine.errors import IllegalAction
from games.engine.levels import Budget
from games.engine.prompts import Answer, Prompt, check_answer_shape
from games.engine.rng import Rng
from games.engine.rules import Rules

SAMPLED = 4  # random legal answers added to the candidates of multi-choice prompts
TOP = 3  # candidates the rollouts compare
ROLLOUT_DECISIONS = 8  # decisions played ahead in a rollout (about a round) before evaluating


def candidates(rules: Rules, state: Any, seat: int, prompt: Prompt, rng: Rng) -> list[Answer]:
    """The answers worth comparing: the game's list, else every single option (and the
    empty answer where allowed) plus a few random legal answers; each listed once."""
    own = rules.bot_candidates(state, seat, prompt, rng)
    found: list[Answer] = list(own) if own is not None else []
    if own is None and prompt.kind == "choose":
        if prompt.min == 0:
            found.append(Answer(choices=()))
        if prompt.min <= 1 <= prompt.max:
            found.extend(Answer(choices=(o.id,)) for o in prompt.options)
        if prompt.max > 1 or prompt.min > 1:
            for _ in range(SAMPLED):
                found.append(easy_answer(rules, state, seat, prompt, rng))
    if not found:
        found.append(easy_answer(rules, state, seat, prompt, rng))
    seen: set[tuple] = set()
    out = []
    for answer in found:
        key = (answer.choices, answer.text)
        if key not in seen:
            seen.add(key)
            out.append(answer)
    return out


def apply(rules: Rules, state: Any, seat: int, answer: Answer, rng: Rng) -> Any | None:
    """The state after ``answer`` (and everything automatic after it), or None if illegal."""
    prompt = rules.prompts(state).get(seat)
    if prompt is None:
        return None
    try:
        check_answer_shape(prompt, answer)
        events = rules.decide(state, seat, answer, rng)
    except IllegalAction:
        return None
    for event in events:
        state = rules.evolve(state, event)
    return state


def finish_alongside(rules: Rules, state: Any, seat: int, alongside: set[int], rng: Rng) -> Any:
    """Answer, with quick random-legal answers, the seats that were asked at the same time
    as ``seat`` (sealed bids, votes) until the table resolves or asks ``seat`` again: a
    simultaneous answer is worth only what it gets against the others' answers."""
    for _ in range(4 * len(alongside) + 2):
        prompts = rules.prompts(state)
        waiting = sorted(s for s in prompts if s in alongside)
        if not waiting or seat in prompts:
            break
        other = waiting[0]
        after = apply(
            rules, state, other, easy_answer(rules, state, other, prompts[other], rng), rng
        )
        if after is None:
            break
        state = after
    return state


def settle(rules: Rules, state: Any, seat: int, rng: Rng, depth: int, budget: Budget) -> float:
    """How good ``state`` is for ``seat`` once its own next questions (if it is asked
    again at once) are answered greedily, ``depth`` levels deep."""
    prompt = rules.prompts(state).get(seat)
    if prompt is None or depth <= 0 or budget.spent():
        return rules.evaluate(state, seat)
    return max(
        (value for _, value in scored(rules, state, seat, prompt, rng, depth, budget)),
        default=rules.evaluate(state, seat),
    )


def scored(
    rules: Rules, state: Any, seat: int, prompt: Prompt, rng: Rng, depth: int, budget: Budget
) -> list[tuple[Answer, float]]:
    """Every legal candidate with its greedy value, best first (ties in random order)."""
    out: list[tuple[Answer, float]] = []
    alongside = set(rules.prompts(state)) - {seat}
    for answer in rng.shuffled(candidates(rules, state, seat, prompt, rng)):
        after = apply(rules, state, seat, answer, rng)
        if after is None:
            continue
        if alongside:
            after = finish_alongside(rules, after, seat, alongside, rng)
        out.append((answer, settle(rules, after, seat, rng, depth - 1, budget)))
        if budget.spent():
            break
    out.sort(key=lambda pair: pair[1], reverse=True)
    return out


def greedy_answer(
    rules: Rules, state: Any, seat: int, prompt: Prompt, rng: Rng, budget: Budget
) -> Answer:
    """The ``normal`` bot: the candidate whose outcome the game's evaluation likes best.
    Falls back to ``easy`` when the budget is spent before any candidate was scored."""
    ranked = scored(rules, state, seat, prompt, rng, rules.bot_follow_up + 1, budget)
    if not ranked:
        return easy_answer(rules, state, seat, prompt, rng)
    return ranked[0][0]


def rollout(rules: Rules, state: Any, seat: int, rng: Rng, budget: Budget) -> float:
    """Play on with quick greedy answers for every seat (no follow-up search), then
    evaluate for ``seat``."""
    for _ in range(ROLLOUT_DECISIONS):
        prompts = rules.prompts(state)
        if not prompts or budget.spent():
            break
        mover = min(prompts)
        ranked = scored(rules, state, mover, prompts[mover], rng, 1, budget)
        answer = ranked[0][0] if ranked else easy_answer(rules, state, mover, prompts[mover], rng)
        after = apply(rules, state, mover, answer, rng)
        if after is None:
            break
        state = after
    return rules.evaluate(state, seat)


def rollout_answer(
    rules: Rules, state: Any, seat: int, prompt: Prompt, rng: Rng, budget: Budget
) -> Answer:
    """The ``strong`` bot: the ``TOP`` greedy candidates, each played on in rollouts over
    freshly sampled hidden parts, the best mean wins (``compare_in_worlds``)."""
    ranked = scored(rules, state, seat, prompt, rng, rules.bot_follow_up + 1, budget)
    if not ranked:
        return easy_answer(rules, state, seat, prompt, rng)
    top = [answer for answer, _ in ranked[:TOP]]
    return compare_in_worlds(rules, state, seat, top, rng, budget, _played_on)


PlayOn = Callable[[Rules, Any, int, Answer, Rng, Budget], "float | None"]


def compare_in_worlds(
    rules: Rules, state: Any, seat: int, top: list[Answer], rng: Rng, budget: Budget,
    play_on: PlayOn,
) -> Answer:  # fmt: skip
    """The candidate of ``top`` whose ``play_on`` value has the best mean over sampled
    worlds. Every candidate is played in the same sampled worlds with the same dice (common
    random numbers), so the comparison measures the answers rather than the luck of the
    draw. Within ``budget``: when it runs out the rollouts stop and what was measured
    decides (``top``'s order if nothing was)."""
    if len(top) == 1:
        return top[0]
    totals = [0.0] * len(top)
    counts = [0] * len(top)
    for _ in range(max(1, budget.rollouts // len(top))):
        world = rules.determinize(state, seat, rng)
        dice = f"rollout:{rng.random()!r}"
        values = [play_on(rules, world, seat, answer, Rng(dice), budget) for answer in top]
        if budget.spent() or None in values:
            break  # a world measured for some candidates only would bias the comparison
        for k, value in enumerate(values):
            totals[k] += value  # type: ignore[operator]
            counts[k] += 1
    if not counts[0]:
        return top[0]
    return top[max(range(len(top)), key=lambda k: (totals[k], -k))]


def _played_on(
    rules: Rules, world: Any, seat: int, answer: Answer, rng: Rng, budget: Budget
) -> float | None:
    """``answer`` in one sampled world, the seat's own follow-up answered greedily, then a
    rollout; None if the answer is illegal there."""
    after = apply(rules, world, seat, answer, rng)
    if after is None:
        return None
    after_prompt = rules.prompts(after).get(seat)
    if after_prompt is not None:
        follow = scored(rules, after, seat, after_prompt, rng, rules.bot_follow_up, budget)
        if follow:
            after = apply(rules, after, seat, follow[0][0], rng) or after
    return rollout(rules, after, seat, rng, budget)
