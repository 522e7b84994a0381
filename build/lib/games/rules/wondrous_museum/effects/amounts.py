"""Amounts: an integer, or a count evaluated when the step resolves.

``{count: exhibits|types|tokens|consumed_runes|previous, <selector at/filters>, times, plus,
max}``. Counts look at the owner's museum; without ``at`` they look at the whole museum.
"""

from __future__ import annotations

from typing import Any

from games.rules.wondrous_museum.card_set import card
from games.rules.wondrous_museum.effects.base import CardDataError, one_of
from games.rules.wondrous_museum.effects.selectors import candidates, check_selector

KINDS = ("exhibits", "types", "tokens", "consumed_runes", "previous")
EXTRA = {"count", "times", "plus", "max"}


def check_amount(amount: Any, where: str) -> None:
    """Refuse a malformed amount (raised when the cards load)."""
    if isinstance(amount, bool):
        raise CardDataError(f"{where}: an amount must be a number or a count, not {amount!r}.")
    if isinstance(amount, int):
        if amount < 0:
            raise CardDataError(f"{where}: an amount cannot be negative.")
        return
    if not isinstance(amount, dict) or "count" not in amount:
        raise CardDataError(f"{where}: an amount must be a number or a count, not {amount!r}.")
    one_of(amount["count"], KINDS, "count", where)
    for key in ("times", "plus", "max"):
        if key in amount and (isinstance(amount[key], bool) or not isinstance(amount[key], int)):
            raise CardDataError(f"{where}: {key} must be a whole number.")
    selector = {k: v for k, v in amount.items() if k not in EXTRA}
    if selector:
        check_selector(selector, where, others_allowed=False)


def evaluate(
    amount: Any,
    row: list[dict[str, Any]],
    self_idx: int | None,
    *,
    consumed: int = 0,
    previous: int = 0,
    rune: str | None = None,
) -> int:
    """The amount's value now, in the museum ``row`` seen from position ``self_idx``."""
    if isinstance(amount, int):
        return amount
    kind = amount["count"]
    sel = {"at": "anywhere", **{k: v for k, v in amount.items() if k not in EXTRA}}
    if kind == "consumed_runes":
        n = consumed
    elif kind == "previous":
        n = previous
    elif kind == "tokens":
        n = sum(row[i]["tokens"] for i in candidates(row, self_idx, sel, rune=rune))
    else:
        found = candidates(row, self_idx, sel, rune=rune, exhibits_only=True)
        if kind == "exhibits":
            n = len(found)
        else:
            n = len({t for i in found for t in card(row[i]["id"])["types"]})
    n = n * amount.get("times", 1) + amount.get("plus", 0)
    if "max" in amount:
        n = min(n, amount["max"])
    return max(0, n)


def describe_amount(amount: Any, unit: str = "") -> str:
    """'2' or 'X (1 for each regular exhibit next to it)' for labels."""
    if isinstance(amount, int):
        return str(amount)
    kind = amount["count"]
    bits = []
    if "type" in amount:
        t = amount["type"]
        bits.append("sharing a type with it" if t == "same_as_self" else f"of type {t}")
    if "flag" in amount:
        bits.append(f"{amount['flag']}")
    if "name_contains" in amount:
        bits.append(f"named '{amount['name_contains']}'")
    at = amount.get("at")
    place = {
        "adjacent": " next to it",
        "within": f" within {amount.get('n')} cards",
        "left": " on its left",
        "right": " on its right",
    }.get(at or "", "")
    what = {
        "exhibits": "exhibit",
        "types": "different type",
        "tokens": "admiration token",
        "consumed_runes": "consumed rune",
        "previous": "one handled by the previous step",
    }[kind]
    times = amount.get("times", 1)
    plus = amount.get("plus", 0)
    text = f"{times} for each {' '.join(bits + [what]).strip()}{place}"
    if plus:
        text += f", plus {plus}"
    return text
