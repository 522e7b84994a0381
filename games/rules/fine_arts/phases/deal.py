"""Revenue phase, first half: shuffle, deal 7 each, discard up to 3 and draw replacements.

Rulebook "REVENUE PHASE": "Shuffle the Revenue Deck. Each player is dealt 7 cards from the
revenue deck. Each player may discard up to 3 cards and draw replacements."
Every revenue card is discarded at the end of each bidding phase, so each turn's shuffle is
of the whole 60-card deck. All seats answer the discard prompt at once; each answer draws its
replacements from the top of the deck at once (a deck of 60 always covers 6 x 7 + 6 x 3).
Discards are face down: only the discarding seat sees which cards went and came.
"""

from __future__ import annotations

from typing import Any

from games.engine import Answer, Event, IllegalAction, Option, Prompt
from games.engine.rng import Rng
from games.rules.fine_arts.cards import REVENUE, REVENUE_IDS, sorted_revenue
from games.rules.fine_arts.constants import HAND_SIZE, MAX_DISCARD
from games.rules.fine_arts.state import replace_item

# --- automatic events ----------------------------------------------------------------------


def begin_turn_events(state: dict[str, Any], rng: Rng) -> list[Event]:
    """Start the next turn: shuffle all 60 revenue cards (order secret) and deal 7 each."""
    turn = state["turn"] + 1
    order = rng.shuffled(REVENUE_IDS)
    events = [
        Event("TurnBegan", {"turn": turn}),
        Event(
            "RevenueDeckShuffled",
            {"turn": turn, "count": len(order)},
            secret={"order": order},
            secret_to=(),  # nobody may know the deck order
        ),
    ]
    for seat in range(state["seats"]):
        cards = order[seat * HAND_SIZE : (seat + 1) * HAND_SIZE]
        events.append(
            Event(
                "RevenueDealt",
                {"turn": turn, "seat": seat, "count": len(cards)},
                secret={"cards": cards},
                secret_to=(seat,),
            )
        )
    return events


def advance(state: dict[str, Any]) -> list[Event]:
    """Once every seat has answered the discard step, trading opens."""
    if all(state["replaced"]):
        return [Event("TradingBegan", {"turn": state["turn"]})]
    return []


# --- the discard prompt ---------------------------------------------------------------------


def asked(state: dict[str, Any], seat: int) -> str | None:
    """The id of the discard prompt ``seat`` owes, or None."""
    return None if state["replaced"][seat] else f"t{state['turn']}-discard"


def prompt(state: dict[str, Any], seat: int) -> Prompt | None:
    pid = asked(state, seat)
    if pid is None:
        return None
    hand = sorted_revenue(state["hands"][seat])
    return Prompt(
        id=pid,
        seat=seat,
        text=(
            f"Turn {state['turn']}, revenue phase. Choose up to {MAX_DISCARD} revenue cards to "
            "discard face down; you draw as many replacements from the deck. "
            "Choose none to keep your hand as dealt."
        ),
        options=tuple(Option(c, REVENUE[c].label) for c in hand),
        min=0,
        max=min(MAX_DISCARD, len(hand)),
        hint={"step": "discard"},
    )


def decide(state: dict[str, Any], seat: int, answer: Answer) -> list[Event]:
    """Discard the chosen cards (at most 3 of your hand) and draw as many from the top."""
    cards = list(answer.choices)
    hand = state["hands"][seat]
    if len(cards) > MAX_DISCARD:
        raise IllegalAction(f"You may discard at most {MAX_DISCARD} cards; choose fewer.")
    for card in cards:
        if card not in hand:
            raise IllegalAction(f"'{card}' is not in your hand; choose cards from your hand.")
    return [replacement_event(state, seat, cards)]


def replacement_event(state: dict[str, Any], seat: int, cards: list[str]) -> Event:
    """The face-down discard of ``cards`` and the draw of as many from the top of the deck."""
    drawn = state["revenue_deck"][: len(cards)]
    return Event(
        "RevenueCardsReplaced",
        {"turn": state["turn"], "seat": seat, "count": len(cards)},
        secret={"discarded": list(cards), "drawn": drawn},
        secret_to=(seat,),
        actor=seat,
    )


# --- evolve -------------------------------------------------------------------------------


def on_turn_began(s: dict[str, Any], d: dict[str, Any]) -> dict[str, Any]:
    n = s["seats"]
    if s["turn"]:
        # The last turn's bidding stays on show while the new turn is played.
        s["last_bidding"] = {
            "turn": s["turn"],
            "awards": s["awards"],
            "bids": s["bids_revealed"],
        }
    s.update(
        turn=d["turn"],
        phase="discard",
        replaced=[False] * n,
        trading=None,
        reveal=None,
        keep=None,
        sealed=None,
        bids_revealed=None,
        auction=None,
        awards=[],
    )
    return s


def on_deck_shuffled(s: dict[str, Any], d: dict[str, Any]) -> dict[str, Any]:
    # The whole deck is gathered and shuffled: hands and discards are empty at a turn start.
    s["revenue_deck"] = list(d["order"])
    s["revenue_discard"] = []
    s["hands"] = [[] for _ in range(s["seats"])]
    return s


def on_dealt(s: dict[str, Any], d: dict[str, Any]) -> dict[str, Any]:
    cards, deck = d["cards"], s["revenue_deck"]
    if deck[: len(cards)] == cards:  # dealt from the top, as ``begin_turn_events`` deals
        s["revenue_deck"] = deck[len(cards) :]
    else:
        dealt = set(cards)
        s["revenue_deck"] = [c for c in deck if c not in dealt]
    s["hands"] = replace_item(s["hands"], d["seat"], list(cards))
    return s


def on_replaced(s: dict[str, Any], d: dict[str, Any]) -> dict[str, Any]:
    seat, gone, drawn = d["seat"], set(d["discarded"]), d["drawn"]
    hand = [c for c in s["hands"][seat] if c not in gone] + list(drawn)
    s["hands"] = replace_item(s["hands"], seat, hand)
    s["revenue_deck"] = s["revenue_deck"][len(drawn) :]
    s["revenue_discard"] = s["revenue_discard"] + list(d["discarded"])
    s["replaced"] = replace_item(s["replaced"], seat, True)
    return s


HANDLERS = {
    "TurnBegan": on_turn_began,
    "RevenueDeckShuffled": on_deck_shuffled,
    "RevenueDealt": on_dealt,
    "RevenueCardsReplaced": on_replaced,
}
