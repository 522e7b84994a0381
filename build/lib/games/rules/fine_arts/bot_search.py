"""What the searching bots need from Museum of Fine Arts: the state as one seat may know it
(``determinize``) and how good a state is for a seat (``evaluate``).

Hidden from a seat (see ``view.py``): both deck orders, the revenue discard, the other hands
until the reveal, offers and drafts between other seats, the cards of trades it was not in,
others' keep choices and sealed bids until all are in. The determinized state deals the
unseen revenue cards again (sorted first, so their real places leave no trace), keeping in
their giver's hand the cards of open offers made to this seat; it drops what it cannot see
of others' trading, keep choices and sealed bids (those seats decide again in a search).
"""

from __future__ import annotations

from typing import Any

from games.engine import Answer, Prompt, Rng
from games.rules.fine_arts import contests
from games.rules.fine_arts.cards import COLLECTIONS, REVENUE
from games.rules.fine_arts.constants import SCORING_TURNS
from games.rules.fine_arts.phases.live_auction import high_total

WIN = 100.0
MONEY = 0.04  # a point of revenue in hand: what it may buy later


def determinize(state: dict[str, Any], seat: int, rng: Rng) -> dict[str, Any]:
    if state["phase"] in ("new", "over"):
        return state
    n = state["seats"]
    out = dict(state)
    out["collection_deck"] = rng.shuffled(sorted(state["collection_deck"]))
    hidden_hands = state["reveal"] is None
    others = [s for s in range(n) if s != seat] if hidden_hands else []
    tr = state["trading"]
    pinned: dict[int, list[str]] = {s: [] for s in others}
    if tr is not None:
        for offer in tr["offers"]:
            if offer["to"] == seat and offer["from"] in pinned:
                pinned[offer["from"]].extend(
                    c for c in offer["give"] if c not in pinned[offer["from"]]
                )
    pool = list(state["revenue_deck"]) + list(state["revenue_discard"])
    for s in others:
        pool.extend(c for c in state["hands"][s] if c not in pinned[s])
    pool = rng.shuffled(sorted(pool))
    hands = list(state["hands"])
    at = 0
    for s in others:
        free = len(hands[s]) - len(pinned[s])
        hands[s] = pinned[s] + pool[at : at + free]
        at += free
    discard_size = len(state["revenue_discard"])
    out["hands"] = hands
    out["revenue_discard"] = pool[at : at + discard_size]
    out["revenue_deck"] = pool[at + discard_size :]
    if tr is not None:
        out["trading"] = _trading_seen(tr, seat, hands)
    if state["keep"] is not None:
        choices = [c if s == seat else None for s, c in enumerate(state["keep"]["choices"])]
        out["keep"] = {**state["keep"], "choices": choices}
    if state["sealed"] is not None and state["bids_revealed"] is None:
        out["sealed"] = [b if s == seat else None for s, b in enumerate(state["sealed"])]
    return out


def _trading_seen(tr: dict[str, Any], seat: int, hands: list[list[str]]) -> dict[str, Any]:
    """Trading as ``seat`` sees it: its own offers and drafts, its notes; others' trades
    keep their sizes with cards from the sampled hands."""
    completed = []
    for t in tr["completed"]:
        if seat in (t["from"], t["to"]):
            completed.append(t)
        else:
            completed.append(
                {
                    **t,
                    "gave": hands[t["to"]][: len(t["gave"])],
                    "got": hands[t["from"]][: len(t["got"])],
                }
            )
    return {
        **tr,
        "offers": [o for o in tr["offers"] if seat in (o["from"], o["to"])],
        "drafts": [d if s == seat else None for s, d in enumerate(tr["drafts"])],
        "completed": completed,
        "notes": [x for x in tr["notes"] if seat in x["seats"]],
    }


def _standing(museums: list[list[str]]) -> list[float]:
    """Contest points each seat would score now (a shared contest split)."""
    out = [0.0] * len(museums)
    for contest in contests.score(museums):
        for s in contest["winners"]:
            out[s] += 1.0 / len(contest["winners"])
    return out


def evaluate(state: dict[str, Any], seat: int) -> float:
    """Points so far and the contests held now times the scorings still to come, plus a
    little for money in hand; against the best other seat."""
    n = state["seats"]
    if state["phase"] == "over":
        points = state["points"]
        best = max((p for s, p in enumerate(points) if s != seat), default=0)
        won = state["winners"] is not None and seat in state["winners"]
        return (WIN if won else 0.0) + points[seat] - best
    done = {s["turn"] for s in state["scorings"]} if state["scorings"] else set()
    left = sum(1 for t in SCORING_TURNS if t >= state["turn"] and t not in done)
    standing = _standing(state["museums"])

    def worth(s: int) -> float:
        money = sum(REVENUE[c].value for c in state["hands"][s])
        return state["points"][s] + max(left, 0.5) * standing[s] + MONEY * money

    others = [worth(s) for s in range(n) if s != seat]
    return worth(seat) - (max(others) if others else 0.0)


def _gain(state: dict[str, Any], seat: int, collection: str) -> float:
    """What winning ``collection`` adds to ``seat``'s contest standing now."""
    museums = state["museums"]
    before = _standing(museums)[seat]
    after = _standing([m + [collection] if s == seat else m for s, m in enumerate(museums)])
    return after[seat] - before + 0.01 * COLLECTIONS[collection].rank


def _split(cards: list[str], targets: list[str]) -> list[str]:
    """The cards, dearest first, each onto the target whose total is lowest so far."""
    totals = dict.fromkeys(targets, 0)
    out = []
    for card in sorted(cards, key=lambda c: -REVENUE[c].value):
        target = min(targets, key=lambda t: (totals[t], targets.index(t)))
        totals[target] += REVENUE[card].value
        out.append(f"{card}@{target}")
    return out


def candidates(state: dict[str, Any], seat: int, prompt: Prompt, rng: Rng) -> list[Answer] | None:
    """Answers worth comparing where the options combine: discards, sealed bids, live
    raises, the keep step and trading (bots answer offers and end their trading)."""
    step = prompt.hint.get("step")
    hand = state["hands"][seat]
    by_value = sorted(hand, key=lambda c: (REVENUE[c].value, c))
    if step == "discard":
        return [Answer(choices=tuple(by_value[:k])) for k in range(prompt.max + 1)]
    if step == "sealed-bid":
        display = sorted(state["display"], key=lambda c: -_gain(state, seat, c))
        out = [Answer(choices=())]
        out += [Answer(choices=tuple(f"{c}@{target}" for c in hand)) for target in display]
        for k in (2, 3):
            out.append(Answer(choices=tuple(_split(hand, display[:k]))))
        return out
    if step == "auction":
        high = high_total(state["auction"])
        out = [Answer(choices=("pass",))]
        for order in (by_value, list(reversed(by_value))):
            bid: list[str] = []
            for card in order:
                bid.append(card)
                if sum(REVENUE[c].value for c in bid) > high:
                    out.append(Answer(choices=tuple(bid)))
                    break
        return out
    if step == "keep":
        best: dict[str, str] = {}
        for option in prompt.options:
            card = REVENUE[option.id]
            if card.source not in best or card.value > REVENUE[best[card.source]].value:
                best[card.source] = option.id
        return [Answer(choices=tuple(best.values()))]
    if step == "trade":
        ids = prompt.option_ids()
        keep = [i for i in ids if i == "done" or i.startswith(("accept-", "decline-"))]
        return [Answer(choices=(i,)) for i in keep] or None
    return None
