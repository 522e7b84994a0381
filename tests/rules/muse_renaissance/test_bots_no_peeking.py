"""No peeking (issue 16): changing the deck orders, where the answer lies in the row (for
the guessers), the Inspirations offered to the Muse or the other votes never changes a
Muse: Renaissance bot's answer, at any level."""

from __future__ import annotations

from typing import Any

import pytest

from games.engine.rng import Rng
from games.rules.muse_renaissance import RULES
from games.rules.muse_renaissance.state import INSPIRATIONS, MASTERPIECES
from tests.support.no_peeking import check_no_peeking


def hidden_changed(state: dict[str, Any], seat: int, rng: Rng) -> dict[str, Any] | None:
    current = state["current"]
    if state["phase"] in ("new", "over") or current is None:
        return None
    decks = {k: rng.shuffled(v) for k, v in state["decks"].items()}
    current = dict(current)
    is_muse = seat == state["muse"]
    if not current["revealed"] and not (is_muse and current["seen"]):
        if current["row"]:
            position = rng.randint(1, len(current["row"]))
            current.update(answer_position=position, masterpiece=current["row"][position - 1])
        elif current["masterpiece"] is not None and decks[MASTERPIECES]:
            swapped = decks[MASTERPIECES][0]
            decks[MASTERPIECES] = [current["masterpiece"], *decks[MASTERPIECES][1:]]
            current["masterpiece"] = swapped
    if not is_muse and current["offered"]:
        size = len(current["offered"])
        mixed = rng.shuffled([*current["offered"], *decks[INSPIRATIONS]])
        current["offered"], decks[INSPIRATIONS] = mixed[:size], mixed[size:]
    if not current["revealed"]:
        current["votes"] = {
            k: v if k == str(seat) else {**v, "position": rng.randint(1, 6)}
            for k, v in current["votes"].items()
        }
    return {**state, "decks": decks, "current": current}


@pytest.mark.parametrize(("players", "mode"), [(4, "competitive"), (3, "cooperative")])
def test_muse_bots_decide_from_their_seats_view_only(players, mode):
    checked = check_no_peeking(
        RULES, hidden_changed, players=players, seed=f"mu-np-{players}", every=2, checks=10,
        options={"mode": mode},
    )  # fmt: skip
    assert checked == 10
