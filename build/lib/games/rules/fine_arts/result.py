"""The final result: points, ranks (equal points share a rank: a shared win), a breakdown.

Rulebook "OBJECT": "The player to score the most points at the end of the game wins." The
rulebook names no tie-break, so equal most points share the win (RULINGS.md).
"""

from __future__ import annotations

from typing import Any

from games.engine import Result
from games.engine.results import rank_by_score
from games.rules.fine_arts.cards import COLLECTIONS, collection_sort_key
from games.rules.fine_arts.contests import CONTESTS
from games.rules.fine_arts.state import seats_text


def breakdown_for(state: dict[str, Any], seat: int) -> dict[str, Any]:
    """Points per contest (over the three scorings), per scoring turn, and the total."""
    by_contest = {c["name"]: 0 for c in CONTESTS}
    by_turn = {}
    for scoring in state["scorings"]:
        by_turn[f"turn {scoring['turn']}"] = scoring["points"][seat]
        for contest in scoring["contests"]:
            if seat in contest["winners"]:
                by_contest[contest["name"]] += 1
    return {"contests": by_contest, "turns": by_turn, "total": state["points"][seat]}


def result(state: dict[str, Any]) -> Result | None:
    if state["phase"] != "over":
        return None
    n = state["seats"]
    scores = {s: state["points"][s] for s in range(n)}
    ranks = rank_by_score({s: (p,) for s, p in scores.items()})
    winners = sorted(s for s, r in ranks.items() if r == 1)
    best = scores[winners[0]]
    if len(winners) > 1:
        summary = f"Shared win: {seats_text(winners)}, with {best} points each."
    else:
        summary = f"Winner: {seats_text(winners)}, with {best} points."
    museums = {
        str(s): [COLLECTIONS[c].to_json() for c in sorted(m, key=collection_sort_key)]
        for s, m in enumerate(state["museums"])
    }
    return Result(
        scores=scores,
        ranks=ranks,
        breakdown={s: breakdown_for(state, s) for s in range(n)},
        summary=summary,
        details={
            "scorings": state["scorings"],
            "museums": museums,
            "winners": winners,
            "shared_win": len(winners) > 1,
        },
    )
