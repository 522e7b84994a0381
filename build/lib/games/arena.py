"""Bot against bot in memory (engine only, no database): who wins how often, by level.

Used by ``manage.py bot_arena``. Levels are seated in turn (game g puts level
``levels[(seat + g) % len(levels)]`` on each seat), so every level plays every seat.
A level's win share counts one per game won (a shared win split between the winners),
divided by the seats it held; its fair share at n players is 1/n.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from games.engine.bot import bot_answer
from games.engine.levels import Budget
from games.engine.rng import Rng
from games.engine.rules import Rules
from games.engine.table import play_to_end

Z95 = 1.96


@dataclass
class Tally:
    """Per-seat outcomes of one level: its win credit and its score, game after game."""

    wins: list[float] = field(default_factory=list)
    scores: list[float] = field(default_factory=list)

    def add(self, win: float, score: float) -> None:
        self.wins.append(win)
        self.scores.append(score)


def mean_interval(values: list[float]) -> tuple[float, float]:
    """The mean and the half-width of its 95% interval (normal approximation)."""
    n = len(values)
    if n == 0:
        return 0.0, 0.0
    mean = sum(values) / n
    if n == 1:
        return mean, math.inf
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    return mean, Z95 * math.sqrt(var / n)


def win_interval(values: list[float]) -> tuple[float, float, float]:
    """The win share with its Wilson 95% interval (low, high): honest near 0 and 1."""
    n = len(values)
    if n == 0:
        return 0.0, 0.0, 0.0
    p = sum(values) / n
    centre = (p + Z95**2 / (2 * n)) / (1 + Z95**2 / n)
    half = Z95 * math.sqrt(p * (1 - p) / n + Z95**2 / (4 * n * n)) / (1 + Z95**2 / n)
    return p, max(0.0, centre - half), min(1.0, centre + half)


def seat_levels(levels: list[str], players: int, game: int) -> list[str]:
    return [levels[(seat + game) % len(levels)] for seat in range(players)]


def play_game(
    rules: Rules,
    players: int,
    levels: list[str],
    seed: str,
    budget: Callable[[], Budget],
    options: dict[str, Any] | None = None,
) -> tuple[Any, Any]:
    """One game, each seat's bot at its level; returns (final state, result)."""
    rng = Rng(f"arena:{seed}")

    def choose(state: Any, seat: int):
        return bot_answer(rules, state, seat, rng, levels[seat], budget())

    state, _ = play_to_end(rules, players, options or {}, seed, choose=choose)
    result = rules.result(state)
    if result is None:
        raise RuntimeError(f"{rules.slug}: a game ended without a result (seed {seed})")
    return state, result


def arena(
    rules: Rules,
    players: int,
    games: int,
    levels: list[str],
    *,
    budget: Callable[[], Budget] = Budget,
    prefix: str = "arena",
    options: dict[str, Any] | None = None,
    progress: Callable[[int], None] | None = None,
    each: Callable[[Any, Any, list[str]], None] | None = None,
) -> dict[str, Tally]:
    """``games`` games at ``players`` players; per level, every seat-game's outcome.
    ``each(state, result, seat_levels)`` sees every finished game (extra figures)."""
    tallies = {level: Tally() for level in dict.fromkeys(levels)}
    for g in range(games):
        seated = seat_levels(levels, players, g)
        state, result = play_game(
            rules, players, seated, f"{prefix}-{players}-{g}", budget, options
        )
        winners = result.winners
        for seat, level in enumerate(seated):
            win = 1.0 / len(winners) if seat in winners else 0.0
            tallies[level].add(win, float(result.scores.get(seat, 0)))
        if each:
            each(state, result, seated)
        if progress:
            progress(g + 1)
    return tallies
