"""No peeking (issue 16): changing the deck orders, the unseen revenue cards (other hands
before the reveal, the discard pile) or others' sealed bids never changes a Museum of Fine
Arts bot's answer, at any level."""

from __future__ import annotations

from typing import Any

import pytest

from games.engine.rng import Rng
from games.rules.fine_arts import RULES
from tests.support.no_peeking import check_no_peeking


def hidden_changed(state: dict[str, Any], seat: int, rng: Rng) -> dict[str, Any] | None:
    if state["phase"] in ("new", "over"):
        return None
    out = {**state, "collection_deck": rng.shuffled(state["collection_deck"])}
    others = [s for s in range(state["seats"]) if s != seat] if state["reveal"] is None else []
    offered = set()
    if state["trading"] is not None:
        offered = {c for o in state["trading"]["offers"] if o["to"] == seat for c in o["give"]}
    loose = {s: [c for c in state["hands"][s] if c not in offered] for s in others}
    pool = rng.shuffled(
        [*state["revenue_deck"], *state["revenue_discard"], *(c for s in others for c in loose[s])]
    )
    hands = list(state["hands"])
    for s in others:
        keep = [c for c in hands[s] if c in offered]
        size = len(loose[s])
        hands[s], pool = keep + pool[:size], pool[size:]
    size = len(state["revenue_discard"])
    out.update(hands=hands, revenue_discard=pool[:size], revenue_deck=pool[size:])
    if state["sealed"] is not None and state["bids_revealed"] is None:
        out["sealed"] = [b if s == seat or b is None else {} for s, b in enumerate(state["sealed"])]
    return out


@pytest.mark.parametrize(("players", "bidding"), [(2, "sealed"), (3, "live")])
def test_fine_arts_bots_decide_from_their_seats_view_only(players, bidding):
    checked = check_no_peeking(
        RULES, hidden_changed, players=players, seed=f"fa-np-{players}", every=9, checks=6,
        options={"bidding": bidding},
    )  # fmt: skip
    assert checked == 6
