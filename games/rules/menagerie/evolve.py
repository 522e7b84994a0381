"""``evolve``: fold one event into a new state. Pure: copies, never draws, never checks rules.

Every decision was validated in ``decide`` before its events were written, so these handlers
only record facts. One handler per event type, named after it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from games.engine import Event
from games.rules.menagerie.cards import TERRARIUM_SIZE
from games.rules.menagerie.state import State, clone, new_player, new_turn, own_player

Handler = Callable[[State, dict[str, Any]], None]


def _game_set_up(s: State, d: dict[str, Any]) -> None:
    s["seats"] = d["seats"]
    s["options"] = dict(d["options"])
    s["first"] = d["first"]
    s["net_row"] = d.get("net_row")
    s["players"] = [new_player() for _ in range(d["seats"])]
    s["phase"] = "draft"


def _deck_shuffled(s: State, d: dict[str, Any]) -> None:
    s["deck"] = list(d["deck"])


def _field_refilled(s: State, d: dict[str, Any]) -> None:
    drawn = set(d["cards"].values())
    for space, card in d["cards"].items():
        s["field"][space] = card
    s["deck"] = [c for c in s["deck"] if c not in drawn]


def _cards_dealt(s: State, d: dict[str, Any]) -> None:
    player = own_player(s, d["seat"])
    player["offered_benefactors"] = list(d.get("benefactors", ()))
    player["offered_showcases"] = list(d.get("showcases", ()))
    # One card of a kind is "dealt": kept with no choice.
    if len(player["offered_benefactors"]) == 1:
        player["benefactor"] = player["offered_benefactors"][0]
    if len(player["offered_showcases"]) == 1:
        player["showcase"] = player["offered_showcases"][0]


def _benefactor_chosen(s: State, d: dict[str, Any]) -> None:
    own_player(s, d["seat"])["benefactor"] = d["card"]


def _showcase_chosen(s: State, d: dict[str, Any]) -> None:
    own_player(s, d["seat"])["showcase"] = d["card"]


def _cards_revealed(s: State, d: dict[str, Any]) -> None:
    s["revealed"] = True
    s["phase"] = "play"


def _turn_began(s: State, d: dict[str, Any]) -> None:
    seat = d["seat"]
    s["turn_number"] = d["turn"]
    s["turn"] = new_turn(d["turn"], seat)
    s["key"] = seat
    own_player(s, seat)["discovery"] += d["discovery"]
    if s["final_turns"] is not None and seat in s["final_turns"]:
        s["final_turns"].remove(seat)


def _terrarium_unlocked(s: State, d: dict[str, Any]) -> None:
    s["turn"]["unlocked"] = d["terrarium"]
    s["turn"]["step"] = "take"


def _insect_taken(s: State, d: dict[str, Any]) -> None:
    turn = s["turn"]
    s["field"][d["space"]] = None
    own_player(s, d["seat"])["discovery"] -= d["cost"]
    turn["hand"] = d["card"]
    turn["space"] = d["space"]
    turn["takes"] += 1
    turn["step"] = "place"


def _mark_full(player: dict[str, Any], index: int) -> None:
    if len(player["terrariums"][index]) >= TERRARIUM_SIZE:
        player["ever_full"][index] = True


def _insect_placed(s: State, d: dict[str, Any]) -> None:
    player = own_player(s, d["seat"])
    player["terrariums"][d["terrarium"]].insert(d["position"], d["card"])
    _mark_full(player, d["terrarium"])
    turn = s["turn"]
    turn["hand"] = None
    turn["current"] = d["card"]
    turn["big_parent"] = None
    turn["step"] = "trait"


def _bonus_gained(s: State, d: dict[str, Any]) -> None:
    own_player(s, d["seat"])["discovery"] += d["discovery"]
    if d.get("checkpoint"):
        s["turn"]["paid"].append(d["card"])


def _trait_used(s: State, d: dict[str, Any]) -> None:
    player = own_player(s, d["seat"])
    trait = d["trait"]
    if trait == "PATTERN":
        player["discovery"] += d["discovery"]
    elif trait == "IRIDESCENT":
        player["discovery"] -= d["cost"]
        player["iridescent"] += d["tokens"]
        s["iridescent_supply"] -= d["tokens"]
    elif trait == "FIERCE":
        player["terrariums"][d["from"]].remove(d["moved"])
        player["terrariums"][d["to"]].append(d["moved"])
        _mark_full(player, d["to"])
    elif trait == "BIG":
        s["turn"]["big_parent"] = d["card"]
    # SMALL was the placement itself; BIG's extra insect follows as InsectTaken.
    s["turn"]["step"] = "discover"


def _trait_not_used(s: State, d: dict[str, Any]) -> None:
    s["turn"]["step"] = "discover"


def _net_emptied(s: State, d: dict[str, Any]) -> None:
    for space in d["spaces"]:
        s["field"][space] = None
    s["removed"].extend(d["cards"])


def _net_moved(s: State, d: dict[str, Any]) -> None:
    s["net_row"] = d["row"]


def _turn_ended(s: State, d: dict[str, Any]) -> None:
    s["turn"] = None


def _game_end_triggered(s: State, d: dict[str, Any]) -> None:
    s["triggered_by"] = d["seat"]
    s["final_turns"] = list(d["final_turns"])


def _game_ended(s: State, d: dict[str, Any]) -> None:
    s["phase"] = "over"
    s["turn"] = None
    s["end_reason"] = d["reason"]


HANDLERS: dict[str, Handler] = {
    "GameSetUp": _game_set_up,
    "DeckShuffled": _deck_shuffled,
    "FieldRefilled": _field_refilled,
    "CardsDealt": _cards_dealt,
    "BenefactorChosen": _benefactor_chosen,
    "ShowcaseChosen": _showcase_chosen,
    "CardsRevealed": _cards_revealed,
    "TurnBegan": _turn_began,
    "TerrariumUnlocked": _terrarium_unlocked,
    "InsectTaken": _insect_taken,
    "InsectPlaced": _insect_placed,
    "BonusGained": _bonus_gained,
    "TraitUsed": _trait_used,
    "TraitNotUsed": _trait_not_used,
    "NetEmptied": _net_emptied,
    "NetMoved": _net_moved,
    "TurnEnded": _turn_ended,
    "GameEndTriggered": _game_end_triggered,
    "GameEnded": _game_ended,
}


def evolve(state: State, event: Event) -> State:
    """The state after ``event``. Unknown types (e.g. the platform's ``SeatTimedOut``
    marker) change nothing."""
    handler = HANDLERS.get(event.type)
    if handler is None:
        return state
    new = clone(state)
    handler(new, event.merged)
    return new
