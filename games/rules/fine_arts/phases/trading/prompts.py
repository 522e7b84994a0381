"""The trading prompts: one loop per seat, all seats at the same time.

At the top of the loop a seat may make an offer, accept or decline an offer made to it,
withdraw its own open offer, or declare itself done. Making an offer is a chain of prompts
(to whom, which of my cards, what I ask for); accepting may need one more (which of my cards
meet the request). ``cancel`` leaves a chain. The prompt id carries the seat's step counter,
so an answer to a prompt that has since changed (an offer arrived, a card left the hand) is
refused as stale.
"""

from __future__ import annotations

from typing import Any

from games.engine import Option, Prompt
from games.rules.fine_arts.cards import REVENUE, SOURCES, revenue_labels, sorted_revenue
from games.rules.fine_arts.phases.trading.offers import (
    ANY,
    WANT_KINDS,
    can_meet,
    offer_text,
    want_text,
)
from games.rules.fine_arts.state import seat_name

CANCEL = Option("cancel", "Cancel: go back without trading")


def candidates(state: dict[str, Any], seat: int) -> list[int]:
    """Seats ``seat`` may offer a trade to: every other seat still trading."""
    done = state["trading"]["done"]
    return [s for s in range(state["seats"]) if s != seat and not done[s]]


def asked(state: dict[str, Any], seat: int) -> str | None:
    """The id of the trading prompt ``seat`` owes (its step counter in it), or None."""
    tr = state["trading"]
    if tr["done"][seat]:
        return None
    return f"t{state['turn']}-trade-s{seat}-{tr['steps'][seat]}"


def prompt(state: dict[str, Any], seat: int) -> Prompt | None:
    pid = asked(state, seat)
    if pid is None:
        return None
    tr = state["trading"]
    draft = tr["drafts"][seat]
    if draft is None:
        return _top(state, seat, pid)
    if draft["kind"] == "accept":
        return _pick(state, seat, pid, draft)
    if draft.get("to") is None:
        return _to(state, seat, pid)
    if not draft.get("give"):
        return _give(state, seat, pid, draft)
    return _want(state, seat, pid, draft)


def _top(state: dict[str, Any], seat: int, pid: str) -> Prompt:
    tr = state["trading"]
    hand = state["hands"][seat]
    options = []
    if candidates(state, seat) and hand:
        options.append(Option("offer", "Make a trade offer to another player"))
    incoming = [o for o in tr["offers"] if o["to"] == seat]
    for offer in incoming:
        text = offer_text(offer, seat)
        if can_meet(hand, offer["want"]):
            options.append(Option(f"accept-{offer['id']}", f"Accept offer {offer['id']}: {text}"))
            options.append(Option(f"decline-{offer['id']}", f"Decline offer {offer['id']}: {text}"))
        else:
            options.append(
                Option(
                    f"decline-{offer['id']}",
                    f"Decline offer {offer['id']}: {text} (you cannot meet its request)",
                )
            )
    for offer in tr["offers"]:
        if offer["from"] == seat:
            options.append(
                Option(
                    f"withdraw-{offer['id']}",
                    f"Withdraw offer {offer['id']}: {offer_text(offer, seat)}",
                )
            )
    options.append(
        Option("done", "I am done trading (my open offers stay open until trading ends)")
    )
    waiting = f" {len(incoming)} offer(s) to you await an answer." if incoming else ""
    return Prompt(
        id=pid,
        seat=seat,
        text=(
            f"Turn {state['turn']}, trading. Your hand: {revenue_labels(hand)}.{waiting} "
            "Trade cards for cards, or declare that you are done trading."
        ),
        options=tuple(options),
        hint={"step": "trade"},
    )


def _to(state: dict[str, Any], seat: int, pid: str) -> Prompt:
    options = [
        Option(f"to-{s}", f"{seat_name(s)} ({len(state['hands'][s])} cards)")
        for s in candidates(state, seat)
    ]
    return Prompt(
        id=pid,
        seat=seat,
        text="New trade offer: whom do you offer a trade to?",
        options=(*options, CANCEL),
        hint={"step": "offer-to"},
    )


def _give(state: dict[str, Any], seat: int, pid: str, draft: dict[str, Any]) -> Prompt:
    hand = sorted_revenue(state["hands"][seat])
    return Prompt(
        id=pid,
        seat=seat,
        text=f"New trade offer to {seat_name(draft['to'])}: which of your cards do you give?",
        options=(*(Option(c, REVENUE[c].label) for c in hand), CANCEL),
        min=1,
        max=max(1, len(hand)),
        hint={"step": "offer-give"},
    )


def _want(state: dict[str, Any], seat: int, pid: str, draft: dict[str, Any]) -> Prompt:
    target = draft["to"]
    cap = len(state["hands"][target])
    options = []
    for kind in WANT_KINDS:
        what = "card of their choice" if kind == ANY else f"{SOURCES[kind]} card"
        for k in range(1, cap + 1):
            nth = "a" if k == 1 else f"another (#{k})"
            options.append(Option(f"want-{kind}-{k}", f"Ask for {nth} {what}"))
    return Prompt(
        id=pid,
        seat=seat,
        text=(
            f"New trade offer to {seat_name(target)}: you give {revenue_labels(draft['give'])}. "
            f"What do you ask for in return? Their hand is hidden, so ask by source, or for "
            f"cards of their choice; each option is one card (they hold {cap})."
        ),
        options=(*options, CANCEL),
        min=1,
        max=max(1, cap),
        hint={"step": "offer-want"},
    )


def _pick(state: dict[str, Any], seat: int, pid: str, draft: dict[str, Any]) -> Prompt:
    offer = next(o for o in state["trading"]["offers"] if o["id"] == draft["offer"])
    hand = sorted_revenue(state["hands"][seat])
    return Prompt(
        id=pid,
        seat=seat,
        text=(
            f"Accepting offer {offer['id']}: {offer_text(offer, seat)}. "
            f"Choose the cards you give: {want_text(offer['want'], whose='your')}."
        ),
        options=(*(Option(c, REVENUE[c].label) for c in hand), CANCEL),
        min=1,
        max=max(1, len(hand)),
        hint={"step": "accept-pick"},
    )
