"""What one seat (or a spectator) may see, as JSON for the web table and API clients.

Hidden: other players' hands (only their sizes), the deck order (only its size), which
special cards were left out of the game (until the game ends).
"""

from __future__ import annotations

from functools import cache
from typing import Any

from games.rules.wondrous_museum.card_set import COMMISSIONS, card
from games.rules.wondrous_museum.effects.registry import describe_block
from games.rules.wondrous_museum.endgame import museum_score
from games.rules.wondrous_museum.flow import live, pending
from games.rules.wondrous_museum.solo import monument_of
from games.rules.wondrous_museum.state import gate_index
from games.rules.wondrous_museum.values import token_value, worth


@cache
def _card_info(card_id: str) -> tuple[tuple[str, Any], ...]:
    c = card(card_id)
    tv = c["token_value"]
    info = {
        "id": card_id,
        "name": c["name"],
        "flag": c["flag"],
        "types": list(c["types"]),
        "price": c.get("price", 0),
        "base_rating": c["base_rating"],
        "runes": list(c["runes"]),
        "printed_token_value": tv if isinstance(tv, int) else "varies",
        "text": c["text"],
        "effects": [describe_block(b) for b in c["effects"]],
    }
    return tuple(info.items())


def card_info(card_id: str | None) -> dict[str, Any] | None:
    """A card's printed details (names, price, rating, runes, effects in words)."""
    if card_id is None:
        return None
    out = dict(_card_info(card_id))
    out["types"] = list(out["types"])
    out["runes"] = list(out["runes"])
    out["effects"] = list(out["effects"])
    return out


def museum(row: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [
        {
            **card_info(e["id"]),
            "tokens": e["tokens"],
            "token_value": token_value(row, i),
            "scroll": card_info(e["scroll"]),
        }
        for i, e in enumerate(row)
    ]


def _player(state: dict[str, Any], seat: int, viewer: int | None, over: bool) -> dict[str, Any]:
    p = state["players"][seat]
    row = p["row"]
    score = museum_score(row)
    out = {
        "seat": seat,
        "gate": card_info(row[gate_index(row)]["id"]),
        "runes": {r: ("charged" if c else "consumed") for r, c in p["runes"].items()},
        "hand_count": len(p["hand"]),
        "museum": museum(row),
        "cards_in_museum": len(row),
        "exhibits": score["exhibits"],
        "token_worth": worth(row),
        "rating": {
            k: score[k]
            for k in ("exhibit_ratings", "admiration_tokens", "special_effects", "total")
        },
        "black_market_used": p["bm_used"],
        "day_off_due": p["day_off_due"],
        "gate_level": p["gate_level"],
    }
    if over or viewer == seat:
        out["hand"] = [card_info(c) for c in p["hand"]]
    return out


def _agenda(state: dict[str, Any]) -> list[dict[str, Any]]:
    """What is resolving now, top first (no hidden information is ever on the agenda)."""
    out = []
    for f in reversed(live(state)):
        item = {"kind": f["kind"], "seat": f.get("seat")}
        if "card" in f:
            item["card"] = f["card"]
            item["name"] = card(f["card"])["name"]
        if f["kind"] == "show":
            item["rune"] = f["rune"]
            item["still_to_activate"] = list(f["queue"])
        out.append(item)
    return out


def view(state: dict[str, Any], seat: int | None) -> dict[str, Any]:
    if state.get("phase") == "new":
        return {"phase": "new"}
    over = state["phase"] == "over"
    found = pending(state) if not over else None
    out: dict[str, Any] = {
        "game": "wondrous-museum",
        "phase": state["phase"],
        "round": state["round"],
        "turn": state["turn"],
        "first_player": state["first"],
        "solo": state["solo"],
        "themes": list(state["themes"]),
        "types_in_play": list(state["types_in_play"]),
        "supply": state["supply"],
        "deck_count": len(state["deck"]),
        "discard": [card_info(c) for c in state["discard"]],
        "market": [
            {"slot": i, "commission": COMMISSIONS[i], "card": card_info(c)}
            for i, c in enumerate(state["market"])
        ],
        "black_market": [card_info(c) for c in state["black_market"]],
        "players": [_player(state, s, seat, over) for s in range(state["n"])],
        "acquiring": (
            {**state["acquiring"], "info": card_info(state["acquiring"]["card"])}
            if state["acquiring"]
            else None
        ),
        "end": state["end"],
        "resolving": _agenda(state),
        "waiting_for": found[1].seat if found else None,
    }
    if found and seat is not None and found[1].seat == seat:
        q = found[1]
        out["question"] = {
            "text": q.text,
            "kind": q.kind,
            "min": q.min,
            "max": q.max,
            "options": [{"id": i, "label": label} for i, label in q.options],
        }
    if state["solo"]:
        monument = monument_of(state)
        out["challenge"] = {
            "id": state["challenge"],
            "name": monument["name"],
            "victory": monument["text"],
            "dates": state["dates"],
            "hall_of_fame_record": state.get("hof_record") or 0,
        }
    if over:
        out["left_out"] = [card_info(c) for c in state["left_out"]]
        out["final"] = state["final"]
    return out
