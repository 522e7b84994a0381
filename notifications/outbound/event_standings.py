"""Standings by points from an event's recorded results (pure): what an organiser's
webhook is told after each result. The event's own page ranks with its tie-breaks
(opponents' points, game scores, rating); a webhook shows points alone, ties sharing a
rank, which is all the results' data says."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any


def points_table(results: Iterable[Mapping[str, Any]]) -> list[tuple[int, int, float]]:
    """``(rank, user id, points)`` best first, from ``ResultRecorded`` data in stream order.
    A game recorded again (an adjudication) counts once, as last recorded; equal points
    share a rank (1, 2, 2, 4), listed by user id."""
    latest: dict[Any, Mapping[str, Any]] = {}
    for data in results:
        key = data.get("game")
        key = ("table", data.get("round"), data.get("table")) if key is None else key
        latest[key] = data.get("points", {})
    totals: dict[int, float] = {}
    for points in latest.values():
        for user, value in points.items():
            totals[int(user)] = totals.get(int(user), 0) + value
    ordered = sorted(totals.items(), key=lambda kv: (-kv[1], kv[0]))
    table, rank = [], 0
    for i, (user, value) in enumerate(ordered):
        if i == 0 or value != ordered[i - 1][1]:
            rank = i + 1
        table.append((rank, user, value))
    return table
