"""Token values and the passive rules read from cards: stacking, protection, discounts.

Effective value of each token on a card = its own ``token_value`` + every
``stack_token_value`` aimed at it (the scroll tucked beneath it, auras such as Philosopher's
Pebble or Terracotta Intern), never below 0. The same value pays costs, counts toward the
20-rating end trigger and scores (content ruling "token_value_rules").
"""

from __future__ import annotations

from functools import cache
from typing import Any

from games.rules.wondrous_museum.card_set import CARDS, card
from games.rules.wondrous_museum.effects.amounts import evaluate
from games.rules.wondrous_museum.effects.selectors import candidates, card_matches

Row = list[dict[str, Any]]


@cache
def passive_steps(card_id: str, op: str) -> tuple[dict[str, Any], ...]:
    """Every step of ``op`` in the card's passive blocks."""
    return tuple(
        step
        for block in card(card_id)["effects"]
        if block["when"] == "passive"
        for step in block["do"]
        if step["op"] == op
    )


# Cards with a stack_token_value passive (checked first: most cards have none).
STACKERS = frozenset(
    cid
    for cid, c in CARDS.items()
    for b in c["effects"]
    if b["when"] == "passive" and any(s["op"] == "stack_token_value" for s in b["do"])
)


def own_value(row: Row, idx: int, card_id: str | None = None) -> int:
    """A card's printed token value, evaluated with ``self`` at ``idx``.

    ``card_id`` defaults to the card at ``idx``; pass a tucked scroll's id to value the
    scroll with its host as "self" (content ruling "scrolls").
    """
    cid = card_id or row[idx]["id"]
    value = card(cid)["token_value"]
    return value if isinstance(value, int) else evaluate(value, row, idx)


def token_value(row: Row, idx: int) -> int:
    """The effective value of each admiration token on the card at ``idx``."""
    value = own_value(row, idx)
    scroll = row[idx].get("scroll")
    if scroll:
        for step in passive_steps(scroll, "stack_token_value"):
            if step["onto"] == "host":
                value += own_value(row, idx, scroll)
    for j, entry in enumerate(row):
        if j == idx or entry["id"] not in STACKERS:
            continue
        for step in passive_steps(entry["id"], "stack_token_value"):
            onto = step["onto"]
            if onto == "host":
                continue  # a scroll placed normally has no host
            if idx in candidates(row, j, {**onto, "pick": "each"}):
                value += own_value(row, j)
    return max(0, value)


def worth(row: Row) -> int:
    """What all admiration tokens in a museum are worth (the 20-rating trigger, scoring)."""
    return sum(e["tokens"] * token_value(row, i) for i, e in enumerate(row) if e["tokens"])


def protected(row: Row) -> set[int]:
    """Positions that other players' effects cannot name (exhibits' protect passives)."""
    out: set[int] = set()
    for j, entry in enumerate(row):
        for step in passive_steps(entry["id"], "protect"):
            where = step.get("where", {"at": "self"})
            out.update(candidates(row, j, {**where, "pick": "each"}))
    return out


def discount(row: Row, card_id: str) -> int:
    """How much less ``card_id`` costs its acquirer, from the discount passives in ``row``."""
    total = 0
    for entry in row:
        for step in passive_steps(entry["id"], "discount"):
            if card_matches(card_id, step["applies_to"]):
                total += step["amount"]
    return total
