"""What happens when a seat misses its deadline.

At the action prompt the seat takes Exchange and discards its highest-priced card (then
down to 8, highest-priced first); every further question of that same turn is answered
with the safe default below, so the game moves on. A seat that owes an answer during
someone else's turn (a discard, a card to give up) answers with the same defaults.
"""

from __future__ import annotations

from typing import Any

from games.engine import Answer, Event, Rng
from games.rules.wondrous_museum.bots import minimal_payment
from games.rules.wondrous_museum.card_set import card
from games.rules.wondrous_museum.effects.base import Question
from games.rules.wondrous_museum.evolve import evolve
from games.rules.wondrous_museum.flow import decide, pending


def _price_desc(ids: list[str]) -> list[str]:
    return sorted(ids, key=lambda c: (-card(c)["price"], c))


def default_answer(q: Question) -> tuple[str, ...]:
    """The rulebook-safe answer to one question (ruling R12)."""
    ids = [i for i, _ in q.options]
    if q.kind == "action":
        return ("exchange",)
    if q.kind == "opening":
        return ()
    if q.kind == "discard":
        return tuple(_price_desc(ids)[: q.min])
    if q.kind == "payment":
        cards = sorted(
            (i for i in ids if i.startswith("h-")), key=lambda i: (card(i[2:])["price"], i)
        )
        tokens = sorted(
            (i for i in ids if i.startswith("t-")), key=lambda i: (q.data["values"][i], i)
        )
        return tuple(minimal_payment(q, cards + tokens))
    if q.kind == "place":
        return ("right",) if "right" in ids else (ids[0],)
    if q.kind == "effect":
        return ("skip",)
    return tuple(ids[: max(1, q.min)])


def timeout_events(state: dict[str, Any], seat: int, rng: Rng) -> list[Event]:
    """Answer every question the seat owes now, until the turn passes or someone else
    must decide."""
    events: list[Event] = []
    for _ in range(200):
        found = pending(state)
        if found is None or found[1].seat != seat:
            break
        q = found[1]
        if events and q.kind in ("action", "opening"):
            break
        new = decide(state, seat, Answer(choices=default_answer(q)), rng)
        for event in new:
            state = evolve(state, event)
        events.extend(new)
    return events
