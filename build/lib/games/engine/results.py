"""Final results: scores, ranks, winners and a breakdown a player can check."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Result:
    """``ranks[seat]`` is 1 for the winner(s); tied seats share a rank.

    ``breakdown[seat]`` maps a category name to its points. ``summary`` is one sentence.
    """

    scores: dict[int, float]
    ranks: dict[int, int]
    breakdown: dict[int, dict[str, Any]] = field(default_factory=dict)
    summary: str = ""
    details: dict[str, Any] = field(default_factory=dict)

    @property
    def winners(self) -> list[int]:
        return sorted(s for s, r in self.ranks.items() if r == 1)

    def to_json(self) -> dict[str, Any]:
        return {
            "scores": {str(k): v for k, v in self.scores.items()},
            "ranks": {str(k): v for k, v in self.ranks.items()},
            "winners": self.winners,
            "breakdown": {str(k): v for k, v in self.breakdown.items()},
            "summary": self.summary,
            "details": self.details,
        }


def rank_by_score(keys: dict[int, tuple]) -> dict[int, int]:
    """Competition ranking (1, 1, 3) by descending sort keys; equal keys share a rank."""
    order = sorted(keys, key=lambda s: keys[s], reverse=True)
    ranks: dict[int, int] = {}
    for i, seat in enumerate(order):
        if i and keys[seat] == keys[order[i - 1]]:
            ranks[seat] = ranks[order[i - 1]]
        else:
            ranks[seat] = i + 1
    return ranks
