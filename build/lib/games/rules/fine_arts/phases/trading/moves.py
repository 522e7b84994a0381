"""The trading answers (the ``decide`` half of trading) and the trading timeout.

Visibility (rulebook silent; issue and RULINGS.md): every private step is one event type,
``TradeNegotiated``, whose public part says only which seat acted: drafts are secret to their
seat; an offer, its withdrawal or decline are secret to the two traders. A completed trade is
public as "who traded how many cards"; its cards stay secret to the two traders until the
hands are revealed.
"""

from __future__ import annotations

from typing import Any

from games.engine import Answer, Event, IllegalAction
from games.rules.fine_arts.cards import REVENUE
from games.rules.fine_arts.phases.trading.events import find_offer
from games.rules.fine_arts.phases.trading.offers import (
    WANT_KINDS,
    can_meet,
    forced_cards,
    meets,
    want_text,
)
from games.rules.fine_arts.phases.trading.prompts import candidates
from games.rules.fine_arts.state import seat_name


def decide(state: dict[str, Any], seat: int, answer: Answer) -> list[Event]:
    """The events following ``seat``'s answer in its trading loop. Raises IllegalAction."""
    tr = state["trading"]
    choices = list(answer.choices)
    draft = tr["drafts"][seat]
    if "cancel" in choices:
        if len(choices) > 1:
            raise IllegalAction("Choose 'cancel' on its own, or leave it out to go on.")
        if draft is None:
            raise IllegalAction("There is nothing to cancel; choose one of the listed options.")
        return [_draft(state, seat, None)]
    if draft is None:
        if len(choices) != 1:
            raise IllegalAction("Choose exactly one trading action.")
        return _top(state, seat, choices[0])
    if draft["kind"] == "accept":
        return _pick(state, seat, draft, choices)
    if draft.get("to") is None:
        return _to(state, seat, choices)
    if not draft.get("give"):
        return _give(state, seat, draft, choices)
    return _want(state, seat, draft, choices)


def timeout(state: dict[str, Any], seat: int) -> list[Event]:
    """A seat that missed the trading deadline trades nothing: it is done, its offers go."""
    return [finished_event(state, seat, timed_out=True)]


def finished_event(state: dict[str, Any], seat: int, *, timed_out: bool = False) -> Event:
    return Event(
        "TradingFinished",
        {"turn": state["turn"], "seat": seat, "timed_out": timed_out},
        actor=seat,
    )


def negotiated(
    state: dict[str, Any], actor: int, secret_to: tuple[int, ...], action: str, **details: Any
) -> Event:
    """A private negotiation step (``action``: draft, offer, withdraw or decline). Public: only
    that ``actor`` did something in trading; the rest is secret to ``secret_to``."""
    return Event(
        "TradeNegotiated",
        {"turn": state["turn"]},
        secret={"action": action, **details},
        secret_to=secret_to,
        actor=actor,
    )


def _draft(state: dict[str, Any], seat: int, draft: dict[str, Any] | None) -> Event:
    """A step of an offer or acceptance being put together: secret to that seat alone."""
    return negotiated(state, seat, (seat,), "draft", seat=seat, draft=draft)


def _top(state: dict[str, Any], seat: int, choice: str) -> list[Event]:
    tr = state["trading"]
    if choice == "done":
        return [finished_event(state, seat)]
    if choice == "offer":
        others = candidates(state, seat)
        if not others:
            raise IllegalAction("Every other player has finished trading; declare done instead.")
        # With a single possible partner the "to whom" question answers itself.
        to = others[0] if len(others) == 1 else None
        return [_draft(state, seat, {"kind": "offer", "to": to, "give": []})]
    verb, _, offer_id = choice.partition("-")
    offer = find_offer(tr, offer_id)
    if verb not in ("accept", "decline", "withdraw") or offer is None:
        raise IllegalAction(f"'{choice}' is not an open trading action; choose a listed one.")
    if verb == "withdraw":
        if offer["from"] != seat:
            raise IllegalAction("You can only withdraw your own offers.")
        return [_closed("withdraw", state, offer, seat)]
    if offer["to"] != seat:
        raise IllegalAction("That offer was not made to you.")
    if verb == "decline":
        return [_closed("decline", state, offer, seat)]
    hand = state["hands"][seat]
    if not can_meet(hand, offer["want"]):
        raise IllegalAction("You do not hold the cards this offer asks for; decline it instead.")
    forced = forced_cards(hand, offer["want"])
    if forced is not None:
        return [completed_event(state, offer, forced)]
    return [_draft(state, seat, {"kind": "accept", "offer": offer["id"]})]


def _closed(action: str, state: dict[str, Any], offer: dict[str, Any], seat: int) -> Event:
    parties = (offer["from"], offer["to"])
    return negotiated(state, seat, parties, action, offer_id=offer["id"])


def completed_event(state: dict[str, Any], offer: dict[str, Any], got: list[str]) -> Event:
    """The trade of ``offer``, its receiver giving ``got``: public counts, secret cards."""
    return Event(
        "TradeCompleted",
        {
            "turn": state["turn"],
            "from": offer["from"],
            "to": offer["to"],
            "gave_count": len(offer["give"]),
            "got_count": len(got),
        },
        secret={"offer_id": offer["id"], "gave": list(offer["give"]), "got": list(got)},
        secret_to=(offer["from"], offer["to"]),
        actor=offer["to"],
    )


def _to(state: dict[str, Any], seat: int, choices: list[str]) -> list[Event]:
    others = candidates(state, seat)
    wanted = [c.removeprefix("to-") for c in choices]
    if len(wanted) != 1 or not wanted[0].isdigit() or int(wanted[0]) not in others:
        names = ", ".join(seat_name(s) for s in others)
        raise IllegalAction(f"Choose one player still trading to offer to: {names}.")
    return [_draft(state, seat, {"kind": "offer", "to": int(wanted[0]), "give": []})]


def _give(state: dict[str, Any], seat: int, draft: dict[str, Any], choices: list[str]) -> list:
    hand = state["hands"][seat]
    if not choices:
        raise IllegalAction("Choose at least one of your cards to give.")
    for card in choices:
        if card not in hand:
            raise IllegalAction(f"'{card}' is not in your hand; choose cards from your hand.")
    return [_draft(state, seat, {**draft, "give": list(choices)})]


def _want(state: dict[str, Any], seat: int, draft: dict[str, Any], choices: list[str]) -> list:
    want: dict[str, int] = {}
    for choice in choices:
        kind = choice.removeprefix("want-").rpartition("-")[0]
        if not choice.startswith("want-") or kind not in WANT_KINDS:
            raise IllegalAction(f"'{choice}' is not a request; choose 'want-...' options.")
        want[kind] = want.get(kind, 0) + 1
    target = draft["to"]
    held = len(state["hands"][target])
    if not want:
        raise IllegalAction("Ask for at least one card: a trade is cards for cards.")
    if sum(want.values()) > held:
        raise IllegalAction(f"{seat_name(target)} holds only {held} cards; ask for fewer.")
    tr = state["trading"]
    offer = {
        "id": f"o{tr['next_id']}",
        "from": seat,
        "to": target,
        "give": list(draft["give"]),
        "want": want,
    }
    return [negotiated(state, seat, (seat, target), "offer", offer=offer)]


def _pick(state: dict[str, Any], seat: int, draft: dict[str, Any], choices: list[str]) -> list:
    offer = find_offer(state["trading"], draft["offer"])
    hand = state["hands"][seat]
    for card in choices:
        if card not in hand:
            raise IllegalAction(f"'{card}' is not in your hand; choose cards from your hand.")
    if not meets(choices, offer["want"]):
        asked = want_text(offer["want"], whose="your")
        chosen = ", ".join(REVENUE[c].label for c in choices)
        raise IllegalAction(f"The offer asks for {asked}; {chosen} does not match. Choose again.")
    return [completed_event(state, offer, list(choices))]
