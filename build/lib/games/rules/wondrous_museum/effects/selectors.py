"""Selectors: which cards of a museum row an effect names (validation and evaluation).

A museum row is the Gate plus exhibits, left to right as the owner sees them; each entry is
``{"id", "tokens", "scroll"}``. Tucked scrolls are not in the row. ``self_idx`` is the
position of the card whose effect is resolving (for a tucked scroll's token value: its host).
"""

from __future__ import annotations

from typing import Any

from games.rules.wondrous_museum.card_set import RUNES, TYPES, card
from games.rules.wondrous_museum.effects.base import CardDataError, one_of

AT = ("self", "gate", "host", "left", "right", "adjacent", "within", "anywhere")
DIRS = ("left", "right", "both")
FILTER_KEYS = {"type", "flag", "rune", "name_contains"}
SELECTOR_KEYS = FILTER_KEYS | {
    "at",
    "dir",
    "n",
    "has_tokens",
    "most_tokens",
    "exclude_self",
    "exclude_gate",
    "pick",
    "museum",
    "chosen_by",
}


def check_filter(f: Any, where: str) -> None:
    """A bare filter (discount applies_to, scroll host, exhibit_acquired): type/flag/name."""
    if not isinstance(f, dict):
        raise CardDataError(f"{where}: a filter must be a mapping, not {f!r}.")
    unknown = set(f) - FILTER_KEYS
    if unknown:
        raise CardDataError(f"{where}: unknown filter key(s) {sorted(unknown)}.")
    _check_filter_values(f, where)


def _check_filter_values(f: dict[str, Any], where: str) -> None:
    if "type" in f and f["type"] not in ("same_as_self", "chosen"):
        one_of(f["type"], TYPES, "type", where)
    if "flag" in f:
        one_of(f["flag"], ("regular", "special", "travelling", "monument"), "flag", where)
    if "rune" in f and f["rune"] not in ("activating", "chosen"):
        one_of(f["rune"], RUNES, "rune", where)
    if "name_contains" in f and not isinstance(f["name_contains"], str):
        raise CardDataError(f"{where}: name_contains must be text.")


def check_selector(sel: Any, where: str, *, others_allowed: bool = True) -> None:
    """Refuse a selector with unknown keys or values (raised when the cards load)."""
    if not isinstance(sel, dict):
        raise CardDataError(f"{where}: a selector must be a mapping, not {sel!r}.")
    unknown = set(sel) - SELECTOR_KEYS
    if unknown:
        raise CardDataError(f"{where}: unknown selector key(s) {sorted(unknown)}.")
    one_of(sel.get("at", "self"), AT, "at", where)
    if sel.get("at") == "within":
        one_of(sel.get("dir"), DIRS, "dir", where)
        if not isinstance(sel.get("n"), int) or sel["n"] < 1:
            raise CardDataError(f"{where}: within needs a whole number n >= 1.")
    elif "dir" in sel or "n" in sel:
        raise CardDataError(f"{where}: dir and n only go with at: within.")
    _check_filter_values(sel, where)
    for flag in ("has_tokens", "most_tokens", "exclude_self", "exclude_gate"):
        if flag in sel and not isinstance(sel[flag], bool):
            raise CardDataError(f"{where}: {flag} must be true or false.")
    pick = sel.get("pick", "one")
    if isinstance(pick, dict):
        if set(pick) != {"up_to"} or not isinstance(pick["up_to"], int) or pick["up_to"] < 1:
            raise CardDataError(f"{where}: pick must be one, each or {{up_to: N}}.")
    else:
        one_of(pick, ("one", "each"), "pick", where)
    museum = sel.get("museum", "own")
    if isinstance(museum, dict):
        if (
            set(museum) != {"others"}
            or not isinstance(museum["others"], int)
            or museum["others"] < 1
        ):
            raise CardDataError(f"{where}: museum must be own, all_others or {{others: N}}.")
    else:
        one_of(museum, ("own", "all_others"), "museum", where)
    if museum != "own" and not others_allowed:
        raise CardDataError(f"{where}: this selector may only name cards in your own museum.")
    one_of(sel.get("chosen_by", "activator"), ("activator", "owner"), "chosen_by", where)


def is_others(sel: dict[str, Any]) -> bool:
    return sel.get("museum", "own") != "own"


def pick_mode(sel: dict[str, Any]) -> tuple[str, int]:
    """('one', 1), ('each', 0) or ('up_to', N)."""
    pick = sel.get("pick", "one")
    if isinstance(pick, dict):
        return "up_to", pick["up_to"]
    return pick, (1 if pick == "one" else 0)


def positions(row: list[dict[str, Any]], self_idx: int | None, sel: dict[str, Any]) -> list[int]:
    """Positions named by ``at`` (before filters), left to right."""
    at = sel.get("at", "self")
    size = len(row)
    if at == "anywhere":
        return list(range(size))
    if at == "gate":
        return [i for i, e in enumerate(row) if card(e["id"])["flag"] == "gate"]
    if self_idx is None:
        return []
    if at in ("self", "host"):
        return [self_idx]
    if at == "left":
        return [self_idx - 1] if self_idx >= 1 else []
    if at == "right":
        return [self_idx + 1] if self_idx + 1 < size else []
    if at == "adjacent":
        return [i for i in (self_idx - 1, self_idx + 1) if 0 <= i < size]
    n, d = sel["n"], sel["dir"]
    left = [self_idx - k for k in range(n, 0, -1) if self_idx - k >= 0]
    right = [self_idx + k for k in range(1, n + 1) if self_idx + k < size]
    return left if d == "left" else right if d == "right" else left + right


def card_matches(
    card_id: str,
    f: dict[str, Any],
    *,
    self_types: tuple[str, ...] = (),
    rune: str | None = None,
    chosen_type: str | None = None,
    chosen_rune: str | None = None,
) -> bool:
    """Whether a card passes the type/flag/rune/name filters of ``f``."""
    c = card(card_id)
    if "type" in f:
        want = f["type"]
        types = c["types"]
        if want == "same_as_self":
            if not set(types) & set(self_types):
                return False
        elif want == "chosen":
            if chosen_type is None or chosen_type not in types:
                return False
        elif want not in types:
            return False
    if "flag" in f:
        flag = c["flag"]
        if f["flag"] == "special":
            if flag not in ("special", "monument"):
                return False
        elif flag != f["flag"]:
            return False
    if "rune" in f:
        want = f["rune"]
        colour = rune if want == "activating" else chosen_rune if want == "chosen" else want
        if colour is None or colour not in c["runes"]:
            return False
    if "name_contains" in f and f["name_contains"] not in c["name"]:
        return False
    return True


def candidates(
    row: list[dict[str, Any]],
    self_idx: int | None,
    sel: dict[str, Any],
    *,
    rune: str | None = None,
    chosen_type: str | None = None,
    chosen_rune: str | None = None,
    excluded: set[int] | frozenset[int] = frozenset(),
    exhibits_only: bool = False,
) -> list[int]:
    """Positions the selector names after every filter, left to right.

    ``excluded`` removes positions first (protected cards of another museum), so
    ``most_tokens`` is judged among the cards the effect may name at all.
    """
    self_types = tuple(card(row[self_idx]["id"])["types"]) if self_idx is not None else ()
    out = []
    for i in positions(row, self_idx, sel):
        entry = row[i]
        gate = card(entry["id"])["flag"] == "gate"
        if i in excluded:
            continue
        if gate and (exhibits_only or sel.get("exclude_gate")):
            continue
        if sel.get("exclude_self") and i == self_idx:
            continue
        if sel.get("has_tokens") and entry["tokens"] <= 0:
            continue
        if not card_matches(
            entry["id"],
            sel,
            self_types=self_types,
            rune=rune,
            chosen_type=chosen_type,
            chosen_rune=chosen_rune,
        ):
            continue
        out.append(i)
    if sel.get("most_tokens") and out:
        top = max(row[i]["tokens"] for i in out)
        out = [i for i in out if row[i]["tokens"] == top]
    return out
