"""Conservation laws, checked after every event of the random playouts.

No revenue card or collection is ever lost or duplicated: every one of the 60 revenue cards is
in exactly one of deck, discard pile or a hand; every one of the 70 collections in exactly one
of deck, display, a museum or the discard pile. Bids, offers and the auction only ever name
cards their seat holds; points are the sum of the scoring phases.
"""

from __future__ import annotations

from typing import Any

from games.rules.fine_arts.cards import COLLECTION_IDS, REVENUE, REVENUE_IDS
from games.rules.fine_arts.constants import DISPLAY_SIZE, HAND_SIZE, SCORING_TURNS, TURNS
from games.rules.fine_arts.state import PHASES

_REVENUE = frozenset(REVENUE_IDS)
_COLLECTIONS = frozenset(COLLECTION_IDS)


def _exactly_once(places: list[list[str]], everything: frozenset[str], what: str) -> None:
    """Every card of ``everything`` in exactly one of ``places`` (lists of card ids)."""
    cards: list[str] = []
    for place in places:
        cards += place
    assert len(cards) == len(everything), f"{len(cards)} {what} cards, not {len(everything)}"
    assert everything.issuperset(cards) and len(set(cards)) == len(cards), (
        f"{what} cards lost or duplicated"
    )


def check(state: dict[str, Any]) -> None:
    """Raise AssertionError naming the first broken law."""
    n = state["seats"]
    if n == 0:
        return  # nothing set up yet
    assert state["phase"] in PHASES, f"unknown phase {state['phase']}"
    assert 0 <= state["turn"] <= TURNS
    hands = state["hands"]
    assert len(hands) == n and len(state["museums"]) == n
    _exactly_once([state["revenue_deck"], state["revenue_discard"], *hands], _REVENUE, "revenue")
    _exactly_once(
        [
            state["collection_deck"],
            state["display"],
            state["collection_discard"],
            *state["museums"],
        ],
        _COLLECTIONS,
        "collection",
    )
    assert len(state["display"]) <= DISPLAY_SIZE
    phase = state["phase"]
    if phase == "discard":
        # 0 between the shuffle and the deal of that seat, then always 7 (replacements)
        assert all(len(h) in (0, HAND_SIZE) for h in hands), "a hand is not 7 cards"

    if phase == "trading":
        assert sum(len(h) for h in hands) == HAND_SIZE * n, "trading created or lost cards"
        _check_trading(state)
    if phase in ("collections", "bidding", "auction"):
        for hand in hands:
            sources = [REVENUE[c].source for c in hand]
            assert len(sources) == len(set(sources)), "a hand keeps two cards of one source"
    if phase == "bidding" and state["bids_revealed"] is None:
        for seat, bid in enumerate(state["sealed"]):
            for card, target in (bid or {}).items():
                assert card in hands[seat], f"seat {seat} bids a card it does not hold"
                assert target in state["display"], "a bid on a collection not up for bid"
    if phase == "auction" and state["auction"]:
        high = state["auction"]["high"]
        if high:
            assert all(c in hands[high["seat"]] for c in high["cards"]), "high bid not held"
    scored = [s["turn"] for s in state["scorings"]]
    assert scored == [t for t in SCORING_TURNS if t in scored], "scoring out of turn"
    totals = [0] * n
    for scoring in state["scorings"]:
        totals = [a + b for a, b in zip(totals, scoring["points"], strict=True)]
    assert totals == state["points"], "points are not the sum of the scoring phases"


def _check_trading(state: dict[str, Any]) -> None:
    tr = state["trading"]
    for offer in tr["offers"]:
        assert offer["from"] != offer["to"], "an offer to oneself"
        assert all(c in state["hands"][offer["from"]] for c in offer["give"]), (
            "an open offer names a card its giver no longer holds"
        )
        assert not tr["done"][offer["to"]], "an open offer to a seat done trading"
    for seat, done in enumerate(tr["done"]):
        assert not (done and tr["drafts"][seat]), "a seat done trading has a draft"
