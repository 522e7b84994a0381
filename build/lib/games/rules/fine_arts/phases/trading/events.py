"""How the trading events change the state (the ``evolve`` half of trading).

The trading record ``state["trading"]`` holds, per seat: ``done`` (declared done trading),
``drafts`` (an offer or an acceptance being put together over several prompts, secret to
that seat), ``steps`` (a counter that changes whenever that seat's trading prompt may change,
so a stale answer is refused); and for the table: ``offers`` (open offers), ``next_id``,
``completed`` trades, and private ``notes`` (each for the seats it names).

After every trading event the record is tidied: an offer lapses once its giver no longer
holds every card it offers or its receiver has finished trading; a draft is dropped once it
can no longer be completed. Every seat so affected gets a note and a new prompt id.
"""

from __future__ import annotations

from typing import Any

from games.rules.fine_arts.cards import revenue_labels
from games.rules.fine_arts.phases.trading.offers import offer_summary
from games.rules.fine_arts.state import seat_name, seat_possessive


def new_trading(seats: int) -> dict[str, Any]:
    return {
        "done": [False] * seats,
        "offers": [],
        "next_id": 1,
        "drafts": [None] * seats,
        "steps": [0] * seats,
        "completed": [],
        "notes": [],
    }


def find_offer(trading: dict[str, Any], offer_id: str) -> dict[str, Any] | None:
    for offer in trading["offers"]:
        if offer["id"] == offer_id:
            return offer
    return None


def _copy(trading: dict[str, Any]) -> dict[str, Any]:
    return {
        **trading,
        "done": list(trading["done"]),
        "offers": list(trading["offers"]),
        "drafts": list(trading["drafts"]),
        "steps": list(trading["steps"]),
        "notes": list(trading["notes"]),
    }


def _tidy(tr: dict[str, Any], hands: list[list[str]], touched: set[int]) -> dict[str, Any]:
    """Lapse offers and drop drafts that can no longer go ahead; bump touched seats' steps."""
    kept = []
    for offer in tr["offers"]:
        giver_hand = hands[offer["from"]]
        if not all(c in giver_hand for c in offer["give"]):
            why = f"the cards offered are no longer all in {seat_possessive(offer['from'])} hand"
        elif tr["done"][offer["to"]]:
            why = f"{seat_name(offer['to'])} finished trading"
        else:
            kept.append(offer)
            continue
        tr["notes"].append(
            {
                "seats": [offer["from"], offer["to"]],
                "text": f"Offer {offer['id']} ({offer_summary(offer)}) lapsed: {why}.",
            }
        )
        touched.update((offer["from"], offer["to"]))
    tr["offers"] = kept
    open_ids = {o["id"] for o in kept}
    for seat, draft in enumerate(tr["drafts"]):
        if draft is None:
            continue
        if draft["kind"] == "accept":
            dead = draft["offer"] not in open_ids
        else:
            target = draft.get("to")
            partners = [s for s, done in enumerate(tr["done"]) if s != seat and not done]
            if target is None:
                dead = not partners  # nobody left to offer to
            else:
                dead = tr["done"][target]
            dead = dead or not all(c in hands[seat] for c in draft.get("give", []))
        if dead:
            tr["drafts"][seat] = None
            tr["notes"].append({"seats": [seat], "text": "Your unfinished trade was cancelled."})
            touched.add(seat)
    for seat in touched:
        tr["steps"][seat] += 1
    return tr


def on_trading_began(s: dict[str, Any], d: dict[str, Any]) -> dict[str, Any]:
    s["phase"] = "trading"
    s["trading"] = new_trading(s["seats"])
    return s


def on_draft_changed(s: dict[str, Any], d: dict[str, Any]) -> dict[str, Any]:
    tr = _copy(s["trading"])
    tr["drafts"][d["seat"]] = d["draft"]
    s["trading"] = _tidy(tr, s["hands"], {d["seat"]})
    return s


def on_offered(s: dict[str, Any], d: dict[str, Any]) -> dict[str, Any]:
    offer = d["offer"]
    tr = _copy(s["trading"])
    tr["offers"].append(offer)
    tr["next_id"] += 1
    tr["drafts"][offer["from"]] = None
    s["trading"] = _tidy(tr, s["hands"], {offer["from"], offer["to"]})
    return s


def _closed(s: dict[str, Any], d: dict[str, Any], verb: str) -> dict[str, Any]:
    tr = _copy(s["trading"])
    offer = find_offer(tr, d["offer_id"])
    tr["offers"] = [o for o in tr["offers"] if o["id"] != d["offer_id"]]
    tr["notes"].append(
        {
            "seats": [offer["from"], offer["to"]],
            "text": f"Offer {offer['id']} ({offer_summary(offer)}) was {verb}.",
        }
    )
    s["trading"] = _tidy(tr, s["hands"], {offer["from"], offer["to"]})
    return s


def on_withdrawn(s: dict[str, Any], d: dict[str, Any]) -> dict[str, Any]:
    return _closed(s, d, "withdrawn")


def on_declined(s: dict[str, Any], d: dict[str, Any]) -> dict[str, Any]:
    return _closed(s, d, "declined")


def on_completed(s: dict[str, Any], d: dict[str, Any]) -> dict[str, Any]:
    giver, taker = d["from"], d["to"]
    gave, got = d["gave"], d["got"]
    hands = list(s["hands"])
    gave_set, got_set = set(gave), set(got)
    hands[giver] = [c for c in hands[giver] if c not in gave_set] + list(got)
    hands[taker] = [c for c in hands[taker] if c not in got_set] + list(gave)
    s["hands"] = hands
    tr = _copy(s["trading"])
    tr["offers"] = [o for o in tr["offers"] if o["id"] != d["offer_id"]]
    tr["drafts"][taker] = None
    tr["completed"] = tr["completed"] + [
        {"id": d["offer_id"], "from": giver, "to": taker, "gave": list(gave), "got": list(got)}
    ]
    tr["notes"].append(
        {
            "seats": [giver, taker],
            "text": (
                f"Trade done: {seat_name(giver)} gave {revenue_labels(gave)} and "
                f"{seat_name(taker)} gave {revenue_labels(got)}."
            ),
        }
    )
    s["trading"] = _tidy(tr, hands, {giver, taker})
    return s


def on_finished(s: dict[str, Any], d: dict[str, Any]) -> dict[str, Any]:
    seat = d["seat"]
    tr = _copy(s["trading"])
    tr["done"][seat] = True
    touched = {seat}
    if tr["drafts"][seat] is not None:
        tr["drafts"][seat] = None
    if d.get("timed_out"):
        # A seat that missed its deadline trades nothing more: its open offers are withdrawn.
        for offer in [o for o in tr["offers"] if o["from"] == seat]:
            tr["notes"].append(
                {
                    "seats": [seat, offer["to"]],
                    "text": f"Offer {offer['id']} was withdrawn: {seat_name(seat)} timed out.",
                }
            )
            touched.add(offer["to"])
        tr["offers"] = [o for o in tr["offers"] if o["from"] != seat]
    s["trading"] = _tidy(tr, s["hands"], touched)
    return s


# A private step of a negotiation: one public event type for all of them, so that the events
# feed tells the other seats no more than "this seat did something in trading".
_NEGOTIATION = {
    "draft": on_draft_changed,
    "offer": on_offered,
    "withdraw": on_withdrawn,
    "decline": on_declined,
}


def on_negotiated(s: dict[str, Any], d: dict[str, Any]) -> dict[str, Any]:
    return _NEGOTIATION[d["action"]](s, d)


HANDLERS = {
    "TradingBegan": on_trading_began,
    "TradeNegotiated": on_negotiated,
    "TradeCompleted": on_completed,
    "TradingFinished": on_finished,
}
