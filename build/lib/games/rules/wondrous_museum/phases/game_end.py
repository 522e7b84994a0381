"""The end of the game: end-of-game effects, then final scoring.

Content "timings": after the additional round (solo: when the game ends) the end-of-game
gain blocks resolve player by player from the first player, left to right; they are not
optional (ruling R9). Score blocks are counted in Final Scoring (endgame.py).
"""

from __future__ import annotations

from typing import Any

from games.engine.results import rank_by_score
from games.rules.wondrous_museum.agenda import block_frame, blocks_of, replace_top
from games.rules.wondrous_museum.card_set import card
from games.rules.wondrous_museum.context import Ctx, ev
from games.rules.wondrous_museum.endgame import museum_score
from games.rules.wondrous_museum.phases.base import FrameHandler
from games.rules.wondrous_museum.solo import victory
from games.rules.wondrous_museum.state import turn_order


def final_effects(state: dict[str, Any]) -> list[dict[str, Any]]:
    """Block frames for every end-of-game effect that resolves (not the score ones)."""
    frames = []
    for seat in turn_order(state):
        for e in state["players"][seat]["row"]:
            for b in blocks_of(e["id"], "end_of_game"):
                if any(s["op"] != "score" for s in card(e["id"])["effects"][b]["do"]):
                    frames.append(
                        block_frame(
                            seat,
                            e["id"],
                            b,
                            rune=None,
                            quiet=False,
                            no_activate=True,
                            mandatory=True,
                        )
                    )
    return frames


def final_result(state: dict[str, Any]) -> dict[str, Any]:
    """Ratings, breakdowns and ranks (ties: fewer exhibits, then shared)."""
    scores = {s: museum_score(state["players"][s]["row"]) for s in range(state["n"])}
    ranks = rank_by_score({s: (b["total"], -b["exhibits"]) for s, b in scores.items()})
    out: dict[str, Any] = {
        "ratings": {str(s): b["total"] for s, b in scores.items()},
        "breakdown": {str(s): b for s, b in scores.items()},
        "ranks": {str(s): r for s, r in ranks.items()},
    }
    if state["solo"]:
        out["solo"] = victory(state, scores[0]["total"])
    return out


class GameEndFrame(FrameHandler):
    kind = "game_end"

    def auto(self, ctx: Ctx, frame: dict[str, Any]) -> None:
        if frame["stage"] == "effects":
            frames = final_effects(ctx.state)
            if frames:
                event = ev("EndOfGameEffectsStarted", cards=[f["card"] for f in frames])
                agenda = replace_top(ctx.agenda, {**frame, "stage": "score"}, *reversed(frames))
                ctx.emit_with([event], agenda)
                return
        ctx.emit_with([ev("GameEnded", **final_result(ctx.state))], [])
