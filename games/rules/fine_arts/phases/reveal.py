"""Revenue phase, end: hands revealed, then one card kept per source.

Rulebook "REVENUE PHASE": "Players reveal their hands. A Player can keep 1 card from each
source (suite). Extra (Duplicate sources) cards are discarded."
A seat holding two or more cards of a source chooses which one to keep; all such seats choose
at once, in secret, and the choices are shown together (``RevenueKept``). A seat with no
duplicates keeps its hand without being asked.
"""

from __future__ import annotations

from typing import Any

from games.engine import Answer, Event, IllegalAction, Option, Prompt
from games.rules.fine_arts.cards import REVENUE, SOURCES, sorted_revenue
from games.rules.fine_arts.state import replace_item


def duplicated_sources(hand: list[str]) -> list[str]:
    """Sources of which ``hand`` holds two or more cards, in printed order."""
    counts: dict[str, int] = {}
    for card in hand:
        source = REVENUE[card].source
        counts[source] = counts.get(source, 0) + 1
    return [s for s in SOURCES if counts.get(s, 0) > 1]


def kept_cards(hand: list[str], chosen: list[str] | None) -> list[str]:
    """The cards kept from ``hand``: the chosen card of each duplicated source, the only card
    of every other source."""
    dup = set(duplicated_sources(hand))
    chosen_set = set(chosen or ())
    return [c for c in hand if REVENUE[c].source not in dup or c in chosen_set]


def highest_per_source(hand: list[str]) -> list[str]:
    """For each duplicated source, its highest card (the timeout's choice)."""
    best: dict[str, str] = {}
    for card in hand:
        source = REVENUE[card].source
        if source not in best or REVENUE[card].value > REVENUE[best[source]].value:
            best[source] = card
    dup = duplicated_sources(hand)
    return [best[s] for s in dup]


# --- automatic events ----------------------------------------------------------------------


def advance_from_trading(state: dict[str, Any]) -> list[Event]:
    """When every seat is done trading, all hands are shown, with this turn's trades."""
    tr = state["trading"]
    if not all(tr["done"]):
        return []
    trades = [
        {"from": t["from"], "to": t["to"], "gave": t["gave"], "got": t["got"]}
        for t in tr["completed"]
    ]
    hands = [sorted_revenue(h) for h in state["hands"]]
    return [Event("HandsRevealed", {"turn": state["turn"], "hands": hands, "trades": trades})]


def advance(state: dict[str, Any]) -> list[Event]:
    """Once every seat with duplicates has chosen, the kept and discarded cards are shown."""
    keep = state["keep"]
    if any(need and keep["choices"][s] is None for s, need in enumerate(keep["needs"])):
        return []
    kept, discarded = [], []
    for seat, hand in enumerate(state["hands"]):
        mine = kept_cards(hand, keep["choices"][seat])
        kept.append(sorted_revenue(mine))
        discarded.append(sorted_revenue([c for c in hand if c not in mine]))
    return [Event("RevenueKept", {"turn": state["turn"], "kept": kept, "discarded": discarded})]


# --- the keep prompt -------------------------------------------------------------------------


def asked(state: dict[str, Any], seat: int) -> str | None:
    """The id of the keep prompt ``seat`` owes, or None."""
    keep = state["keep"]
    if not keep["needs"][seat] or keep["choices"][seat] is not None:
        return None
    return f"t{state['turn']}-keep"


def prompt(state: dict[str, Any], seat: int) -> Prompt | None:
    pid = asked(state, seat)
    if pid is None:
        return None
    hand = state["hands"][seat]
    dup = duplicated_sources(hand)
    options = [
        Option(c, f"Keep {REVENUE[c].label}")
        for c in sorted_revenue(hand)
        if REVENUE[c].source in dup
    ]
    names = ", ".join(SOURCES[s] for s in dup)
    return Prompt(
        id=pid,
        seat=seat,
        text=(
            f"Turn {state['turn']}: hands are revealed. You may keep one card from each source; "
            f"choose the one card to keep for each of: {names}. The others are discarded."
        ),
        options=tuple(options),
        min=len(dup),
        max=len(dup),
        hint={"step": "keep"},
    )


def decide(state: dict[str, Any], seat: int, answer: Answer) -> list[Event]:
    """Keep exactly one card of each source held twice or more. Raises IllegalAction."""
    hand = state["hands"][seat]
    dup = duplicated_sources(hand)
    chosen = list(answer.choices)
    for card in chosen:
        if card not in hand:
            raise IllegalAction(f"'{card}' is not in your hand; choose cards from your hand.")
    sources = [REVENUE[c].source for c in chosen]
    for source in dup:
        if sources.count(source) != 1:
            raise IllegalAction(
                f"Choose exactly one {SOURCES[source]} card to keep (you hold several)."
            )
    if len(chosen) != len(dup):
        raise IllegalAction("Choose only among sources you hold more than one card of.")
    return [keep_event(state, seat, chosen)]


def keep_event(state: dict[str, Any], seat: int, chosen: list[str]) -> Event:
    return Event(
        "KeepChosen",
        {"turn": state["turn"], "seat": seat},
        secret={"keep": list(chosen)},
        secret_to=(seat,),
        actor=seat,
    )


def timeout(state: dict[str, Any], seat: int) -> list[Event]:
    """A seat that misses the deadline keeps its highest card of each source."""
    return [keep_event(state, seat, highest_per_source(state["hands"][seat]))]


# --- evolve ---------------------------------------------------------------------------------


def on_hands_revealed(s: dict[str, Any], d: dict[str, Any]) -> dict[str, Any]:
    s["phase"] = "keep"
    s["trading"] = None  # offers still open lapse: trading is over
    s["reveal"] = {"hands": d["hands"], "trades": d["trades"], "kept": None, "discarded": None}
    needs = [bool(duplicated_sources(h)) for h in s["hands"]]
    s["keep"] = {"needs": needs, "choices": [None] * s["seats"]}
    return s


def on_keep_chosen(s: dict[str, Any], d: dict[str, Any]) -> dict[str, Any]:
    keep = s["keep"]
    s["keep"] = {**keep, "choices": replace_item(keep["choices"], d["seat"], list(d["keep"]))}
    return s


def on_revenue_kept(s: dict[str, Any], d: dict[str, Any]) -> dict[str, Any]:
    s["hands"] = [list(h) for h in d["kept"]]
    s["revenue_discard"] = s["revenue_discard"] + [c for h in d["discarded"] for c in h]
    s["reveal"] = {**s["reveal"], "kept": d["kept"], "discarded": d["discarded"]}
    s["keep"] = None
    s["phase"] = "collections"
    return s


HANDLERS = {
    "HandsRevealed": on_hands_revealed,
    "KeepChosen": on_keep_chosen,
    "RevenueKept": on_revenue_kept,
}
