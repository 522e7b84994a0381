"""Conservation laws checked after every event of the random playouts.

Raises AssertionError naming the broken law: an insect lost or duplicated, a token supply
below zero or not adding up, an overfull terrarium, a card kept twice, a turn out of shape.
"""

from __future__ import annotations

from collections import Counter

from games.rules.menagerie.cards import (
    BENEFACTORS,
    INSECTS,
    IRIDESCENT_SUPPLY,
    ROWS,
    SHOWCASES,
    SPACES,
    TERRARIUM_SIZE,
    TERRARIUMS,
)
from games.rules.menagerie.state import State

_ALL = frozenset(INSECTS)


def _where_insects_are(state: State) -> list[str]:
    cards = list(state["deck"])
    cards += [c for c in state["field"].values() if c is not None]
    cards += state["removed"]
    for player in state["players"]:
        for terrarium in player["terrariums"]:
            cards += terrarium
    if state["turn"] is not None and state["turn"]["hand"] is not None:
        cards.append(state["turn"]["hand"])
    return cards


def check_insects(state: State) -> None:
    cards = _where_insects_are(state)
    if not cards and state["turn_number"] == 0 and not state["revealed"]:
        return  # only GameSetUp so far: the deck is not shuffled yet
    distinct = set(cards)
    if len(cards) != len(distinct):
        twice = sorted(c for c, n in Counter(cards).items() if n > 1)
        raise AssertionError(f"insects in two places at once: {twice}")
    if distinct != _ALL:
        missing, unknown = sorted(_ALL - distinct), sorted(distinct - _ALL)
        raise AssertionError(f"insects lost: {missing}; unknown insects: {unknown}")
    assert set(state["field"]) == set(SPACES), "the Field must have exactly its six spaces"


def check_tokens(state: State) -> None:
    supply = state["iridescent_supply"]
    assert supply >= 0, f"Iridescent supply is negative: {supply}"
    held = sum(p["iridescent"] for p in state["players"])
    assert supply + held == IRIDESCENT_SUPPLY, f"Iridescent tokens: {supply} + {held} != 16"
    for seat, player in enumerate(state["players"]):
        assert player["discovery"] >= 0, f"seat {seat} has negative Discovery tokens"
        assert player["iridescent"] >= 0, f"seat {seat} has negative Iridescent tokens"


def check_terrariums(state: State) -> None:
    for seat, player in enumerate(state["players"]):
        assert len(player["terrariums"]) == TERRARIUMS, f"seat {seat} lost a terrarium"
        for index, terrarium in enumerate(player["terrariums"]):
            assert len(terrarium) <= TERRARIUM_SIZE, (
                f"seat {seat} terrarium {index + 1} holds {len(terrarium)} insects"
            )
            if len(terrarium) == TERRARIUM_SIZE:
                assert player["ever_full"][index], "a full terrarium must be marked as such"


def check_cards(state: State) -> None:
    for kind, known in (("benefactor", BENEFACTORS), ("showcase", SHOWCASES)):
        offered = [c for p in state["players"] for c in p[f"offered_{kind}s"]]
        assert len(offered) == len(set(offered)), f"a {kind} card was dealt twice"
        assert set(offered) <= set(known), f"unknown {kind} cards dealt"
        for seat, player in enumerate(state["players"]):
            kept = player[kind]
            if kept is not None:
                assert kept in player[f"offered_{kind}s"], f"seat {seat} kept an undealt {kind}"


def check_turn(state: State) -> None:
    turn = state["turn"]
    if state["phase"] == "over":
        assert turn is None, "a finished game has no turn in progress"
        return
    if turn is None:
        return
    assert state["key"] == turn["seat"], "the active seat holds the Key"
    assert (turn["hand"] is not None) == (turn["step"] == "place"), (
        "an insect in hand is placed next"
    )
    if turn["unlocked"] is not None:
        assert 0 <= turn["unlocked"] < TERRARIUMS
    if state["seats"] == 1:
        assert state["net_row"] in ROWS, "solitaire needs the Net next to a row"
    if state["final_turns"] is not None:
        assert set(state["final_turns"]) <= set(range(state["seats"]))


def check_invariants(state: State) -> None:
    """Every conservation law of Menagerie; AssertionError on the first one broken."""
    if state["phase"] == "new":
        return
    check_insects(state)
    check_tokens(state)
    check_terrariums(state)
    check_cards(state)
    check_turn(state)
