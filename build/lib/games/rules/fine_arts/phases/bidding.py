"""Bidding phase, common to both ways of bidding: lay out 5 collections, settle, clear up.

Rulebook "BIDDING PHASE": "Place the top 5 cards of the Collection deck face up ... At the end
of the Bid, players keep the Collections they Won. Collections no one bid for, and all Revenue
cards are discarded." How bids are made is in ``sealed_bids.py`` and ``live_auction.py``.
"""

from __future__ import annotations

from typing import Any

from games.engine import Event
from games.rules.fine_arts.constants import DISPLAY_SIZE, SCORING_TURNS
from games.rules.fine_arts.state import replace_item


def reveal_collections(state: dict[str, Any]) -> list[Event]:
    """The top 5 collections, face up. (A 10-turn game uses 50 of the 70: the deck cannot run
    out; if it ever did, the rest would be laid out - see RULINGS.md.)"""
    shown = state["collection_deck"][:DISPLAY_SIZE]
    return [Event("CollectionsRevealed", {"turn": state["turn"], "collections": shown})]


def won_event(
    state: dict[str, Any],
    collection: str,
    seat: int,
    total: int,
    *,
    spent: list[str] | None = None,
    totals: dict[str, int] | None = None,
    coin_flip: dict[str, Any] | None = None,
) -> Event:
    """``seat`` wins ``collection`` with a bid of ``total``. ``spent``: the cards of a live
    auction's winning bid (discarded at once); ``totals``: every sealed bid on it (seat as a
    string -> total); ``coin_flip``: the tie-break, if there was one."""
    data: dict[str, Any] = {
        "turn": state["turn"],
        "collection": collection,
        "seat": seat,
        "total": total,
    }
    if spent is not None:
        data["spent"] = list(spent)
    if totals is not None:
        data["totals"] = totals
    data["coin_flip"] = coin_flip
    return Event("CollectionWon", data)


def unclaimed_event(state: dict[str, Any], collection: str) -> Event:
    return Event("CollectionUnclaimed", {"turn": state["turn"], "collection": collection})


def returned_event(state: dict[str, Any]) -> Event:
    """All revenue cards still held are discarded once the collections are settled."""
    cards = [c for hand in state["hands"] for c in hand]
    return Event("RevenueDiscarded", {"turn": state["turn"], "cards": cards})


# --- evolve ---------------------------------------------------------------------------------


def on_collections_revealed(s: dict[str, Any], d: dict[str, Any]) -> dict[str, Any]:
    shown = d["collections"]
    s["display"] = list(shown)
    s["collection_deck"] = s["collection_deck"][len(shown) :]
    s["awards"] = []
    if s["bidding"] == "live":
        s["phase"] = "auction"
        s["auction"] = None
    else:
        s["phase"] = "bidding"
        s["sealed"] = [None] * s["seats"]
    return s


def on_won(s: dict[str, Any], d: dict[str, Any]) -> dict[str, Any]:
    seat, collection = d["seat"], d["collection"]
    s["display"] = [c for c in s["display"] if c != collection]
    s["museums"] = replace_item(s["museums"], seat, s["museums"][seat] + [collection])
    spent = d.get("spent")
    if spent:
        gone = set(spent)
        s["hands"] = replace_item(s["hands"], seat, [c for c in s["hands"][seat] if c not in gone])
        s["revenue_discard"] = s["revenue_discard"] + list(spent)
    s["auction"] = None
    s["awards"] = s["awards"] + [dict(d)]
    return s


def on_unclaimed(s: dict[str, Any], d: dict[str, Any]) -> dict[str, Any]:
    collection = d["collection"]
    s["display"] = [c for c in s["display"] if c != collection]
    s["collection_discard"] = s["collection_discard"] + [collection]
    s["auction"] = None
    s["awards"] = s["awards"] + [{**d, "seat": None}]
    return s


def on_revenue_discarded(s: dict[str, Any], d: dict[str, Any]) -> dict[str, Any]:
    s["revenue_discard"] = s["revenue_discard"] + list(d["cards"])
    s["hands"] = [[] for _ in range(s["seats"])]
    s["phase"] = "scoring" if s["turn"] in SCORING_TURNS else "turn-over"
    return s


HANDLERS = {
    "CollectionsRevealed": on_collections_revealed,
    "CollectionWon": on_won,
    "CollectionUnclaimed": on_unclaimed,
    "RevenueDiscarded": on_revenue_discarded,
}
