"""Building exact table situations for the rule tests, and playing answers into them.

A state is a plain dict, so a test sets up a museum by moving cards out of wherever setup
put them; ``fix`` then restores the token supply so every conservation law still holds.
"""

from __future__ import annotations

from typing import Any

from games.engine import Answer, Event
from games.engine.rng import Rng
from games.rules.wondrous_museum import RULES
from games.rules.wondrous_museum.card_set import TOKEN_SUPPLY
from games.rules.wondrous_museum.flow import pending
from games.rules.wondrous_museum.invariants import check

GATE = "GATE"
FIRST_PAIR = "botanical-specimens+sculpture-art"


def new_game(seats: int = 2, seed: str = "test", **options: Any) -> dict[str, Any]:
    """A freshly set-up game (waiting for the opening redraws)."""
    opts = RULES.clean_options({"themes": FIRST_PAIR, **options}, seats)
    state = RULES.initial_state()
    for event in RULES.setup(seats, opts, Rng(seed)):
        state = RULES.evolve(state, event)
    return state


def play(
    state: dict[str, Any], seat: int, *choices: str, seed: str = "x"
) -> tuple[dict[str, Any], list[Event]]:
    """Answer the pending question of ``seat``; the new state and the events."""
    events = RULES.decide(state, seat, Answer(choices=tuple(choices)), Rng(seed))
    for event in events:
        state = RULES.evolve(state, event)
        check(state)
    return state, events


def question(state: dict[str, Any]):
    """(seat, Question) pending now, or None."""
    found = pending(state)
    return None if found is None else (found[1].seat, found[1])


def option_ids(state: dict[str, Any]) -> list[str]:
    return [i for i, _ in pending(state)[1].options]


def started(seats: int = 2, seed: str = "test", **options: Any) -> dict[str, Any]:
    """A game past the opening redraws (everyone kept their hand): first player to act."""
    state = new_game(seats, seed, **options)
    while True:
        seat, q = question(state)
        if q.kind != "opening":
            return state
        state, _ = play(state, seat)


def take_out(state: dict[str, Any], card_id: str) -> None:
    """Remove a card from wherever it is (in place: ``state`` must be a private copy)."""
    for zone in ("deck", "discard", "black_market", "left_out"):
        if card_id in state[zone]:
            state[zone] = [c for c in state[zone] if c != card_id]
            return
    if card_id in state["market"]:
        state["market"] = [None if c == card_id else c for c in state["market"]]
        return
    for p in state["players"]:
        if card_id in p["hand"]:
            p["hand"] = [c for c in p["hand"] if c != card_id]
            return
        for e in p["row"]:
            if e["id"] == card_id:
                p["row"] = [x for x in p["row"] if x["id"] != card_id]
                return
            if e.get("scroll") == card_id:
                e["scroll"] = None
                return
    raise AssertionError(f"{card_id} is not in the game")


def _copy(state: dict[str, Any]) -> dict[str, Any]:
    import copy

    return copy.deepcopy(state)


def _dispose(state: dict[str, Any], card_id: str) -> None:
    state["discard"] = [*state["discard"], card_id]


def set_museum(
    state: dict[str, Any], seat: int, cards: list, gate_tokens: int | None = None
) -> dict[str, Any]:
    """Replace a museum row. ``cards`` holds card ids, (id, tokens) or (id, tokens, scroll),
    and GATE where the Gate stands. Displaced exhibits go to the discard pile."""
    state = _copy(state)
    p = state["players"][seat]
    gate = next(e for e in p["row"] if e["id"].startswith("gate"))
    for e in p["row"]:
        if e is not gate:
            _dispose(state, e["id"])
            if e.get("scroll"):
                _dispose(state, e["scroll"])
    p["row"] = [gate]
    row = []
    for item in cards:
        if item == GATE:
            row.append({**gate, "tokens": gate["tokens"] if gate_tokens is None else gate_tokens})
            continue
        spec = (item,) if isinstance(item, str) else tuple(item)
        cid = spec[0]
        tokens = spec[1] if len(spec) > 1 else 0
        scroll = spec[2] if len(spec) > 2 else None
        take_out(state, cid)
        if scroll:
            take_out(state, scroll)
        row.append({"id": cid, "tokens": tokens, "scroll": scroll})
    p["row"] = row
    return fix(state)


def set_hand(state: dict[str, Any], seat: int, cards: list[str]) -> dict[str, Any]:
    state = _copy(state)
    p = state["players"][seat]
    old = p["hand"]
    p["hand"] = []
    state["deck"] = [*old, *state["deck"]]
    for cid in cards:
        take_out(state, cid)
    p["hand"] = list(cards)
    return fix(state)


def set_market(state: dict[str, Any], cards: list[str | None]) -> dict[str, Any]:
    state = _copy(state)
    old = [c for c in state["market"] if c]
    state["market"] = [None] * 5
    state["deck"] = [*old, *state["deck"]]
    for cid in cards:
        if cid:
            take_out(state, cid)
    state["market"] = list(cards)
    return fix(state)


def set_deck_top(state: dict[str, Any], cards: list[str]) -> dict[str, Any]:
    state = _copy(state)
    for cid in cards:
        take_out(state, cid)
    state["deck"] = [*cards, *state["deck"]]
    return fix(state)


def fix(state: dict[str, Any]) -> dict[str, Any]:
    """Restore the token supply after a test moved tokens by hand; check the laws."""
    placed = sum(e["tokens"] for p in state["players"] for e in p["row"])
    state["supply"] = TOKEN_SUPPLY - placed - state["date_tokens"]
    check(state)
    return state


def tokens(state: dict[str, Any], seat: int) -> dict[str, int]:
    return {e["id"]: e["tokens"] for e in state["players"][seat]["row"]}


def row_ids(state: dict[str, Any], seat: int) -> list[str]:
    return [e["id"] for e in state["players"][seat]["row"]]


def types_of(events: list[Event]) -> list[str]:
    return [e.type for e in events]


def resolve_all(state: dict[str, Any], seat: int) -> dict[str, Any]:
    """Answer every pending 'effect' question of ``seat`` by resolving its first effect,
    and every forced-choice question by its first option, until another kind comes."""
    while True:
        found = question(state)
        if found is None or found[0] != seat:
            return state
        q = found[1]
        if q.kind == "effect":
            state, _ = play(state, seat, q.options[0][0])
        elif q.kind in ("target", "museum", "order", "count", "option", "slot", "rune", "name"):
            state, _ = play(state, seat, *[o for o, _ in q.options[: max(1, q.min)]])
        else:
            return state


def pay(state: dict[str, Any], seat: int) -> dict[str, Any]:
    """Answer a payment question with a minimal payment, items taken in option order."""
    from games.rules.wondrous_museum.bots import minimal_payment

    q = question(state)[1]
    return play(state, seat, *minimal_payment(q, [o for o, _ in q.options]))[0]
