"""Reading the game state: players, museum rows, runes, turn order.

The state is a plain JSON-ready dict built by ``evolve.py``; nothing here changes it.
"""

from __future__ import annotations

from typing import Any

from games.rules.wondrous_museum.card_set import card

State = dict[str, Any]


def player(state: State, seat: int) -> dict[str, Any]:
    return state["players"][seat]


def row(state: State, seat: int) -> list[dict[str, Any]]:
    """The museum row of ``seat``: Gate and exhibits, left to right."""
    return state["players"][seat]["row"]


def index_of(row_: list[dict[str, Any]], uid: str) -> int | None:
    for i, entry in enumerate(row_):
        if entry["id"] == uid:
            return i
    return None


def gate_index(row_: list[dict[str, Any]]) -> int:
    for i, entry in enumerate(row_):
        if card(entry["id"])["flag"] == "gate":
            return i
    raise AssertionError("A museum without its Gate.")


def exhibits(row_: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Row entries that are exhibits (not the Gate; tucked scrolls are never entries)."""
    return [e for e in row_ if card(e["id"])["flag"] != "gate"]


def consumed(state: State, seat: int) -> list[str]:
    """The seat's rune colours on the consumed side."""
    return [r for r, charged in state["players"][seat]["runes"].items() if not charged]


def charged(state: State, seat: int) -> list[str]:
    return [r for r, is_charged in state["players"][seat]["runes"].items() if is_charged]


def turn_order(state: State) -> list[int]:
    """Seats from the first player, clockwise."""
    n, first = state["n"], state["first"]
    return [(first + k) % n for k in range(n)]


def position(state: State, seat: int) -> int:
    """0 for the first player, 1 for the next..."""
    return (seat - state["first"]) % state["n"]


def name(card_id: str) -> str:
    return card(card_id)["name"]
