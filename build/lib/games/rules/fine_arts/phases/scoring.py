"""Scoring phase (turns 6, 8 and 10 only) and the move to the next turn or the end.

Rulebook "SCORING PHASE": "Scoring Phase occurs only in turns 6, 8, and 10. Turn 10 is the
last turn of the game. ... Players score 1 point for each contest they win." Points add up
over the three scoring phases (collections stay in the museums). "OBJECT: The player to score
the most points at the end of the game wins." Ruling: equal most points share the win.
"""

from __future__ import annotations

from typing import Any

from games.engine import Event
from games.engine.rng import Rng
from games.rules.fine_arts import contests
from games.rules.fine_arts.constants import TURNS
from games.rules.fine_arts.phases.deal import begin_turn_events


def score_event(state: dict[str, Any]) -> Event:
    """This turn's 14 contests, their winners and the points they give."""
    table = contests.score(state["museums"])
    gained = contests.points(table, state["seats"])
    totals = [p + g for p, g in zip(state["points"], gained, strict=True)]
    return Event(
        "ContestsScored",
        {"turn": state["turn"], "contests": table, "points": gained, "totals": totals},
    )


def advance(state: dict[str, Any], rng: Rng) -> list[Event]:
    if state["phase"] == "scoring":
        return [score_event(state)]
    # phase "turn-over"
    if state["turn"] >= TURNS:
        points = state["points"]
        best = max(points)
        winners = [s for s, p in enumerate(points) if p == best]
        return [Event("GameEnded", {"points": list(points), "winners": winners})]
    return begin_turn_events(state, rng)


def on_scored(s: dict[str, Any], d: dict[str, Any]) -> dict[str, Any]:
    s["scorings"] = s["scorings"] + [
        {"turn": d["turn"], "contests": d["contests"], "points": d["points"], "totals": d["totals"]}
    ]
    s["points"] = list(d["totals"])
    s["phase"] = "turn-over"
    return s


def on_game_ended(s: dict[str, Any], d: dict[str, Any]) -> dict[str, Any]:
    s["phase"] = "over"
    s["winners"] = list(d["winners"])
    return s


HANDLERS = {"ContestsScored": on_scored, "GameEnded": on_game_ended}
