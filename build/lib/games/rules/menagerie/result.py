"""The final result: scores, ranks with the Discovery-token tie-break, breakdowns, summary.

Rulebook: "The player with the most points wins! In the case of a tie, the tied player with
more Discovery tokens wins. If still tied, go for a walk..." (R16: then a shared victory).
Solitaire adds the rank title from the rulebook's table.
"""

from __future__ import annotations

from typing import Any

from games.engine import Result, names, rank_by_score
from games.rules.menagerie.scoring import score_player, solo_title
from games.rules.menagerie.state import State


def player_name(seat: int) -> str:
    """A token the platform writes as the player's name, or "you" (games.engine.names)."""
    return names.seat(seat)


def _breakdown(score: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {
        f"terrarium_{i + 1}": points for i, points in enumerate(score["terrariums"])
    }
    out.update(
        iridescent=score["iridescent"],
        showcase=score["showcase"],
        total=score["total"],
        iridescent_tokens=score["iridescent_tokens"],
        showcase_card=score["showcase_card"],
        showcase_units=score["showcase_units"],
        discovery_tokens=score["discovery_tokens"],
    )
    return out


def _points(n: int) -> str:
    return "1 point" if n == 1 else f"{n} points"


def _names(seats: list[int]) -> str:
    return names.seats(seats)


def build_result(state: State) -> Result | None:
    """None until the game is over."""
    if state["phase"] != "over":
        return None
    scores = {s: score_player(p) for s, p in enumerate(state["players"])}
    totals = {s: sc["total"] for s, sc in scores.items()}
    ranks = rank_by_score({s: (sc["total"], sc["discovery_tokens"]) for s, sc in scores.items()})
    details: dict[str, Any] = {
        "end_reason": state["end_reason"],
        "triggered_by": state["triggered_by"],
        "removed_by_net": len(state["removed"]) if state["seats"] == 1 else None,
    }
    if state["seats"] == 1:
        title = solo_title(totals[0])
        details["solo_title"] = title
        summary = f"Solitaire: {_points(totals[0])}, {title}."
    else:
        winners = sorted(s for s, r in ranks.items() if r == 1)
        best = totals[winners[0]]
        tied_on_points = [s for s, t in totals.items() if t == best]
        details["tie_break_used"] = len(tied_on_points) > 1
        if len(winners) > 1:
            summary = f"Shared win: {_names(winners)}, with {_points(best)} each."
        elif len(tied_on_points) > 1:
            summary = (
                f"Winner: {player_name(winners[0])}, with {_points(best)}, on the tie-break "
                "(most Discovery tokens)."
            )
        else:
            summary = f"Winner: {player_name(winners[0])}, with {_points(best)}."
    return Result(
        scores=totals,
        ranks=ranks,
        breakdown={s: _breakdown(sc) for s, sc in scores.items()},
        summary=summary,
        details=details,
    )
