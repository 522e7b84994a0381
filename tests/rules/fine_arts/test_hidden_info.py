"""Hidden information (issue "Hidden information"), checked at every decision of random games.

For every seat (and a spectator): the view never holds a card id of either deck (deck order
is secret); before the reveal it holds no card of another seat's hand that this seat has not
been shown this turn (an offer made to it, a trade it made); it never holds another seat's
sealed bid before all are in, nor an offer between two other seats. Event redaction: the
public part of an event never repeats a card id of its secret part.
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from games.engine import Event
from games.engine.events import redact
from games.engine.rng import Rng
from games.rules.fine_arts import RULES
from games.rules.fine_arts.cards import COLLECTION_IDS, COLLECTIONS, REVENUE, REVENUE_IDS

from .support import Table

CARD_IDS = frozenset(REVENUE_IDS) | frozenset(COLLECTION_IDS)


_STRING = re.compile(r'"((?:[^"\\]|\\.)*)"')


def tokens(value: Any) -> set[str]:
    """Every string (key or value) of a value serialised to JSON: a card id shows up here
    exactly when the JSON names it (no substring matches: 'grants-1' is not 'grants-10')."""
    return set(_STRING.findall(json.dumps(value)))


_EVENT_CARDS: dict[int, tuple[Event, set[str], set[str]]] = {}


def _event_cards(event: Event) -> tuple[set[str], set[str]]:
    """(public, secret) card ids of an event, worked out once per event."""
    cached = _EVENT_CARDS.get(id(event))
    if cached is None or cached[0] is not event:
        cached = (event, tokens(event.data) & CARD_IDS, tokens(event.secret) & CARD_IDS)
        _EVENT_CARDS[id(event)] = cached
    return cached[1], cached[2]


def seen_this_turn(events: list[Event], seat: int | None, turn: int) -> set[str]:
    """Card ids ``seat`` was shown by this turn's events (redaction: the secret part only
    for the seats it is addressed to)."""
    seen: set[str] = set()
    for event in reversed(events):
        if event.type == "TurnBegan":
            break
        public, secret = _event_cards(event)
        seen |= public
        if seat is not None and seat in event.secret_to:
            seen |= secret
    return seen


def check_views(table: Table) -> None:
    state = table.state
    n = state["seats"]
    deck_ids = set(state["revenue_deck"]) | set(state["collection_deck"])
    for seat in [*range(n), None]:
        view = table.view(seat)
        # The last turn's bidding is public history: its revenue cards were reshuffled since,
        # and knowing they exist says nothing of where they lie now.
        shown = tokens({**view, "last_bidding": None}) & CARD_IDS
        assert not shown & deck_ids, f"seat {seat} sees deck cards"
        text = RULES.describe(state, seat)
        labels = [REVENUE[c].label for c in state["revenue_deck"]]
        labels += [re.escape(COLLECTIONS[c].label) for c in state["collection_deck"]]
        if labels:
            found = re.search(r"\b(" + "|".join(labels) + r")(?![\w])", text)
            assert found is None, f"seat {seat} is told of deck card {found.group(0)}"
        if state["reveal"] is None:
            known = seen_this_turn(table.events, seat, state["turn"])
            for other in range(n):
                if other != seat:
                    leaked = (set(state["hands"][other]) & shown) - known
                    assert not leaked, f"seat {seat} sees seat {other}'s {leaked}"
        bids = view["bids"]
        if bids is not None and not bids["revealed"]:
            assert set(bids) == {"revealed", "submitted", "mine"}
            mine = state["sealed"][seat] if seat is not None else None
            expected = len(set((mine or {}).values()))
            assert len(bids["mine"] or []) == expected
        trading = view["trading"]
        if trading is not None:
            for offer in trading["offers_to_me"] + trading["my_offers"]:
                assert seat in (offer["from"], offer["to"])


def play_and_check(seats: int, bidding: str, seed: str) -> None:
    """A random game, checked at every change of phase and every 8th decision besides."""
    table = Table(seats=seats, bidding=bidding, seed=seed)
    rng = Rng(f"bots-{seed}")
    step, last = 0, None
    while table.phase != "over":
        moment = (table.state["turn"], table.phase)
        if moment != last or step % 8 == 0:
            check_views(table)
            last = moment
        table.bot(min(table.prompts()), rng)
        step += 1
    check_views(table)


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("bidding", ["sealed", "live"])
def test_no_view_ever_shows_a_hidden_card(seats, bidding):
    play_and_check(seats, bidding, f"hidden-{seats}-{bidding}")


# Issue: "Hidden information" - hands, sealed bids and trades travel in event secrets only.
def test_the_public_part_of_an_event_never_repeats_a_card_of_its_secret_part():
    for seats, bidding in [(3, "sealed"), (4, "live")]:
        table = Table(seats=seats, bidding=bidding, seed=f"redact-{seats}")
        rng = Rng("redact")
        while table.phase != "over":
            table.bot(min(table.prompts()), rng)
        for event in table.events:
            if event.secret:
                assert not (tokens(event.data) & tokens(event.secret) & CARD_IDS), event.type
                others = [s for s in range(seats) if s not in event.secret_to]
                for seat in others:
                    assert "secret" not in redact(event.to_json(), seat, finished=False)


# Issue: "hands are secret until the reveal"; rulebook "Players reveal their hands."
def test_hands_are_secret_until_the_reveal():
    table = Table(seats=3, seed="secret-hands")
    for seat in range(3):
        view = table.view(seat)
        for other in range(3):
            if other != seat:
                assert view["players"][other]["hand"] is None
                assert view["players"][other]["hand_count"] == 7
                assert not tokens(view) & set(table.hand(other))
    assert table.view(None)["my_hand"] is None
    dealt = [e for e in table.events if e.type == "RevenueDealt"]
    assert [e.secret_to for e in dealt] == [(0,), (1,), (2,)]


# Issue: "the deck order is secret"; ruling R2.
def test_the_deck_orders_are_never_shown_to_anyone():
    table = Table(seats=2, seed="decks")
    for event in table.events:
        if event.type in ("CollectionDeckShuffled", "RevenueDeckShuffled"):
            assert event.secret_to == ()
            assert "order" not in event.data
    view = table.view(0)
    assert view["decks"] == {
        "revenue": 60 - 14,
        "revenue_discard": 0,
        "collections": 70,
        "collections_discarded": 0,
    }
