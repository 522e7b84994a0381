"""Triggered blocks: which exhibits answer an event, as card frames to push.

Triggers fire straight after the step that caused them, outside the left-to-right order,
left to right if several, once per event; what a triggered block does never fires another
trigger (content ruling "effect_order", design note 3: two Mirrors cannot loop).
"""

from __future__ import annotations

from typing import Any

from games.rules.wondrous_museum.agenda import Frame, card_frame
from games.rules.wondrous_museum.card_set import card
from games.rules.wondrous_museum.effects.selectors import candidates, card_matches


def _triggered(card_id: str, event: str) -> list[tuple[int, dict[str, Any]]]:
    return [
        (i, b)
        for i, b in enumerate(card(card_id)["effects"])
        if b["when"] == "triggered" and b["trigger"]["event"] == event
    ]


def _stack(frames: list[Frame]) -> list[Frame]:
    """Frames found left to right, ordered for pushing (leftmost ends on top)."""
    return list(reversed(frames))


def token_gained(state: dict[str, Any], seat: int, gained: list[str]) -> list[Frame]:
    """Exhibits of ``seat`` that react to these cards gaining tokens (Mirror of Starry Nights)."""
    row = state["players"][seat]["row"]
    found = []
    for j, entry in enumerate(row):
        for b_idx, block in _triggered(entry["id"], "token_gained"):
            where = {**block["trigger"].get("where", {"at": "anywhere"}), "pick": "each"}
            named = {row[i]["id"] for i in candidates(row, j, where)}
            if named & set(gained):
                found.append(
                    card_frame(seat, entry["id"], "triggered", [b_idx], quiet=True, why="trigger")
                )
    return _stack(found)


def runes_reset(state: dict[str, Any], seat: int) -> list[Frame]:
    """Exhibits of ``seat`` that react to a full rune reset (Phoenix Feather, Tapestry...)."""
    found = []
    for entry in state["players"][seat]["row"]:
        for b_idx, _ in _triggered(entry["id"], "runes_reset"):
            found.append(
                card_frame(seat, entry["id"], "triggered", [b_idx], quiet=True, why="trigger")
            )
    return _stack(found)


def exhibit_acquired(state: dict[str, Any], seat: int, acquired: str) -> list[Frame]:
    """Other exhibits of ``seat`` that react to ``acquired`` (Golden Goose Egg, Mandrake...)."""
    found = []
    tucked = any(e.get("scroll") == acquired for e in state["players"][seat]["row"])
    for entry in state["players"][seat]["row"]:
        if entry["id"] == acquired:
            continue
        for b_idx, block in _triggered(entry["id"], "exhibit_acquired"):
            f = block["trigger"].get("filter", {})
            if tucked and "type" in f:
                continue  # a tucked scroll has no type (design note 7)
            if card_matches(acquired, f):
                found.append(
                    card_frame(seat, entry["id"], "triggered", [b_idx], quiet=True, why="trigger")
                )
    return _stack(found)
