"""The steps of a turn as events: take tokens, unlock, take, place, use a trait.

Each function writes the events of one step (already validated by the caller) and the
bonuses that step triggers; ``flow.py`` decides which step comes next.
"""

from __future__ import annotations

from games.rules.menagerie import benefactors
from games.rules.menagerie.cards import (
    BIG_COST,
    DISCOVERY_PER_TURN,
    IRIDESCENT_COST,
)
from games.rules.menagerie.chain import Chain
from games.rules.menagerie.moves import FierceMove, Placement

# How an insect left the Field: the step-3 take, BIG, or step 5's Discover.
FIELD, BIG, DISCOVER = "field", "BIG", "discover"


def begin_turn(chain: Chain, seat: int) -> None:
    """Step 1: "Take two Discovery tokens from the supply." The Key comes to ``seat``."""
    chain.emit(
        "TurnBegan",
        {"turn": chain.state["turn_number"] + 1, "seat": seat, "discovery": DISCOVERY_PER_TURN},
    )


def unlock(chain: Chain, seat: int, terrarium: int) -> None:
    """Step 2: place the Key on one terrarium; the other two are locked this turn."""
    chain.emit("TerrariumUnlocked", {"seat": seat, "terrarium": terrarium}, actor=seat)


def take(chain: Chain, seat: int, space: str, via: str, cost: int) -> None:
    """Take the insect in ``space`` (paying ``cost`` Discovery tokens) into hand."""
    card = chain.state["field"][space]
    chain.emit(
        "InsectTaken",
        {"seat": seat, "space": space, "card": card, "via": via, "cost": cost},
        actor=seat,
    )


def place(chain: Chain, seat: int, where: Placement) -> None:
    """Place the insect in hand, then pay the placement bonuses (checkpoint A; for a
    SMALL placement the trait is spent, so checkpoint B follows at once)."""
    state = chain.state
    card = state["turn"]["hand"]
    big_parent = state["turn"]["big_parent"]
    player = state["players"][seat]
    was_full = player["ever_full"][where.terrarium]
    chain.emit(
        "InsectPlaced",
        {
            "seat": seat,
            "card": card,
            "terrarium": where.terrarium,
            "position": where.position,
            "small": where.small,
        },
        actor=seat,
    )
    now_full = not was_full and chain.state["players"][seat]["ever_full"][where.terrarium]
    if big_parent is not None:
        # M03: the BIG insect's trait has resolved now that its extra insect is placed.
        benefactors.checkpoint(chain, seat, "B", card=big_parent)
    if where.small:
        row = chain.state["players"][seat]["terrariums"][where.terrarium]
        right = row[where.position + 1] if where.position + 1 < len(row) else None
        chain.emit(
            "TraitUsed",
            {
                "seat": seat,
                "card": card,
                "trait": "SMALL",
                "terrarium": where.terrarium,
                "locked": where.terrarium != state["turn"]["unlocked"],
                "left_of": right,
            },
            actor=seat,
        )
    benefactors.after_placement(chain, seat, card, where.small, now_full)
    benefactors.checkpoint(chain, seat, "A")
    if where.small:
        benefactors.checkpoint(chain, seat, "B")


def skip_trait(chain: Chain, seat: int, reason: str) -> None:
    """Step 4 declined (or nothing usable): the turn moves on to Discover."""
    card = chain.state["turn"]["current"]
    chain.emit("TraitNotUsed", {"seat": seat, "card": card, "reason": reason}, actor=seat)
    benefactors.checkpoint(chain, seat, "B")


def use_pattern(chain: Chain, seat: int) -> None:
    """PATTERN: gain 1 Discovery token (offered only when the terrarium is mixed)."""
    card = chain.state["turn"]["current"]
    chain.emit(
        "TraitUsed", {"seat": seat, "card": card, "trait": "PATTERN", "discovery": 1}, actor=seat
    )
    benefactors.checkpoint(chain, seat, "B")


def use_iridescent(chain: Chain, seat: int) -> None:
    """IRIDESCENT: pay 1 Discovery token for 1 Iridescent token (worth 2 points)."""
    card = chain.state["turn"]["current"]
    chain.emit(
        "TraitUsed",
        {
            "seat": seat,
            "card": card,
            "trait": "IRIDESCENT",
            "cost": IRIDESCENT_COST,
            "tokens": 1,
        },
        actor=seat,
    )
    benefactors.after_iridescent(chain, seat)
    benefactors.checkpoint(chain, seat, "B")


def use_fierce(chain: Chain, seat: int, move: FierceMove) -> None:
    """FIERCE: move another insect of this terrarium to the right end of a locked one;
    the rest slide left. The moved insect is not "placed" and uses no trait (R04)."""
    card = chain.state["turn"]["current"]
    was_full = chain.state["players"][seat]["ever_full"][move.target]
    chain.emit(
        "TraitUsed",
        {
            "seat": seat,
            "card": card,
            "trait": "FIERCE",
            "moved": move.moved,
            "from": move.source,
            "to": move.target,
        },
        actor=seat,
    )
    now_full = not was_full and chain.state["players"][seat]["ever_full"][move.target]
    benefactors.after_fierce(chain, seat, now_full)
    benefactors.checkpoint(chain, seat, "B")


def use_big(chain: Chain, seat: int, space: str) -> None:
    """BIG: pay 2 Discovery tokens and take the insect from an adjacent space. The BIG
    insect's checkpoint B waits until that extra insect is placed (ruling M03); the extra
    insect may then use a trait of its own."""
    card = chain.state["turn"]["current"]
    chain.emit(
        "TraitUsed",
        {
            "seat": seat,
            "card": card,
            "trait": "BIG",
            "space": space,
            "target": chain.state["field"][space],
        },
        actor=seat,
    )
    take(chain, seat, space, BIG, BIG_COST)
