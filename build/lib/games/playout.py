"""Bot playouts in memory: whole games answered by the random-legal bot, every event
checked against the game's invariants. Used by the ``playout`` command and the tests."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from games.engine.bot import bot_answer
from games.engine.rng import Rng
from games.engine.rules import Rules
from games.engine.table import play_to_end


@dataclass
class PlayoutStats:
    games: int = 0
    events: int = 0
    decisions: int = 0
    winners: dict[int, int] = field(default_factory=dict)


def play_one(rules: Rules, players: int, seed: str, options: dict[str, Any] | None = None):
    """One bot game; raises AssertionError (invariant broken) or RuntimeError (no end)."""
    rng = Rng(f"bot:{seed}")
    decisions = 0

    def choose(state: Any, seat: int):
        nonlocal decisions
        decisions += 1
        return bot_answer(rules, state, seat, rng)

    def check(state: Any, event) -> None:
        rules.check_invariants(state)

    state, events = play_to_end(rules, players, options or {}, seed, choose=choose, check=check)
    result = rules.result(state)
    if result is None:
        raise AssertionError(f"{rules.slug}: the game ended without a result (seed {seed})")
    if sorted(result.ranks) != list(range(players)):
        raise AssertionError(f"{rules.slug}: ranks {result.ranks} do not cover every seat")
    return state, events, decisions, result


def play_many(
    rules: Rules,
    players: int,
    games: int,
    *,
    prefix: str = "playout",
    options: dict[str, Any] | None = None,
    progress: Callable[[int], None] | None = None,
) -> PlayoutStats:
    stats = PlayoutStats()
    for i in range(games):
        _, events, decisions, result = play_one(rules, players, f"{prefix}-{players}-{i}", options)
        stats.games += 1
        stats.events += len(events)
        stats.decisions += decisions
        for seat in result.winners:
            stats.winners[seat] = stats.winners.get(seat, 0) + 1
        if progress:
            progress(i + 1)
    return stats
