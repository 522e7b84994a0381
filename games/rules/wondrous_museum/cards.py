"""Every card, validated against the effect vocabulary when this module is imported.

An unknown primitive, timing, trigger, selector key or a bad parameter raises
CardDataError at import time, never in the middle of a game. The counts of the box
(45 regular, 11 special, 58 travelling in six themes...) are checked too.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from games.rules.wondrous_museum.card_set import (
    CARDS,
    DATA,
    FLAGS,
    RUNES,
    SECTIONS,
    THEMES,
    TYPES,
)
from games.rules.wondrous_museum.effects.amounts import check_amount
from games.rules.wondrous_museum.effects.base import CardDataError
from games.rules.wondrous_museum.effects.registry import REGISTRY
from games.rules.wondrous_museum.effects.selectors import check_filter, check_selector

TIMINGS = frozenset(t["id"] for t in DATA["timings"])
TRIGGER_EVENTS = frozenset(e["id"] for e in DATA["events"])
BLOCK_KEYS = {"when", "trigger", "cost", "do"}
COST_TIMINGS = {"show_time", "on_acquire", "triggered"}


def _check_steps(steps: Any, when: str, where: str) -> None:
    if not isinstance(steps, list):
        raise CardDataError(f"{where}: steps must be a list.")
    for n, step in enumerate(steps):
        here = f"{where}, step {n + 1}"
        if not isinstance(step, dict) or "op" not in step:
            raise CardDataError(f"{here}: a step needs an op.")
        prim = REGISTRY.get(step["op"])
        if prim is None:
            raise CardDataError(f"{here}: unknown primitive '{step['op']}'.")
        if when not in prim.timings:
            raise CardDataError(f"{here}: {step['op']} cannot be used in a {when} block.")
        prim.check(step, here)
        if step["op"] == "choose_one":
            for k, option in enumerate(step["options"]):
                _check_steps(option, when, f"{here}, option {k + 1}")


def _check_trigger(block: dict[str, Any], where: str) -> None:
    trigger = block.get("trigger")
    if block["when"] != "triggered":
        if trigger is not None:
            raise CardDataError(f"{where}: only triggered blocks have a trigger.")
        return
    if not isinstance(trigger, dict) or trigger.get("event") not in TRIGGER_EVENTS:
        raise CardDataError(f"{where}: a triggered block needs a known trigger event.")
    extra = set(trigger) - {"event", "where", "filter"}
    if extra:
        raise CardDataError(f"{where}: unknown trigger key(s) {sorted(extra)}.")
    if "where" in trigger:
        check_selector(trigger["where"], where, others_allowed=False)
    if "filter" in trigger:
        check_filter(trigger["filter"], where)


def validate_card(c: dict[str, Any]) -> None:
    """Raise CardDataError if the card breaks the vocabulary or the card format."""
    where = f"card '{c.get('id')}'"
    for key in ("id", "name", "flag", "types", "runes", "token_value", "effects", "base_rating"):
        if key not in c:
            raise CardDataError(f"{where}: missing '{key}'.")
    if c["flag"] not in FLAGS:
        raise CardDataError(f"{where}: unknown flag {c['flag']!r}.")
    for t in c["types"]:
        if t not in TYPES:
            raise CardDataError(f"{where}: unknown type {t!r}.")
    for r in c["runes"]:
        if r not in RUNES:
            raise CardDataError(f"{where}: unknown rune {r!r}.")
    for key in ("price", "base_rating"):
        value = c.get(key, 0)
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise CardDataError(f"{where}: {key} must be a whole number >= 0.")
    check_amount(c["token_value"], f"{where}, token_value")
    for k, block in enumerate(c["effects"]):
        here = f"{where}, effect {k + 1}"
        if not isinstance(block, dict) or set(block) - BLOCK_KEYS or "do" not in block:
            raise CardDataError(f"{here}: an effect block is {{when, trigger?, cost?, do}}.")
        when = block.get("when")
        if when not in TIMINGS:
            raise CardDataError(f"{here}: unknown timing {when!r}.")
        _check_trigger(block, here)
        if block.get("cost") and when not in COST_TIMINGS:
            raise CardDataError(f"{here}: a {when} block cannot have a cost.")
        _check_steps(block.get("cost", []), when, here)
        _check_steps(block["do"], when, here)
        ops = [s["op"] for s in block.get("cost", []) + block["do"]]
        passive = [REGISTRY[op].passive for op in ops]
        if when == "passive" and not all(passive):
            raise CardDataError(f"{here}: a passive block holds only passive rules.")
        if when == "end_of_game" and any(passive) and not all(passive):
            raise CardDataError(f"{here}: an end-of-game block either scores or resolves.")


def _check_counts() -> None:
    expected = DATA["meta"]["counts"]
    for section, key in (
        ("regular", "regular"),
        ("special", "special"),
        ("travelling", "travelling"),
        ("solo_ancient_weapons", "solo_ancient_weapons"),
        ("monuments", "monuments"),
        ("gates", "gates"),
        ("solo_gate_levels", "solo_gate_levels"),
    ):
        if len(DATA[section]) != expected[key]:
            raise CardDataError(f"{section}: {len(DATA[section])} cards, expected {expected[key]}.")
    split = Counter(c["theme"] for c in DATA["travelling"])
    if dict(split) != DATA["meta"]["travelling_split"] or set(split) != set(THEMES):
        raise CardDataError(f"travelling split {dict(split)} differs from the box.")
    solo = {c["solo_version_of"] for c in DATA["solo_ancient_weapons"]}
    weapons = {c["id"] for c in DATA["travelling"] if c["theme"] == "Ancient Weapons"}
    if solo != weapons:
        raise CardDataError("every Ancient Weapon needs exactly one solo version.")
    ids = [c["id"] for s in SECTIONS for c in DATA[s]]
    if len(ids) != len(set(ids)):
        raise CardDataError("two cards share an id.")


for _card in CARDS.values():
    validate_card(_card)
_check_counts()
