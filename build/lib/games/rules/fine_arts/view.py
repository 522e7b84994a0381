"""``view``: everything one seat (or a spectator, seat None) may know, as JSON.

Hidden until the reveal: every hand but one's own (others show a count), face-down discards,
the cards drawn. Always hidden: the order of both decks. Secret to the two traders: offers,
withdrawals, declines, and the cards of a completed trade (its counts are public); drafts are
secret to their seat. Sealed bids are secret until all are in (others show "submitted").
Keep choices are secret until all are made.
"""

from __future__ import annotations

from typing import Any

from games.rules.fine_arts import contests
from games.rules.fine_arts.cards import (
    CATEGORIES,
    COLLECTIONS,
    REVENUE,
    collection_sort_key,
    sorted_revenue,
)
from games.rules.fine_arts.constants import SCORING_TURNS, TURNS
from games.rules.fine_arts.flow import prompt_for
from games.rules.fine_arts.phases.trading.offers import offer_json

PHASE_LABELS = {
    "new": "Setting up",
    "discard": "Revenue phase: discard up to 3 and draw replacements",
    "trading": "Revenue phase: trading",
    "keep": "Revenue phase: hands revealed, keep one card per source",
    "collections": "Bidding phase: laying out collections",
    "bidding": "Bidding phase: sealed bids",
    "auction": "Bidding phase: live auction",
    "scoring": "Scoring phase",
    "turn-over": "End of turn",
    "over": "Game over",
}


def revenue_json(cards: list[str]) -> list[dict[str, Any]]:
    return [REVENUE[c].to_json() for c in sorted_revenue(cards)]


def collections_json(cards: list[str]) -> list[dict[str, Any]]:
    return [COLLECTIONS[c].to_json() for c in sorted(cards, key=collection_sort_key)]


def museum_json(museum: list[str]) -> dict[str, Any]:
    """A museum with its totals per category (rank and count), as the contests read it."""
    by_category = {}
    for code, name in CATEGORIES.items():
        cards = [COLLECTIONS[c] for c in museum if COLLECTIONS[c].category == code]
        by_category[code] = {
            "name": name,
            "count": len(cards),
            "rank": sum(c.rank for c in cards),
        }
    return {
        "collections": collections_json(museum),
        "count": len(museum),
        "rank": sum(COLLECTIONS[c].rank for c in museum),
        "by_category": by_category,
    }


def view(state: dict[str, Any], seat: int | None) -> dict[str, Any]:
    n = state["seats"]
    me = seat if seat is not None and 0 <= seat < n else None
    revealed = state["reveal"] is not None
    players = []
    for s in range(n):
        hand = state["hands"][s] if s < len(state["hands"]) else []
        entry: dict[str, Any] = {
            "seat": s,
            "hand_count": len(hand),
            "hand": revenue_json(hand) if (revealed or s == me) else None,
            "museum": museum_json(state["museums"][s]),
            "points": state["points"][s],
            "waiting": prompt_for(state, s) is not None,
        }
        players.append(entry)
    out: dict[str, Any] = {
        "game": "fine-arts",
        "seat": me,
        "seats": n,
        "turn": state["turn"],
        "turns": TURNS,
        "scoring_turns": list(SCORING_TURNS),
        "phase": state["phase"],
        "phase_label": PHASE_LABELS[state["phase"]],
        "bidding_mode": state["bidding"],
        "waiting_for": [p["seat"] for p in players if p["waiting"]],
        "decks": {
            "revenue": len(state["revenue_deck"]),
            "revenue_discard": len(state["revenue_discard"]),
            "collections": len(state["collection_deck"]),
            "collections_discarded": len(state["collection_discard"]),
        },
        "players": players,
        "my_hand": revenue_json(state["hands"][me]) if me is not None else None,
        # In the order laid out (the live auction's order), not sorted.
        "display": [COLLECTIONS[c].to_json() for c in state["display"]],
        "trading": _trading(state, me),
        "reveal": _reveal(state),
        "keep": _keep(state, me),
        "bids": _bids(state, me),
        "auction": _auction(state),
        "awards": [_award(a) for a in state["awards"]],
        "last_bidding": _last_bidding(state),
        "standings": contests.score(state["museums"]) if n else [],
        "scorings": state["scorings"],
        "points": list(state["points"]),
        "winners": state["winners"],
    }
    return out


def _trading(state: dict[str, Any], me: int | None) -> dict[str, Any] | None:
    tr = state["trading"]
    if tr is None:
        return None
    mine = [o for o in tr["offers"] if me is not None and me in (o["from"], o["to"])]
    completed = []
    for t in tr["completed"]:
        entry: dict[str, Any] = {
            "from": t["from"],
            "to": t["to"],
            "gave_count": len(t["gave"]),
            "got_count": len(t["got"]),
        }
        if me is not None and me in (t["from"], t["to"]):
            entry["gave"] = revenue_json(t["gave"])
            entry["got"] = revenue_json(t["got"])
        completed.append(entry)
    return {
        "done": list(tr["done"]),
        "offers_to_me": [offer_json(o, me) for o in mine if o["to"] == me],
        "my_offers": [offer_json(o, me) for o in mine if o["from"] == me],
        "draft": tr["drafts"][me] if me is not None else None,
        "completed": completed,
        "notes": [x["text"] for x in tr["notes"] if me is not None and me in x["seats"]],
    }


def _reveal(state: dict[str, Any]) -> dict[str, Any] | None:
    rv = state["reveal"]
    if rv is None:
        return None
    return {
        "hands": [revenue_json(h) for h in rv["hands"]],
        "trades": [
            {
                "from": t["from"],
                "to": t["to"],
                "gave": revenue_json(t["gave"]),
                "got": revenue_json(t["got"]),
            }
            for t in rv["trades"]
        ],
        "kept": [revenue_json(h) for h in rv["kept"]] if rv["kept"] is not None else None,
        "discarded": (
            [revenue_json(h) for h in rv["discarded"]] if rv["discarded"] is not None else None
        ),
    }


def _keep(state: dict[str, Any], me: int | None) -> dict[str, Any] | None:
    keep = state["keep"]
    if keep is None:
        return None
    mine = keep["choices"][me] if me is not None else None
    return {
        "must_choose": [s for s, need in enumerate(keep["needs"]) if need],
        "chosen": [s for s, c in enumerate(keep["choices"]) if c is not None],
        "my_choice": revenue_json(mine) if mine is not None else None,
    }


def _bids(state: dict[str, Any], me: int | None) -> dict[str, Any] | None:
    if state["bids_revealed"] is not None:
        return {"revealed": True, "bids": [_bid_json(b) for b in state["bids_revealed"]]}
    sealed = state["sealed"]
    if sealed is None:
        return None
    return {
        "revealed": False,
        "submitted": [s for s, b in enumerate(sealed) if b is not None],
        "mine": _bid_json(sealed[me]) if me is not None and sealed[me] is not None else None,
    }


def _bid_json(bid: dict[str, str]) -> list[dict[str, Any]]:
    """A sealed bid as one entry per collection bid on: its cards and their total."""
    by_target: dict[str, list[str]] = {}
    for card, target in bid.items():
        by_target.setdefault(target, []).append(card)
    return [
        {
            "collection": COLLECTIONS[target].to_json(),
            "cards": revenue_json(cards),
            "total": sum(REVENUE[c].value for c in cards),
        }
        for target, cards in by_target.items()
    ]


def _auction(state: dict[str, Any]) -> dict[str, Any] | None:
    auction = state["auction"]
    if auction is None:
        return None
    high = auction["high"]
    return {
        "index": auction["index"],
        "collection": COLLECTIONS[auction["collection"]].to_json(),
        "opener": auction["opener"],
        "active": list(auction["active"]),
        "to_act": auction["to_act"],
        "high": (
            {"seat": high["seat"], "cards": revenue_json(high["cards"]), "total": high["total"]}
            if high
            else None
        ),
        "history": auction["history"],
    }


def _last_bidding(state: dict[str, Any]) -> dict[str, Any] | None:
    last = state.get("last_bidding")
    if last is None:
        return None
    return {
        "turn": last["turn"],
        "awards": [_award(a) for a in last["awards"]],
        "bids": [_bid_json(b) for b in last["bids"]] if last["bids"] is not None else None,
    }


def _award(award: dict[str, Any]) -> dict[str, Any]:
    out = {
        "collection": COLLECTIONS[award["collection"]].to_json(),
        "seat": award["seat"],
        "total": award.get("total"),
        "totals": award.get("totals"),
        "coin_flip": award.get("coin_flip"),
    }
    if award.get("spent"):
        out["spent"] = revenue_json(award["spent"])
    return out
