"""Conservation laws, checked after every event of the random playouts.

Admiration tokens: supply + tokens on cards + solo date tokens = 60, none negative.
Cards: every card of the game is in exactly one place (deck, discard pile, Open Market,
Black Market, left out, a hand, a museum, beneath an exhibit, or being acquired).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from games.rules.wondrous_museum.card_set import (
    CARDS,
    MARKET_SIZE,
    MUSEUM_CARDS,
    RUNES,
    TOKEN_SUPPLY,
)

GATE_IDS = frozenset(c for c, spec in CARDS.items() if spec["flag"] == "gate")


def card_locations(state: dict[str, Any]) -> list[str]:
    """Every card id of the game (gates aside), wherever it is."""
    out = [*state["deck"], *state["discard"], *(c for c in state["market"] if c)]
    out += state["black_market"]
    out += state["left_out"]
    for p in state["players"]:
        out += p["hand"]
        for e in p["row"]:
            if e["id"] not in GATE_IDS:
                out.append(e["id"])
            if e["scroll"]:
                out.append(e["scroll"])
    if state["acquiring"]:
        out.append(state["acquiring"]["card"])
    return out


def check(state: dict[str, Any]) -> None:
    """Raise AssertionError if the state breaks a conservation law."""
    if state.get("phase") == "new":
        return
    placed = 0
    for seat, p in enumerate(state["players"]):
        gates = 0
        for e in p["row"]:
            assert e["tokens"] >= 0, f"negative tokens on {e['id']} in museum {seat}"
            placed += e["tokens"]
            gates += e["id"] in GATE_IDS
        assert gates == 1, f"museum {seat} has {gates} gates"
        assert len(p["row"]) <= MUSEUM_CARDS, f"museum {seat} has {len(p['row'])} cards"
        assert len(p["runes"]) == len(RUNES)
    assert state["supply"] >= 0, f"negative supply {state['supply']}"
    assert state["supply"] + placed + state["date_tokens"] == TOKEN_SUPPLY, (
        f"tokens: supply {state['supply']} + placed {placed} + dates {state['date_tokens']} "
        f"!= {TOKEN_SUPPLY}"
    )
    cards = card_locations(state)
    total = state["total_cards"]
    assert len(cards) == total, f"{len(cards)} cards, expected {total}"
    if len(set(cards)) != total:
        dupes = sorted(c for c, k in Counter(cards).items() if k > 1)
        raise AssertionError(f"cards in two places: {dupes}")
    assert len(state["market"]) == MARKET_SIZE
