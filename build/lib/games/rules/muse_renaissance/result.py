"""The final result: scores, shared ranks and a breakdown each player can check.

Rulebook "End of Game": "add up the Victory Points. The person with the most is the winner!"
A tie shares the win (issue). Variant: the group wins with five right before three wrong;
everyone shares that outcome (all rank 1 on a win; on a loss nobody ranks 1).
"""

from __future__ import annotations

from typing import Any

from games.engine import names
from games.engine.results import Result, rank_by_score
from games.rules.muse_renaissance.state import COOP_LIMIT, COOP_TARGET, COOPERATIVE


def _names(seats: list[int]) -> str:
    """The players by name (tokens the platform writes; games.engine.names)."""
    return names.seats(seats)


def competitive_result(state: dict[str, Any]) -> Result:
    scores = {s: state["scores"][s] for s in range(state["seats"])}
    breakdown: dict[int, dict[str, Any]] = {
        s: {"guessing": 0, "as_muse": 0, "correct_guesses": 0, "muse_turns": 0, "total": scores[s]}
        for s in scores
    }
    for entry in state["history"]:
        breakdown[entry["muse"]]["muse_turns"] += 1
        points = entry["points"] or [0] * state["seats"]
        for s, p in enumerate(points):
            key = "as_muse" if s == entry["muse"] else "guessing"
            breakdown[s][key] += p
            if s != entry["muse"] and p:
                breakdown[s]["correct_guesses"] += 1
    ranks = rank_by_score({s: (v,) for s, v in scores.items()})
    winners = sorted(s for s, r in ranks.items() if r == 1)
    best = scores[winners[0]]
    if len(winners) == 1:
        summary = f"Winner: {_names(winners)}, with {best} points."
    else:
        summary = f"Shared win: {_names(winners)}, with {best} points each."
    return Result(
        scores=scores,
        ranks=ranks,
        breakdown=breakdown,
        summary=summary,
        details={"mode": state["mode"], "turns": state["turn"], "reason": _reason(state)},
    )


def cooperative_result(state: dict[str, Any]) -> Result:
    correct, incorrect = len(state["scoring_area"]), len(state["set_aside"])
    won = correct >= COOP_TARGET
    seats = range(state["seats"])
    clues = {s: {"clues_given": 0, "clues_correct": 0} for s in seats}
    for entry in state["history"]:
        clues[entry["muse"]]["clues_given"] += 1
        clues[entry["muse"]]["clues_correct"] += entry["outcome"] == "correct"
    breakdown = {
        s: {"group_correct": correct, "group_incorrect": incorrect, **clues[s]} for s in seats
    }
    if won:
        summary = f"The group wins: {correct} Masterpieces guessed with {incorrect} set aside."
    else:
        summary = (
            f"The group loses: {incorrect} Masterpieces set aside with only {correct} of "
            f"{COOP_TARGET} guessed."
        )
    return Result(
        scores={s: correct for s in seats},
        ranks={s: 1 if won else 2 for s in seats},
        breakdown=breakdown,
        summary=summary,
        details={
            "mode": state["mode"],
            "won": won,
            "target": COOP_TARGET,
            "limit": COOP_LIMIT,
            "reason": _reason(state),
        },
    )


def _reason(state: dict[str, Any]) -> str:
    return (state["ended"] or {}).get("reason", "")


def result(state: dict[str, Any]) -> Result | None:
    """The final result once the game is over, else None."""
    if state["phase"] != "over":
        return None
    if state["mode"] == COOPERATIVE:
        return cooperative_result(state)
    return competitive_result(state)
