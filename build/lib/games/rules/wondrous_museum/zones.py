"""Moving cards between the deck, the discard pile, hands and the Open Market.

These functions compute events from the state without applying them. Randomness (shuffling
the discard pile into a new deck) happens here, in ``decide``, and its outcome is written
into a ``DeckReshuffled`` event whose order is secret to everyone.
"""

from __future__ import annotations

from typing import Any

from games.engine import Event, Rng
from games.rules.wondrous_museum.card_set import MARKET_SIZE
from games.rules.wondrous_museum.context import ev


def _reshuffle(discard: list[str], rng: Rng) -> tuple[list[str], Event]:
    deck = rng.shuffled(discard)
    # The event keeps its own copy: the caller goes on drawing from ``deck``.
    return deck, ev("DeckReshuffled", count=len(deck), secret={"deck": list(deck)}, secret_to=())


def draw(state: dict[str, Any], seat: int, n: int, rng: Rng) -> tuple[list[Event], int]:
    """Events for ``seat`` drawing ``n`` cards, reshuffling the discard pile when the deck
    runs out and stopping when both are empty. Returns (events, cards drawn)."""
    deck = list(state["deck"])
    discard = list(state["discard"])
    events: list[Event] = []
    batch: list[str] = []
    total = 0
    while total < n:
        if not deck:
            if not discard:
                break
            if batch:
                events.append(_drawn(seat, batch))
                batch = []
            deck, shuffled = _reshuffle(discard, rng)
            discard = []
            events.append(shuffled)
        batch.append(deck.pop(0))
        total += 1
    if batch:
        events.append(_drawn(seat, batch))
    return events, total


def _drawn(seat: int, cards: list[str]) -> Event:
    return ev(
        "CardsDrawn",
        actor=seat,
        seat=seat,
        n=len(cards),
        secret={"cards": cards},
        secret_to=(seat,),
    )


def refill_needed(state: dict[str, Any]) -> bool:
    """Whether sliding or refilling would change the Open Market."""
    market = state["market"]
    cards = [c for c in market if c]
    compact = cards + [None] * (MARKET_SIZE - len(cards))
    if compact != market:
        return True
    return len(cards) < MARKET_SIZE and bool(state["deck"] or state["discard"])


def refill(state: dict[str, Any], rng: Rng) -> list[Event]:
    """Slide the Open Market's cards away from the deck, then fill the empty slots nearest
    the +1 token first ("right to left"), reshuffling the discard pile if the deck runs
    out; with both empty, only slide (rulebook "Open Market")."""
    cards = [c for c in state["market"] if c]
    deck = list(state["deck"])
    discard = list(state["discard"])
    events: list[Event] = []
    drawn: list[str] = []
    while len(cards) < MARKET_SIZE:
        if not deck:
            if not discard:
                break
            events.append(_market(cards, drawn))
            drawn = []
            deck, shuffled = _reshuffle(discard, rng)
            discard = []
            events.append(shuffled)
        card_id = deck.pop(0)
        cards.append(card_id)
        drawn.append(card_id)
    events.append(_market(cards, drawn))
    return events


def _market(cards: list[str], drawn: list[str]) -> Event:
    slots = list(cards) + [None] * (MARKET_SIZE - len(cards))
    return ev("MarketRefilled", market=slots, drawn=list(drawn))


def lowest_slot(state: dict[str, Any]) -> int | None:
    """The filled Open Market slot with the lowest commission (nearest the +1 token)."""
    for i, c in enumerate(state["market"]):
        if c:
            return i
    return None
