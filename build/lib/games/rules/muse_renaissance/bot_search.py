"""What the searching bots need from Muse: Renaissance: the state as one seat may know it
(``determinize``) and how good a state is for a seat (``evaluate``).

Hidden from a seat (see ``view.py``): the deck orders, the answer and its position (the Muse
learns the answer only after choosing an Inspiration), the Inspirations offered to the Muse,
and the other votes until the reveal. The determinized state shuffles the decks again
(sorted first, so the real order leaves no trace), puts a sampled answer at a sampled
position of the row, and drops the votes the seat has not seen.
"""

from __future__ import annotations

from typing import Any

from games.engine import Rng
from games.rules.muse_renaissance.state import (
    COOPERATIVE,
    INSPIRATIONS,
    MASTERPIECES,
    correct_count,
    incorrect_count,
)

WIN = 100.0


def determinize(state: dict[str, Any], seat: int, rng: Rng) -> dict[str, Any]:
    current = state["current"]
    if state["phase"] in ("new", "over") or current is None:
        return state
    decks = dict(state["decks"])
    is_muse = seat == state["muse"]
    current = dict(current)
    if not (is_muse and current["seen"]) and not current["revealed"]:
        if current["row"]:
            position = rng.randint(1, len(current["row"]))
            current["answer_position"] = position
            current["masterpiece"] = current["row"][position - 1]
        elif current["masterpiece"] is not None:
            pool = rng.shuffled(sorted([*decks[MASTERPIECES], current["masterpiece"]]))
            current["masterpiece"], decks[MASTERPIECES] = pool[0], pool[1:]
    if current["masterpiece"] is None or current["row"] or is_muse and current["seen"]:
        decks[MASTERPIECES] = rng.shuffled(sorted(decks[MASTERPIECES]))
    if not is_muse and current["offered"]:
        pool = rng.shuffled(sorted([*decks[INSPIRATIONS], *current["offered"]]))
        size = len(current["offered"])
        current["offered"], decks[INSPIRATIONS] = pool[:size], pool[size:]
    else:
        decks[INSPIRATIONS] = rng.shuffled(sorted(decks[INSPIRATIONS]))
    if not current["revealed"]:
        current["votes"] = {k: v for k, v in current["votes"].items() if k == str(seat)}
    return {**state, "decks": decks, "current": current}


def evaluate(state: dict[str, Any], seat: int) -> float:
    """Competitive: my points against the best other seat's. Co-operative: the table's
    Masterpieces set right against those set aside."""
    if state["mode"] == COOPERATIVE:
        value = float(correct_count(state) - incorrect_count(state))
        if state["phase"] == "over" and state["ended"] and state["ended"].get("won"):
            value += WIN
        return value
    scores = state["scores"]
    if not scores:
        return 0.0
    best = max((p for s, p in enumerate(scores) if s != seat), default=0)
    value = float(scores[seat] - best)
    if state["phase"] == "over" and scores[seat] == max(scores):
        value += WIN
    return value


def figures(state: dict[str, Any]) -> dict[str, float]:
    """The arena's figure: the share of votes that found the Muse's Masterpiece."""
    votes = found = 0
    for entry in state["history"]:
        if entry["answer"] is None:
            continue
        for position in entry["votes"].values():
            votes += 1
            found += position == entry["answer_position"]
    return {"votes that found the answer": found / votes} if votes else {}
