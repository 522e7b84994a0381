"""What the searching bots need from The Wondrous Museum: the state as one seat may know it
(``determinize``), how good a state is for a seat (``evaluate``), the answers worth
comparing for payments (``candidates``) and where a turn opens (``turn_start``).

Hidden from a seat: the deck order, the other hands, the special cards left out. The
determinized state deals the other hands and the deck again from those cards together,
sorted first so the real arrangement leaves no trace.
"""

from __future__ import annotations

from typing import Any

from games.engine import Answer, Prompt, Rng
from games.rules.wondrous_museum.bots import minimal_payment
from games.rules.wondrous_museum.card_set import END_RATING, MUSEUM_CARDS, card
from games.rules.wondrous_museum.endgame import museum_score
from games.rules.wondrous_museum.flow import pending
from games.rules.wondrous_museum.values import worth

WIN = 100.0  # an ended game: winning outweighs any margin
HAND_CARD = 0.4  # a hand card pays 1 (rulebook "Pay the Cost"), but costs a turn to draw
RUNE = 0.3  # a charged rune: a Show Time still to come (all four flipped: a Day Off)
POTENTIAL = 0.5  # of an exhibit's expected yield (balance model) still to come


def determinize(state: dict[str, Any], seat: int, rng: Rng) -> dict[str, Any]:
    if state.get("phase") != "play":
        return state
    others = [s for s in range(state["n"]) if s != seat]
    pool = list(state["deck"])
    for s in others:
        pool.extend(state["players"][s]["hand"])
    pool = rng.shuffled(sorted(pool))
    players = list(state["players"])
    at = 0
    for s in others:
        size = len(players[s]["hand"])
        players[s] = {**players[s], "hand": pool[at : at + size]}
        at += size
    return {**state, "players": players, "deck": pool[at:], "left_out": sorted(state["left_out"])}


def _design_value(card_id: str) -> float:
    """The card set's balance model: a card is worth 1.4 x price + 1.75 rating over its life."""
    c = card(card_id)
    return 1.4 * c.get("price", 0) + 1.75 if c["flag"] != "gate" else 0.0


def _progress(state: dict[str, Any]) -> float:
    """How near the end is, 0 to 1: the closest museum to either end trigger."""
    near = 0.0
    for p in state["players"]:
        near = max(near, worth(p["row"]) / END_RATING, len(p["row"]) / MUSEUM_CARDS)
    return min(near, 1.0)


def _worth_to(state: dict[str, Any], seat: int, left: float) -> float:
    p = state["players"][seat]
    score = museum_score(p["row"])["total"]
    potential = sum(
        max(0.0, _design_value(e["id"]) - card(e["id"])["base_rating"]) for e in p["row"]
    )
    runes = sum(1 for charged in p["runes"].values() if charged)
    return score + left * (potential * POTENTIAL + RUNE * runes) + HAND_CARD * len(p["hand"])


def evaluate(state: dict[str, Any], seat: int) -> float:
    """My museum against the best other one: ratings now, plus what hand cards, charged
    runes and exhibits' effects are still worth while the game has some way to go."""
    if state.get("phase") == "over" and state.get("final"):
        ratings = state["final"]["ratings"]
        mine = ratings[str(seat)]
        best = max((v for s, v in ratings.items() if s != str(seat)), default=0)
        won = state["final"]["ranks"][str(seat)] == 1
        return (WIN if won else 0.0) + mine - best
    left = 1.0 - _progress(state)
    mine = _worth_to(state, seat, left)
    others = [_worth_to(state, s, left) for s in range(state["n"]) if s != seat]
    return mine - (max(others) if others else 0.0)


def candidates(state: dict[str, Any], seat: int, prompt: Prompt, rng: Rng) -> list[Answer] | None:
    """Payments: the cheapest items first, the dearest first, and a few random orders (each
    trimmed to a minimal payment). Other questions: the engine's default."""
    found = pending(state)
    if found is None or found[1].seat != seat or found[1].kind != "payment":
        return None
    q = found[1]
    ids = [i for i, _ in q.options]
    values = q.data["values"]
    orders = [sorted(ids, key=lambda i: (values[i], i)), sorted(ids, key=lambda i: (-values[i], i))]
    hand_first = sorted(ids, key=lambda i: (not i.startswith("h-"), values[i], i))
    orders += [hand_first, *(rng.shuffled(ids) for _ in range(3))]
    return [Answer(choices=tuple(minimal_payment(q, order))) for order in orders]


def turn_start(prompt: Prompt) -> bool:
    """A turn opens with the choice of an action (acquire, Show Time, exchange); payments,
    placing and effects follow it (the ``strong`` bot searches at the action only)."""
    return prompt.hint.get("kind") == "action"


def figures(state: dict[str, Any]) -> dict[str, float]:
    """The arena's figures: rounds played, and whether the tokens' trigger ended it."""
    if state.get("phase") != "over" or not state.get("end"):
        return {}
    reasons = [r for rs in state["end"]["reasons"].values() for r in rs]
    twenty = any(f"worth {END_RATING}" in r for r in reasons)
    return {"rounds": float(state["round"]), "ended on the twenty-rating trigger": float(twenty)}
