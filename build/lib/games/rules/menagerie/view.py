"""What one seat (or a spectator) may see: everything a web table draws, nothing hidden.

Hidden until the game ends: the deck order (only its size is shown), the Benefactor and
Showcase cards a player was offered but did not keep (only their owner sees them, during the
draft), the kept cards of others before everyone has chosen, and others' Showcases with the
hidden-Showcases option.
"""

from __future__ import annotations

from typing import Any

from games.rules.menagerie.cards import (
    BENEFACTORS,
    BIG_COST,
    DISCOVER_COST,
    DISCOVERY_PER_TURN,
    INSECTS,
    IRIDESCENT_COST,
    IRIDESCENT_POINTS,
    IRIDESCENT_SUPPLY,
    ORDERS,
    ROWS,
    SHOWCASES,
    SOLO_REMOVAL_LIMIT,
    TERRARIUM_POINTS,
    TERRARIUM_SIZE,
    TRAITS,
)
from games.rules.menagerie.options import showcases_hidden
from games.rules.menagerie.phases import draft
from games.rules.menagerie.result import build_result, player_name
from games.rules.menagerie.scoring import order_counts, score_player, terrarium_points
from games.rules.menagerie.state import State, insect_count


def card_view(card_id: str) -> dict[str, Any]:
    """An insect card as drawn: name, order (name, colour, icon) and traits."""
    card = INSECTS[card_id]
    order = ORDERS[card.order]
    return {
        "id": card.id,
        "name": card.name,
        "taxon": card.taxon,
        "order": card.order,
        "order_name": order["latin"],
        "colour": order["colour"]["name"],
        "colour_hex": order["colour"]["hex"],
        "icon": order["icon"],
        "traits": list(card.traits),
    }


def benefactor_view(card_id: str) -> dict[str, Any]:
    card = BENEFACTORS[card_id]
    return {"id": card.id, "name": card.name, "text": card.text, "bonus": card.discovery}


def showcase_view(card_id: str) -> dict[str, Any]:
    card = SHOWCASES[card_id]
    return {
        "id": card.id,
        "name": card.name,
        "text": card.text,
        "points_each": card.per,
        "max_points": card.max_points,
    }


def can_see_cards(state: State, owner: int, seat: int | None, kind: str) -> bool:
    """May ``seat`` see ``owner``'s kept card of ``kind`` ("benefactor"/"showcase")?"""
    if state["phase"] == "over" or seat == owner:
        return True
    if not state["revealed"]:
        return False
    return kind == "benefactor" or not showcases_hidden(state["options"])


def _terrariums(state: State, owner: int) -> list[dict[str, Any]]:
    turn = state["turn"]
    active = turn is not None and turn["seat"] == owner
    out = []
    for index, row in enumerate(state["players"][owner]["terrariums"]):
        unlocked = active and turn["unlocked"] == index
        out.append(
            {
                "number": index + 1,
                "cards": [{**card_view(c), "position": i + 1} for i, c in enumerate(row)],
                "count": len(row),
                "capacity": TERRARIUM_SIZE,
                "full": len(row) >= TERRARIUM_SIZE,
                "has_key": unlocked,
                "locked": active and turn["unlocked"] is not None and not unlocked,
                "order_counts": order_counts(row),
                "points": terrarium_points(row),
            }
        )
    return out


def _player(state: State, owner: int, seat: int | None) -> dict[str, Any]:
    player = state["players"][owner]
    see_benefactor = can_see_cards(state, owner, seat, "benefactor")
    see_showcase = can_see_cards(state, owner, seat, "showcase")
    score = score_player(player, with_showcase=see_showcase)
    out: dict[str, Any] = {
        "seat": owner,
        "name": player_name(owner),
        "discovery": player["discovery"],
        "iridescent": player["iridescent"],
        "insects": insect_count(player),
        "has_key": state["key"] == owner,
        "terrariums": _terrariums(state, owner),
        "benefactor": (
            benefactor_view(player["benefactor"])
            if see_benefactor and player["benefactor"]
            else None
        ),
        "showcase": (
            showcase_view(player["showcase"]) if see_showcase and player["showcase"] else None
        ),
        "showcase_hidden": bool(player["showcase"]) and not see_showcase,
        "score_so_far": score,
    }
    if state["phase"] == "draft":
        out["choosing"] = draft.pending(state, owner) is not None
        if seat == owner:
            out["offered"] = {
                "benefactors": [benefactor_view(c) for c in player["offered_benefactors"]],
                "showcases": [showcase_view(c) for c in player["offered_showcases"]],
            }
    return out


def _field(state: State) -> list[list[dict[str, Any]]]:
    return [
        [
            {
                "space": space,
                "card": card_view(state["field"][space]) if state["field"][space] else None,
                "net": state["net_row"] == row,
            }
            for space in spaces
        ]
        for row, spaces in ROWS.items()
    ]


def _turn(state: State) -> dict[str, Any] | None:
    turn = state["turn"]
    if turn is None:
        return None
    return {
        "number": turn["number"],
        "seat": turn["seat"],
        "step": turn["step"],
        "unlocked_terrarium": turn["unlocked"] + 1 if turn["unlocked"] is not None else None,
        "insects_taken": turn["takes"],
        "in_hand": card_view(turn["hand"]) if turn["hand"] else None,
        "current": card_view(turn["current"]) if turn["current"] else None,
        "taken_from": turn["space"],
    }


def reference() -> dict[str, Any]:
    """The reference card: orders, traits, the scoring table and the costs."""
    return {
        "orders": [
            {
                "id": o["id"],
                "name": o["latin"],
                "common_names": o["common_names"],
                "colour": o["colour"]["name"],
                "colour_hex": o["colour"]["hex"],
                "icon": o["icon"],
            }
            for o in ORDERS.values()
        ],
        "traits": [{"id": t["id"], "text": t["rule_text"]} for t in TRAITS.values()],
        "terrarium_points": {str(k): v for k, v in TERRARIUM_POINTS.items()},
        "iridescent_points": IRIDESCENT_POINTS,
        "costs": {
            "discovery_per_turn": DISCOVERY_PER_TURN,
            "discover": DISCOVER_COST,
            "big": BIG_COST,
            "iridescent": IRIDESCENT_COST,
        },
    }


def view(state: State, seat: int | None) -> dict[str, Any]:
    """JSON-ready table for ``seat`` (None: a spectator)."""
    solo = state["seats"] == 1
    turn = state["turn"]
    result = build_result(state)
    return {
        "game": "menagerie",
        "phase": state["phase"],
        "you": seat,
        "seats": state["seats"],
        "solitaire": solo,
        "options": dict(state["options"]),
        "turn": _turn(state),
        "key": {
            "holder": state["key"],
            "terrarium": turn["unlocked"] + 1 if turn and turn["unlocked"] is not None else None,
        },
        "net": {"row": state["net_row"]} if solo else None,
        "field": _field(state),
        "deck_count": len(state["deck"]),
        "removed": [card_view(c) for c in state["removed"]],
        "removed_count": len(state["removed"]),
        "removal_limit": SOLO_REMOVAL_LIMIT if solo else None,
        "iridescent_supply": state["iridescent_supply"],
        "iridescent_total": IRIDESCENT_SUPPLY,
        "players": [_player(state, owner, seat) for owner in range(state["seats"])],
        "final_round": (
            {"triggered_by": state["triggered_by"], "still_to_play": list(state["final_turns"])}
            if state["final_turns"] is not None
            else None
        ),
        "over": state["phase"] == "over",
        "end_reason": state["end_reason"],
        "result": result.to_json() if result else None,
        "reference": reference(),
    }
