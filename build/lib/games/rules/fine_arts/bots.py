"""Bot answers: a random legal answer for every prompt, built directly (no trial and error).

The engine's generic bot asks this hint first. Bots finish trading quickly: they mostly
declare done, answer incoming offers, and make at most a couple of offers per seat per turn
(the table's offer counter caps it), so random playouts always end.
"""

from __future__ import annotations

from typing import Any

from games.engine import Answer, Prompt
from games.engine.rng import Rng
from games.rules.fine_arts.cards import REVENUE
from games.rules.fine_arts.phases.live_auction import high_total
from games.rules.fine_arts.phases.trading.events import find_offer
from games.rules.fine_arts.phases.trading.offers import cheapest_cards, random_want


def bot_answer(state: dict[str, Any], seat: int, prompt: Prompt, rng: Rng) -> Answer | None:
    step = prompt.hint.get("step")
    maker = _BY_STEP.get(step)
    return None if maker is None else Answer(choices=tuple(maker(state, seat, prompt, rng)))


def _discard(state: dict[str, Any], seat: int, prompt: Prompt, rng: Rng) -> list[str]:
    k = rng.randint(0, prompt.max)
    return [o.id for o in rng.sample(prompt.options, k)]


def _trade(state: dict[str, Any], seat: int, prompt: Prompt, rng: Rng) -> list[str]:
    ids = prompt.option_ids()
    accepts = [i for i in ids if i.startswith("accept-")]
    declines = [i for i in ids if i.startswith("decline-")]
    withdraws = [i for i in ids if i.startswith("withdraw-")]
    may_offer = "offer" in ids and state["trading"]["next_id"] <= 2 * state["seats"]
    r = rng.random()
    if accepts and r < 0.5:
        return [rng.choice(accepts)]
    if declines and r < 0.8:
        return [rng.choice(declines)]
    if withdraws and r < 0.1:
        return [rng.choice(withdraws)]
    if may_offer and r < 0.35:
        return ["offer"]
    return ["done"]


def _offer_to(state: dict[str, Any], seat: int, prompt: Prompt, rng: Rng) -> list[str]:
    return [rng.choice([i for i in prompt.option_ids() if i.startswith("to-")])]


def _offer_give(state: dict[str, Any], seat: int, prompt: Prompt, rng: Rng) -> list[str]:
    hand = state["hands"][seat]
    return rng.sample(hand, min(len(hand), rng.randint(1, 2)))


def _offer_want(state: dict[str, Any], seat: int, prompt: Prompt, rng: Rng) -> list[str]:
    target = state["trading"]["drafts"][seat]["to"]
    want = random_want(len(state["hands"][target]), rng)
    return [f"want-{kind}-{k}" for kind, n in want.items() for k in range(1, n + 1)]


def _accept_pick(state: dict[str, Any], seat: int, prompt: Prompt, rng: Rng) -> list[str]:
    offer = find_offer(state["trading"], state["trading"]["drafts"][seat]["offer"])
    return cheapest_cards(state["hands"][seat], offer["want"])


def _keep(state: dict[str, Any], seat: int, prompt: Prompt, rng: Rng) -> list[str]:
    by_source: dict[str, list[str]] = {}
    for option in prompt.options:
        by_source.setdefault(REVENUE[option.id].source, []).append(option.id)
    return [rng.choice(cards) for cards in by_source.values()]


def _sealed_bid(state: dict[str, Any], seat: int, prompt: Prompt, rng: Rng) -> list[str]:
    display = state["display"]
    return [
        f"{card}@{rng.choice(display)}"
        for card in state["hands"][seat]
        if display and rng.random() < 0.75
    ]


def _auction(state: dict[str, Any], seat: int, prompt: Prompt, rng: Rng) -> list[str]:
    if rng.random() < 0.5:
        return ["pass"]
    high = high_total(state["auction"])
    bid: list[str] = []
    for card in rng.shuffled(state["hands"][seat]):
        bid.append(card)
        if sum(REVENUE[c].value for c in bid) > high:
            return bid
    return ["pass"]


_BY_STEP = {
    "discard": _discard,
    "trade": _trade,
    "offer-to": _offer_to,
    "offer-give": _offer_give,
    "offer-want": _offer_want,
    "accept-pick": _accept_pick,
    "keep": _keep,
    "sealed-bid": _sealed_bid,
    "auction": _auction,
}
