"""Bidding by live auction (option ``bidding: live``).

Rulebook "BIDDING PHASE": "Bidding can be by secret Bid or Live Auction according to the
players preferences. Highest Bid Wins." The issue: collections are auctioned one at a time;
players raise in turn order or pass, until one remains; each raise is a prompt.
Rulings (RULINGS.md): the 5 collections are auctioned in the order laid out; the auction of
collection i (0-4) of turn t is opened by seat (t - 1 + i) mod n; a raise names the cards of a
new bid whose total beats the high bid (any of the raiser's cards: an outbid bid costs
nothing); a pass is final for that collection; the high bidder is skipped; when only the high
bidder is left it wins and discards the cards of its bid; if everyone passes with no bid,
the collection is discarded. A seat whose whole hand cannot beat the high bid passes
automatically (hands are public after the reveal, so this tells nobody anything).
"""

from __future__ import annotations

from typing import Any

from games.engine import Answer, Event, IllegalAction, Option, Prompt
from games.rules.fine_arts.cards import COLLECTIONS, REVENUE, sorted_revenue, value_of
from games.rules.fine_arts.phases.bidding import returned_event, unclaimed_event, won_event
from games.rules.fine_arts.state import seat_name


def high_total(auction: dict[str, Any]) -> int:
    return auction["high"]["total"] if auction["high"] else 0


def next_to_act(auction: dict[str, Any], after: int, seats: int) -> int | None:
    """The next seat after ``after`` in turn order that is still in and not the high bidder;
    None when the auction is settled."""
    high = auction["high"]["seat"] if auction["high"] else None
    active = auction["active"]
    for step in range(1, seats + 1):
        seat = (after + step) % seats
        if seat in active and seat != high:
            return seat
    return None


def advance(state: dict[str, Any]) -> list[Event]:
    """Open the next auction, pass a seat that cannot beat the high bid, or settle."""
    auction = state["auction"]
    turn, n = state["turn"], state["seats"]
    if auction is None:
        if not state["display"]:
            return [returned_event(state)]
        index = len(state["awards"])
        opener = (turn - 1 + index) % n
        data = {"turn": turn, "index": index, "collection": state["display"][0], "opener": opener}
        return [Event("AuctionOpened", data)]
    seat = auction["to_act"]
    if seat is None:
        high = auction["high"]
        if high is None:
            return [unclaimed_event(state, auction["collection"])]
        return [
            won_event(
                state, auction["collection"], high["seat"], high["total"], spent=high["cards"]
            )
        ]
    if value_of(state["hands"][seat]) <= high_total(auction):
        return [passed_event(state, seat, auto=True)]
    return []


def passed_event(
    state: dict[str, Any], seat: int, *, auto: bool = False, timed_out: bool = False
) -> Event:
    data = {
        "turn": state["turn"],
        "collection": state["auction"]["collection"],
        "seat": seat,
        "auto": auto,
        "timed_out": timed_out,
    }
    return Event("AuctionPassed", data, actor=None if auto else seat)


def asked(state: dict[str, Any], seat: int) -> str | None:
    """The id of the auction prompt ``seat`` owes (only the seat to act), or None."""
    auction = state["auction"]
    if auction is None or auction["to_act"] != seat:
        return None
    return f"t{state['turn']}-auction-{auction['index']}-{auction['step']}"


def prompt(state: dict[str, Any], seat: int) -> Prompt | None:
    pid = asked(state, seat)
    if pid is None:
        return None
    auction = state["auction"]
    hand = sorted_revenue(state["hands"][seat])
    target = COLLECTIONS[auction["collection"]].label
    high = auction["high"]
    standing = (
        f"the high bid is {high['total']} by {seat_name(high['seat'])}"
        if high
        else "there is no bid yet"
    )
    return Prompt(
        id=pid,
        seat=seat,
        text=(
            f"Turn {state['turn']}, live auction of {target}: {standing}. Raise by choosing "
            f"cards whose total is more than {high_total(auction)}, or pass (a pass is final "
            "for this collection)."
        ),
        options=(*(Option(c, REVENUE[c].label) for c in hand), Option("pass", "Pass")),
        min=1,
        max=max(1, len(hand)),
        hint={"step": "auction"},
    )


def decide(state: dict[str, Any], seat: int, answer: Answer) -> list[Event]:
    """A raise (cards beating the high bid) or a pass. Raises IllegalAction."""
    choices = list(answer.choices)
    if "pass" in choices:
        if len(choices) > 1:
            raise IllegalAction("Choose 'pass' on its own, or only cards to raise.")
        return [passed_event(state, seat)]
    hand = state["hands"][seat]
    for card in choices:
        if card not in hand:
            raise IllegalAction(f"'{card}' is not one of your revenue cards; bid with your own.")
    total = value_of(choices)
    high = high_total(state["auction"])
    if not choices or total <= high:
        raise IllegalAction(
            f"Your cards total {total}; a raise must be more than {high}. Add cards or pass."
        )
    data = {
        "turn": state["turn"],
        "collection": state["auction"]["collection"],
        "seat": seat,
        "cards": sorted_revenue(choices),
        "total": total,
    }
    return [Event("BidRaised", data, actor=seat)]


def timeout(state: dict[str, Any], seat: int) -> list[Event]:
    """A seat that misses the deadline bids nothing: it passes."""
    return [passed_event(state, seat, timed_out=True)]


# --- evolve ---------------------------------------------------------------------------------


def on_opened(s: dict[str, Any], d: dict[str, Any]) -> dict[str, Any]:
    n = s["seats"]
    s["auction"] = {
        "index": d["index"],
        "collection": d["collection"],
        "opener": d["opener"],
        "active": [(d["opener"] + i) % n for i in range(n)],
        "high": None,
        "to_act": d["opener"],
        "step": 0,
        "history": [],
    }
    return s


def on_raised(s: dict[str, Any], d: dict[str, Any]) -> dict[str, Any]:
    auction = {**s["auction"]}
    auction["high"] = {"seat": d["seat"], "cards": list(d["cards"]), "total": d["total"]}
    auction["history"] = auction["history"] + [
        {"seat": d["seat"], "action": "raise", "cards": list(d["cards"]), "total": d["total"]}
    ]
    auction["step"] += 1
    auction["to_act"] = next_to_act(auction, d["seat"], s["seats"])
    s["auction"] = auction
    return s


def on_passed(s: dict[str, Any], d: dict[str, Any]) -> dict[str, Any]:
    auction = {**s["auction"]}
    auction["active"] = [x for x in auction["active"] if x != d["seat"]]
    action = "timed out" if d.get("timed_out") else ("auto-pass" if d.get("auto") else "pass")
    auction["history"] = auction["history"] + [{"seat": d["seat"], "action": action}]
    auction["step"] += 1
    auction["to_act"] = next_to_act(auction, d["seat"], s["seats"])
    s["auction"] = auction
    return s


HANDLERS = {"AuctionOpened": on_opened, "BidRaised": on_raised, "AuctionPassed": on_passed}
