"""Bidding by secret bid (the default, option ``bidding: sealed``).

Rulebook "BIDDING PHASE": "Each player can bid on one or more Collections ... Highest Bid
Wins. (In case of a tie, flip a coin) ... A single revenue card cannot be divided; it must be
used to bid on one collection. A player may use one or more Revenue cards to bid on a single
collection."
Every seat answers one prompt at once: each option puts one of its revenue cards on one of
the 5 collections; each card may be used at most once. Bids stay sealed until all are in.
"""

from __future__ import annotations

from typing import Any

from games.engine import Answer, Event, IllegalAction, Option, Prompt
from games.engine.rng import Rng
from games.rules.fine_arts.cards import COLLECTIONS, REVENUE, sorted_revenue
from games.rules.fine_arts.phases.bidding import (
    returned_event,
    unclaimed_event,
    won_event,
)
from games.rules.fine_arts.state import replace_item


def option_id(card: str, collection: str) -> str:
    return f"{card}@{collection}"


# Every (card, collection) option, built once: the bid prompt is rebuilt for every answer.
_OPTIONS: dict[tuple[str, str], Option] = {}


def bid_option(card: str, collection: str) -> Option:
    """'Grants 7 -> Impressionism (Late Western 10)', id 'grants-7@impressionism'."""
    key = (card, collection)
    option = _OPTIONS.get(key)
    if option is None:
        label = f"{REVENUE[card].label} -> {COLLECTIONS[collection].label}"
        option = _OPTIONS[key] = Option(option_id(card, collection), label)
    return option


def asked(state: dict[str, Any], seat: int) -> str | None:
    """The id of the bid prompt ``seat`` owes, or None."""
    return None if state["sealed"][seat] is not None else f"t{state['turn']}-bid"


def prompt(state: dict[str, Any], seat: int) -> Prompt | None:
    pid = asked(state, seat)
    if pid is None:
        return None
    hand = sorted_revenue(state["hands"][seat])
    options = [bid_option(c, k) for c in hand for k in state["display"]]
    return Prompt(
        id=pid,
        seat=seat,
        text=(
            f"Turn {state['turn']}, sealed bids. Put each of your revenue cards on at most one "
            "collection (several cards may go on one collection; a card cannot be split). "
            "Cards you leave out are not bid. Highest total wins each collection; ties are "
            "broken by a coin flip. All revenue cards are discarded after the bidding."
        ),
        options=tuple(options),
        min=0,
        max=len(options),
        hint={"step": "sealed-bid"},
    )


def parse_bid(state: dict[str, Any], seat: int, choices: list[str]) -> dict[str, str]:
    """{card: collection} from the chosen options. Raises IllegalAction on a card used twice,
    a card not held, or a collection not up for bid."""
    bid: dict[str, str] = {}
    hand = state["hands"][seat]
    for choice in choices:
        card, _, target = choice.partition("@")
        if card not in hand:
            raise IllegalAction(f"'{card}' is not one of your revenue cards; bid with your own.")
        if target not in state["display"]:
            raise IllegalAction(f"'{target}' is not up for bid; choose one of the 5 collections.")
        if card in bid:
            raise IllegalAction(
                f"{REVENUE[card].label} is on two collections; a revenue card cannot be divided, "
                "so put it on one collection only."
            )
        bid[card] = target
    return bid


def decide(state: dict[str, Any], seat: int, answer: Answer) -> list[Event]:
    return [sealed_event(state, seat, parse_bid(state, seat, list(answer.choices)))]


def sealed_event(state: dict[str, Any], seat: int, bid: dict[str, str]) -> Event:
    return Event(
        "BidSealed",
        {"turn": state["turn"], "seat": seat},
        secret={"bid": bid},
        secret_to=(seat,),
        actor=seat,
    )


def timeout(state: dict[str, Any], seat: int) -> list[Event]:
    """A seat that misses the deadline bids nothing."""
    return [sealed_event(state, seat, {})]


def totals_for(bids: list[dict[str, str]], collection: str) -> dict[int, int]:
    """Each seat's total bid on ``collection`` (seats that did not bid on it left out)."""
    totals: dict[int, int] = {}
    for seat, bid in enumerate(bids):
        for card, target in bid.items():
            if target == collection:
                totals[seat] = totals.get(seat, 0) + REVENUE[card].value
    return totals


def advance(state: dict[str, Any], rng: Rng) -> list[Event]:
    """Once every bid is in: reveal them, award each collection (coin flip on a tie, drawn
    here and written into the event), discard unbid collections and all revenue cards."""
    bids = state["sealed"]
    if any(b is None for b in bids):
        return []
    events = [Event("BidsRevealed", {"turn": state["turn"], "bids": [dict(b) for b in bids]})]
    for collection in state["display"]:
        totals = totals_for(bids, collection)
        if not totals:
            events.append(unclaimed_event(state, collection))
            continue
        best = max(totals.values())
        tied = sorted(s for s, t in totals.items() if t == best)
        coin = None
        winner = tied[0]
        if len(tied) > 1:
            winner = rng.choice(tied)
            coin = {"between": tied, "winner": winner}
        events.append(
            won_event(
                state,
                collection,
                winner,
                best,
                totals={str(s): t for s, t in sorted(totals.items())},
                coin_flip=coin,
            )
        )
    events.append(returned_event(state))
    return events


# --- evolve ---------------------------------------------------------------------------------


def on_bid_sealed(s: dict[str, Any], d: dict[str, Any]) -> dict[str, Any]:
    s["sealed"] = replace_item(s["sealed"], d["seat"], dict(d["bid"]))
    return s


def on_bids_revealed(s: dict[str, Any], d: dict[str, Any]) -> dict[str, Any]:
    s["bids_revealed"] = [dict(b) for b in d["bids"]]
    return s


HANDLERS = {"BidSealed": on_bid_sealed, "BidsRevealed": on_bids_revealed}
