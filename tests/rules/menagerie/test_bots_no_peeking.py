"""No peeking (issue 16): changing the deck order or the Benefactors and Showcases a seat
has not seen never changes a Menagerie bot's answer, at any level."""

from __future__ import annotations

from typing import Any

import pytest

from games.engine.rng import Rng
from games.rules.menagerie import RULES
from games.rules.menagerie.cards import BENEFACTORS, SHOWCASES
from games.rules.menagerie.view import can_see_cards
from tests.support.no_peeking import check_no_peeking


def hidden_changed(state: dict[str, Any], seat: int, rng: Rng) -> dict[str, Any] | None:
    if state["phase"] in ("new", "over"):
        return None
    players = [dict(p) for p in state["players"]]
    others = [s for s in range(state["seats"]) if s != seat]
    for kind, catalog in (("benefactor", BENEFACTORS), ("showcase", SHOWCASES)):
        hidden = [s for s in others if not can_see_cards(state, s, seat, kind)]
        seen = set(players[seat][f"offered_{kind}s"]) | {players[seat][kind]}
        seen |= {players[s][kind] for s in others if s not in hidden}
        pool = rng.shuffled(sorted(set(catalog) - seen))
        for s in hidden:
            size = len(players[s][f"offered_{kind}s"])
            dealt, pool = pool[:size], pool[size:]
            players[s][f"offered_{kind}s"] = dealt
            if players[s][kind] is not None:
                players[s][kind] = dealt[-1]
    return {**state, "players": players, "deck": rng.shuffled(state["deck"])}


@pytest.mark.parametrize(("players", "options"), [(2, {}), (3, {"hidden_showcases": True})])
def test_menagerie_bots_decide_from_their_seats_view_only(players, options):
    checked = check_no_peeking(
        RULES, hidden_changed, players=players, seed=f"me-np-{players}", every=5, checks=8,
        options=options,
    )  # fmt: skip
    assert checked == 8
