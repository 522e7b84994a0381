"""Folding one event into the state: pure, copy-on-write, never drawing at random.

Each handler copies only what it changes (the top-level dict, the player, the row) so long
playouts stay fast. Events that change what happens next carry ``agenda`` (see agenda.py).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from games.engine import Event

State = dict[str, Any]


def _player(s: State, seat: int) -> dict[str, Any]:
    players = list(s["players"])
    p = dict(players[seat])
    players[seat] = p
    s["players"] = players
    return p


def _entry_index(row: list[dict[str, Any]], uid: str) -> int:
    for i, e in enumerate(row):
        if e["id"] == uid:
            return i
    raise AssertionError(f"{uid} is not in this museum.")


def _tokens(p: dict[str, Any], uid: str, delta: int) -> None:
    row = list(p["row"])
    i = _entry_index(row, uid)
    row[i] = {**row[i], "tokens": row[i]["tokens"] + delta}
    p["row"] = row


def _remove_cards(hand: list[str], cards: list[str]) -> list[str]:
    out = list(hand)
    for c in cards:
        out.remove(c)
    return out


def _set_up(s: State, d: dict[str, Any]) -> None:
    s.update(
        phase="play",
        n=d["n"],
        solo=d["solo"],
        challenge=d["challenge"],
        hof_record=d["hof_record"],
        themes=list(d["themes"]),
        types_in_play=list(d["types_in_play"]),
        first=d["first"],
        round=0,
        turn=None,
        deck=list(d["deck"]),
        discard=[],
        market=list(d["market"]),
        black_market=list(d["black_market"]),
        left_out=list(d.get("left_out", [])),
        supply=d["supply"],
        dates=0,
        date_tokens=0,
        total_cards=d["total_cards"],
        acquiring=None,
        end=None,
        final=None,
        players=[
            {
                "hand": [],
                "row": [{"id": gate, "tokens": d["gate_tokens"], "scroll": None}],
                "runes": {r: True for r in d["runes"]},
                "bm_used": False,
                "day_off_due": False,
                "gate_level": d["gate_level"],
            }
            for gate in d["gates"]
        ],
    )


def _drawn(s: State, d: dict[str, Any]) -> None:
    cards = d["cards"]
    assert s["deck"][: len(cards)] == cards, "Drawn cards must come from the top of the deck."
    s["deck"] = s["deck"][len(cards) :]
    p = _player(s, d["seat"])
    p["hand"] = p["hand"] + list(cards)


def _reshuffled(s: State, d: dict[str, Any]) -> None:
    s["deck"] = list(d["deck"])
    s["discard"] = []


def _discarded(s: State, d: dict[str, Any]) -> None:
    p = _player(s, d["seat"])
    p["hand"] = _remove_cards(p["hand"], d["cards"])
    s["discard"] = s["discard"] + list(d["cards"])


def _turn_started(s: State, d: dict[str, Any]) -> None:
    s["turn"] = d["seat"]
    s["round"] = d["round"]


def _acquisition_started(s: State, d: dict[str, Any]) -> None:
    seat, cid, source = d["seat"], d["card"], d["source"]
    if source == "hand":
        p = _player(s, seat)
        p["hand"] = _remove_cards(p["hand"], [cid])
    elif source == "market":
        market = list(s["market"])
        assert market[d["slot"]] == cid
        market[d["slot"]] = None
        s["market"] = market
    else:
        s["black_market"] = [c for c in s["black_market"] if c != cid]
        _player(s, seat)["bm_used"] = True
    s["acquiring"] = {"seat": seat, "card": cid, "source": source, "slot": d.get("slot")}


def _cost_paid(s: State, d: dict[str, Any]) -> None:
    p = _player(s, d["seat"])
    for uid, n in d["tokens"].items():
        _tokens(p, uid, -n)
    s["supply"] = s["supply"] + sum(d["tokens"].values())
    if d["cards"]:
        p["hand"] = _remove_cards(p["hand"], d["cards"])
        s["discard"] = s["discard"] + list(d["cards"])


def _placed(s: State, d: dict[str, Any]) -> None:
    p = _player(s, d["seat"])
    entry = {"id": d["card"], "tokens": 0, "scroll": None}
    p["row"] = [entry, *p["row"]] if d["side"] == "left" else [*p["row"], entry]
    s["acquiring"] = None


def _tucked(s: State, d: dict[str, Any]) -> None:
    p = _player(s, d["seat"])
    row = list(p["row"])
    i = _entry_index(row, d["host"])
    assert row[i]["scroll"] is None, "At most one scroll beneath each exhibit."
    row[i] = {**row[i], "scroll": d["card"]}
    p["row"] = row
    s["acquiring"] = None


def _gate_upgraded(s: State, d: dict[str, Any]) -> None:
    p = _player(s, d["seat"])
    row = list(p["row"])
    i = _entry_index(row, d["old"])
    row[i] = {**row[i], "id": d["gate"]}
    p["row"] = row
    p["gate_level"] = d["level"]


def _rune_flipped(s: State, d: dict[str, Any]) -> None:
    p = _player(s, d["seat"])
    p["runes"] = {**p["runes"], d["rune"]: False}
    if d.get("day_off_due"):
        p["day_off_due"] = True


def _gained(s: State, d: dict[str, Any]) -> None:
    p = _player(s, d["seat"])
    for uid, n in d["gains"].items():
        _tokens(p, uid, n)
    s["supply"] = s["supply"] - sum(d["gains"].values())


def _removed(s: State, d: dict[str, Any]) -> None:
    _tokens(_player(s, d["museum"]), d["card"], -d["n"])
    s["supply"] = s["supply"] + d["n"]


def _moved(s: State, d: dict[str, Any]) -> None:
    p = _player(s, d["seat"])
    _tokens(p, d["origin"], -d["n"])
    _tokens(p, d["to"], d["n"])


def _stolen(s: State, d: dict[str, Any]) -> None:
    _tokens(_player(s, d["museum"]), d["origin"], -d["n"])
    _tokens(_player(s, d["seat"]), d["to"], d["n"])


def _market_taken(s: State, d: dict[str, Any]) -> None:
    market = list(s["market"])
    assert market[d["slot"]] == d["card"]
    market[d["slot"]] = None
    s["market"] = market
    p = _player(s, d["seat"])
    p["hand"] = p["hand"] + [d["card"]]


def _market_discarded(s: State, d: dict[str, Any]) -> None:
    market = list(s["market"])
    assert market[d["slot"]] == d["card"]
    market[d["slot"]] = None
    s["market"] = market
    s["discard"] = s["discard"] + [d["card"]]


def _market_cleared(s: State, d: dict[str, Any]) -> None:
    s["market"] = [None] * len(s["market"])
    s["discard"] = s["discard"] + list(d["cards"])


def _market_refilled(s: State, d: dict[str, Any]) -> None:
    drawn = d["drawn"]
    assert s["deck"][: len(drawn)] == drawn, "The market refills from the top of the deck."
    s["deck"] = s["deck"][len(drawn) :]
    s["market"] = list(d["market"])


def _recharged(s: State, d: dict[str, Any]) -> None:
    p = _player(s, d["seat"])
    p["runes"] = {**p["runes"], **{r: True for r in d["runes"]}}
    if d["reason"] == "day off":
        p["day_off_due"] = False


def _swapped(s: State, d: dict[str, Any]) -> None:
    p = _player(s, d["seat"])
    row = list(p["row"])
    i, j = _entry_index(row, d["a"]), _entry_index(row, d["b"])
    row[i], row[j] = row[j], row[i]
    p["row"] = row


def _dated(s: State, d: dict[str, Any]) -> None:
    s["dates"] = d["date"]
    if d["token"]:
        s["supply"] = s["supply"] - 1
        s["date_tokens"] = s["date_tokens"] + 1


def _end_triggered(s: State, d: dict[str, Any]) -> None:
    s["end"] = {"by": d["seat"], "reasons": d["reasons"], "final_round": d["final_round"]}


def _ended(s: State, d: dict[str, Any]) -> None:
    s["phase"] = "over"
    s["turn"] = None
    s["final"] = {k: v for k, v in d.items() if k != "agenda"}


HANDLERS: dict[str, Callable[[State, dict[str, Any]], None]] = {
    "GameSetUp": _set_up,
    "HandDealt": _drawn,
    "CardsDrawn": _drawn,
    "DeckReshuffled": _reshuffled,
    "CardsDiscarded": _discarded,
    "TurnStarted": _turn_started,
    "AcquisitionStarted": _acquisition_started,
    "CostPaid": _cost_paid,
    "ExhibitPlaced": _placed,
    "ScrollTucked": _tucked,
    "GateUpgraded": _gate_upgraded,
    "RuneFlipped": _rune_flipped,
    "TokensGained": _gained,
    "TokensRemoved": _removed,
    "TokensMoved": _moved,
    "TokensStolen": _stolen,
    "MarketCardTaken": _market_taken,
    "MarketCardDiscarded": _market_discarded,
    "MarketCleared": _market_cleared,
    "MarketRefilled": _market_refilled,
    "RunesRecharged": _recharged,
    "ExhibitsSwapped": _swapped,
    "DateRecorded": _dated,
    "GameEndTriggered": _end_triggered,
    "GameEnded": _ended,
}
# Events that only record a choice or a step of resolution: they change the agenda alone.
AGENDA_ONLY = frozenset(
    {
        "ExhibitActivated",
        "ExhibitsActivated",
        "EffectStarted",
        "EffectsSkipped",
        "EffectsTriggered",
        "ChoiceMade",
        "OptionChosen",
        "NothingHappened",
        "ExchangeStarted",
        "OpeningRedrawn",
        "GateUpgradeStarted",
        "EndOfGameEffectsStarted",
        "TurnEnded",
        "SeatTimedOut",
    }
)


def initial_state() -> State:
    return {"seq": 0, "phase": "new", "agenda": [], "players": []}


def evolve(state: State, event: Event) -> State:
    """The state after ``event``. Raises AssertionError on an event that cannot apply."""
    d = event.merged
    s = dict(state)
    s["seq"] = state["seq"] + 1
    handler = HANDLERS.get(event.type)
    if handler is not None:
        handler(s, d)
    elif event.type not in AGENDA_ONLY:
        raise AssertionError(f"Unknown event type {event.type}.")
    if "agenda" in d:
        s["agenda"] = d["agenda"]
    return s
