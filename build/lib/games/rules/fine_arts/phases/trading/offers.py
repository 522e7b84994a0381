"""Trade offers: what an offer holds, how it reads, and whether a hand can meet it.

An offer names both sides (see RULINGS.md, "Trade offers"): the exact cards the offering
seat gives, and what it asks for in return, by source, because the other hand is hidden:
``want`` maps a source key (or ``"any"``: a card of the giver's choice) to a number of cards.
The seat that accepts chooses which of its cards meet the request.

An open offer is a dict: ``{"id", "from", "to", "give": [card ids], "want": {kind: n}}``.
"""

from __future__ import annotations

from typing import Any

from games.engine.rng import Rng
from games.rules.fine_arts.cards import REVENUE, SOURCES, revenue_labels, sorted_revenue
from games.rules.fine_arts.state import seat_name

ANY = "any"
WANT_KINDS: tuple[str, ...] = (*SOURCES, ANY)


def want_total(want: dict[str, int]) -> int:
    return sum(want.values())


def want_text(want: dict[str, int], *, whose: str) -> str:
    """'1 Grants card and 2 cards of your choice' (``whose``: 'your' or 'their')."""
    parts = []
    for kind in WANT_KINDS:
        n = want.get(kind, 0)
        if not n:
            continue
        plural = "s" if n > 1 else ""
        if kind == ANY:
            parts.append(f"{n} card{plural} of {whose} choice")
        else:
            parts.append(f"{n} {SOURCES[kind]} card{plural}")
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + " and " + parts[-1]


def meets(cards: list[str], want: dict[str, int]) -> bool:
    """True if ``cards`` is exactly what ``want`` asks for: the right number of cards, with at
    least the named number of each named source (the rest fill the 'any' places)."""
    if len(cards) != want_total(want):
        return False
    counts: dict[str, int] = {}
    for card in cards:
        source = REVENUE[card].source
        counts[source] = counts.get(source, 0) + 1
    return all(counts.get(kind, 0) >= n for kind, n in want.items() if kind != ANY)


def can_meet(hand: list[str], want: dict[str, int]) -> bool:
    """True if some cards of ``hand`` meet ``want``."""
    if len(hand) < want_total(want):
        return False
    counts: dict[str, int] = {}
    for card in hand:
        source = REVENUE[card].source
        counts[source] = counts.get(source, 0) + 1
    return all(counts.get(kind, 0) >= n for kind, n in want.items() if kind != ANY)


def forced_cards(hand: list[str], want: dict[str, int]) -> list[str] | None:
    """The only cards of ``hand`` that meet ``want``, if there is exactly one way; else None.

    Forced when the whole hand is asked for, or when nothing is 'any' and the hand holds
    exactly the asked number of each named source.
    """
    if not can_meet(hand, want):
        return None
    if len(hand) == want_total(want):
        return list(hand)
    if want.get(ANY, 0):
        return None
    picked = [c for c in hand if REVENUE[c].source in want]
    return picked if len(picked) == want_total(want) else None


def cheapest_cards(hand: list[str], want: dict[str, int]) -> list[str]:
    """The lowest-valued cards of ``hand`` that meet ``want`` (caller checked ``can_meet``)."""
    by_value = sorted(hand, key=lambda c: REVENUE[c].value)
    picked: list[str] = []
    for kind, n in want.items():
        if kind != ANY:
            picked += [c for c in by_value if REVENUE[c].source == kind][:n]
    rest = [c for c in by_value if c not in picked]
    return picked + rest[: want.get(ANY, 0)]


def random_want(hand_size: int, rng: Rng) -> dict[str, int]:
    """A small random request (for bots): one or two cards, by source or of any source."""
    want: dict[str, int] = {}
    for _ in range(min(hand_size, rng.randint(1, 2))):
        kind = rng.choice(WANT_KINDS)
        want[kind] = want.get(kind, 0) + 1
    return want


def offer_text(offer: dict[str, Any], seat: int) -> str:
    """The offer as ``seat`` (one of its two parties) reads it."""
    give = revenue_labels(offer["give"])
    if seat == offer["to"]:
        want = want_text(offer["want"], whose="your")
        return f"{seat_name(offer['from'])} offers {give} for {want}"
    want = want_text(offer["want"], whose="their")
    return f"your {give} to {seat_name(offer['to'])} for {want}"


def offer_summary(offer: dict[str, Any]) -> str:
    """The offer in neutral words, for a note both its parties read."""
    return (
        f"{seat_name(offer['from'])} to {seat_name(offer['to'])}: "
        f"{revenue_labels(offer['give'])} for {want_text(offer['want'], whose='their')}"
    )


def offer_json(offer: dict[str, Any], seat: int) -> dict[str, Any]:
    """An offer for the view of one of its parties, with card details."""
    return {
        "id": offer["id"],
        "from": offer["from"],
        "to": offer["to"],
        "give": [REVENUE[c].to_json() for c in sorted_revenue(offer["give"])],
        "want": dict(offer["want"]),
        "text": offer_text(offer, seat),
    }
