"""No peeking (issue 16): a bot's answer depends only on what its seat may see.

Like the leak tests, but for decisions: at decision points of real games, the hidden parts
of the state are changed (``mutate``: deck order, other hands, sealed choices...); the
seat's view must not move (so the change is truly hidden), and neither may any level's
answer, drawn with the same RNG seed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from games.engine.bot import bot_answer
from games.engine.levels import LEVELS, Budget
from games.engine.rng import Rng
from games.engine.rules import Rules
from games.engine.table import play_to_end

Mutate = Callable[[Any, int, Rng], Any]


def same_answers(rules: Rules, state: Any, other: Any, seat: int, salt: str) -> None:
    """The state every bot decides from is the same for ``state`` and ``other``, and every
    level answers alike on both (same seed, small budget)."""
    seen = rules.determinize(state, seat, Rng(f"np:{salt}"))
    assert seen == rules.determinize(other, seat, Rng(f"np:{salt}")), (
        f"{rules.slug}: what seat {seat}'s bot decides from depends on hidden parts ({salt})"
    )
    for level in LEVELS:
        budget = Budget(rollouts=6)
        mine = bot_answer(rules, state, seat, Rng(f"np:{salt}"), level, budget)
        theirs = bot_answer(rules, other, seat, Rng(f"np:{salt}"), level, budget)
        assert mine == theirs, (
            f"{rules.slug}: the {level} bot of seat {seat} answered {mine} but {theirs} "
            f"once hidden parts changed ({salt})"
        )


def check_no_peeking(
    rules: Rules,
    mutate: Mutate,
    *,
    players: int,
    seed: str,
    every: int,
    checks: int,
    options: dict[str, Any] | None = None,
) -> int:
    """Play a game with easy bots; at every ``every``-th decision (up to ``checks``), change
    the hidden parts for the deciding seat and compare the answers. Returns how many
    decision points were checked with a real hidden change."""
    rng = Rng(f"drive:{seed}")
    done = 0
    decisions = 0

    def choose(state: Any, seat: int):
        nonlocal done, decisions
        decisions += 1
        if done < checks and decisions % every == 0:
            other = mutate(state, seat, Rng(f"mutate:{seed}:{decisions}"))
            if other is not None and other != state:
                assert rules.view(other, seat) == rules.view(state, seat), (
                    "the test's change is visible to the seat: not a hidden part"
                )
                assert rules.prompts(other)[seat] == rules.prompts(state)[seat]
                same_answers(rules, state, other, seat, f"{seed}:{decisions}")
                done += 1
        return bot_answer(rules, state, seat, rng)

    play_to_end(rules, players, options or {}, seed, choose=choose)
    return done
