"""What the searching bots need from Menagerie: the state as one seat may know it
(``determinize``) and how good a state is for a seat (``evaluate``).

Hidden from a seat (see ``view.py``): the deck order, the Benefactors and Showcases others
were offered, and their kept cards until the reveal (Showcases for good with the
hidden-Showcases option). The determinized state shuffles the deck again (sorted first, so
its real order leaves no trace) and deals the unseen cards to the others from every card
the seat has not seen.
"""

from __future__ import annotations

from typing import Any

from games.engine import Rng
from games.rules.menagerie.cards import BENEFACTORS, SHOWCASES
from games.rules.menagerie.result import build_result
from games.rules.menagerie.scoring import score_player
from games.rules.menagerie.state import State
from games.rules.menagerie.view import can_see_cards

WIN = 100.0
DISCOVERY = 0.4  # a Discovery token: another insect taken later
KINDS = (("benefactor", BENEFACTORS), ("showcase", SHOWCASES))


def determinize(state: State, seat: int, rng: Rng) -> State:
    if state["phase"] in ("new", "over"):
        return state
    players = [dict(p) for p in state["players"]]
    others = [s for s in range(state["seats"]) if s != seat]
    for kind, catalog in KINDS:
        offered = f"offered_{kind}s"
        hidden = [s for s in others if not can_see_cards(state, s, seat, kind)]
        known = set(players[seat][offered]) | {players[seat][kind]}
        known |= {players[s][kind] for s in others if s not in hidden}
        pool = rng.shuffled(sorted(set(catalog) - known))
        for s in others:
            if s in hidden:
                size = len(players[s][offered])
                dealt, pool = pool[:size], pool[size:]
                players[s][offered] = dealt
                players[s][kind] = dealt[0] if players[s][kind] is not None and dealt else None
            else:
                players[s][offered] = [players[s][kind]] if players[s][kind] else []
    return {**state, "players": players, "deck": rng.shuffled(sorted(state["deck"]))}


def _worth(player: dict[str, Any]) -> float:
    return score_player(player)["total"] + DISCOVERY * player["discovery"]


def evaluate(state: State, seat: int) -> float:
    """My score (Showcase included) and Discovery tokens against the best other seat."""
    players = state["players"]
    if not players:
        return 0.0
    mine = _worth(players[seat])
    others = [_worth(p) for s, p in enumerate(players) if s != seat]
    value = mine - (max(others) if others else 0.0)
    if state["phase"] == "over":
        result = build_result(state)
        if result is not None and seat in result.winners:
            value += WIN
    return value
