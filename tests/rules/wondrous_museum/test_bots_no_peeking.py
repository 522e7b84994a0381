"""No peeking (issue 16): changing the deck order, the other hands or the cards left out
never changes a Wondrous Museum bot's answer, at any level."""

from __future__ import annotations

from typing import Any

import pytest

from games.engine.rng import Rng
from games.rules.wondrous_museum import RULES
from tests.support.no_peeking import check_no_peeking


def hidden_changed(state: dict[str, Any], seat: int, rng: Rng) -> dict[str, Any] | None:
    """The same table with the unseen cards dealt again: other hands and deck mixed."""
    if state["phase"] != "play":
        return None
    others = [s for s in range(state["n"]) if s != seat]
    pool = rng.shuffled([*state["deck"], *(c for s in others for c in state["players"][s]["hand"])])
    players = list(state["players"])
    for s in others:
        size = len(players[s]["hand"])
        players[s], pool = {**players[s], "hand": pool[:size]}, pool[size:]
    return {**state, "players": players, "deck": pool,
            "left_out": list(reversed(state["left_out"]))}  # fmt: skip


@pytest.mark.parametrize("players", [2, 4])
def test_wondrous_museum_bots_decide_from_their_seats_view_only(players):
    checked = check_no_peeking(
        RULES, hidden_changed, players=players, seed=f"wm-np-{players}", every=7, checks=6
    )
    assert checked == 6
