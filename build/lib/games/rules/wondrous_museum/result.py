"""The game's Result: ratings, ranks (ties: fewer exhibits, then shared), breakdowns, and
for solo the challenge's verdict in ``details`` (the platform keeps the Hall of Fame)."""

from __future__ import annotations

from typing import Any

from games.engine import Result
from games.rules.wondrous_museum.effects.choosing import seat_label

CATEGORIES = ("exhibit_ratings", "admiration_tokens", "special_effects", "total", "exhibits")


def result(state: dict[str, Any]) -> Result | None:
    final = state.get("final")
    if state.get("phase") != "over" or not final:
        return None
    n = state["n"]
    scores = {s: final["ratings"][str(s)] for s in range(n)}
    breakdown = {s: {k: final["breakdown"][str(s)][k] for k in CATEGORIES} for s in range(n)}
    if state["solo"]:
        verdict = final["solo"]
        won = verdict["won"]
        rating = scores[0]
        details = {
            "solo": True,
            "challenge": verdict["challenge"],
            "rating": rating,
            "won": won,
            "checks": verdict["checks"],
            "hall_of_fame": {
                "previous_record": state.get("hof_record") or 0,
                "new_record": rating if won else None,
            },
            "dates": state["dates"],
        }
        outcome = "won" if won else "lost"
        failed = [c["rule"] for c in verdict["checks"] if not c["ok"]]
        why = f" (missing: {'; '.join(failed)})" if failed else ""
        summary = f"Solo {verdict['monument']}: {outcome} with a rating of {rating}{why}."
        return Result(
            scores=scores,
            ranks={0: 1 if won else 2},
            breakdown=breakdown,
            summary=summary,
            details=details,
        )
    ranks = {s: final["ranks"][str(s)] for s in range(n)}
    winners = [s for s in range(n) if ranks[s] == 1]
    who = " and ".join(seat_label(s) for s in winners)
    head = "Shared victory" if len(winners) > 1 else "Winner"
    others = ", ".join(
        f"{seat_label(s)} {scores[s]}" for s in sorted(range(n), key=lambda s: ranks[s])
    )
    summary = f"{head}: {who}, with a rating of {scores[winners[0]]} ({others})."
    return Result(
        scores=scores,
        ranks=ranks,
        breakdown=breakdown,
        summary=summary,
        details={
            "rounds": state["round"],
            "cards": {str(s): final["breakdown"][str(s)]["cards"] for s in range(n)},
        },
    )
