"""What is legal right now: takes, placements and trait uses (pure reads of the state).

Rulings applied here: R01 (unlock a non-full terrarium), R02 (a take is legal only if the
insect can be placed at once), R03 (SMALL insertion anywhere), R04 (FIERCE targets), R05
(BIG adjacency), R06 (PATTERN), R07 (Discover), R10 (Iridescent supply).
"""

from __future__ import annotations

from typing import NamedTuple

from games.rules.menagerie.cards import (
    ADJACENCY,
    BIG_COST,
    DISCOVER_COST,
    INSECTS,
    IRIDESCENT_COST,
    REFILL_ORDER,
)
from games.rules.menagerie.state import State, has_room, locate


class Placement(NamedTuple):
    """Where a taken insect may go; ``small`` says it needs (and spends) the SMALL trait."""

    terrarium: int
    position: int
    small: bool


class FierceMove(NamedTuple):
    moved: str
    source: int
    target: int


def unlockable(state: State, seat: int) -> list[int]:
    """R01: the terrariums the Key may unlock (those not full)."""
    return [i for i, t in enumerate(state["players"][seat]["terrariums"]) if has_room(t)]


def legal_takes(state: State, seat: int) -> list[str]:
    """R02: Field spaces (in refill order) whose insect could be placed at once."""
    turn = state["turn"]
    terrariums = state["players"][seat]["terrariums"]
    unlocked = turn["unlocked"]
    unlocked_room = has_room(terrariums[unlocked])
    locked_room = any(has_room(t) for i, t in enumerate(terrariums) if i != unlocked)
    spaces = []
    for space in REFILL_ORDER:
        card = state["field"][space]
        if card is None:
            continue
        if unlocked_room or (locked_room and INSECTS[card].has("SMALL")):
            spaces.append(space)
    return spaces


def placements(state: State, seat: int, card: str) -> list[Placement]:
    """Every legal placement of ``card``; the normal one (right end of the unlocked
    terrarium) first when it is legal, then SMALL's insertions (R03)."""
    terrariums = state["players"][seat]["terrariums"]
    unlocked = state["turn"]["unlocked"]
    out = []
    normal = None
    if has_room(terrariums[unlocked]):
        normal = Placement(unlocked, len(terrariums[unlocked]), False)
        out.append(normal)
    if INSECTS[card].has("SMALL"):
        for index, terrarium in enumerate(terrariums):
            if not has_room(terrarium):
                continue
            for position in range(len(terrarium) + 1):
                if normal is None or (index, position) != normal[:2]:
                    out.append(Placement(index, position, True))
    return out


def pattern_pays(state: State, seat: int) -> bool:
    """R06: the current insect's terrarium holds an insect of a different order."""
    card = state["turn"]["current"]
    where = locate(state["players"][seat], card)
    if where is None:
        return False
    order = INSECTS[card].order
    terrarium = state["players"][seat]["terrariums"][where[0]]
    return any(INSECTS[other].order != order for other in terrarium)


def fierce_moves(state: State, seat: int) -> list[FierceMove]:
    """R04: move another insect of this terrarium to a locked terrarium with room."""
    card = state["turn"]["current"]
    player = state["players"][seat]
    where = locate(player, card)
    if where is None:
        return []
    source = where[0]
    unlocked = state["turn"]["unlocked"]
    targets = [
        i for i, t in enumerate(player["terrariums"]) if i not in (unlocked, source) and has_room(t)
    ]
    return [
        FierceMove(other, source, target)
        for other in player["terrariums"][source]
        if other != card
        for target in targets
    ]


def big_targets(state: State, seat: int) -> list[str]:
    """R05: spaces next to the one the current insect came from, still holding a
    takeable insect, when the seat can pay for BIG."""
    if state["players"][seat]["discovery"] < BIG_COST:
        return []
    near = ADJACENCY[state["turn"]["space"]]
    return [space for space in legal_takes(state, seat) if space in near]


def iridescent_usable(state: State, seat: int) -> bool:
    """R10: a token is left in the supply and the seat can pay for it."""
    return state["iridescent_supply"] > 0 and (
        state["players"][seat]["discovery"] >= IRIDESCENT_COST
    )


def discover_spaces(state: State, seat: int) -> list[str]:
    """R07: spaces the seat may take from by paying 3 Discovery tokens."""
    if state["players"][seat]["discovery"] < DISCOVER_COST:
        return []
    return legal_takes(state, seat)
