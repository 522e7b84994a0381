"""The shape of a Menagerie state (plain JSON), cheap copies of it, and small readers.

State keys:
  phase         "new" -> "draft" -> "play" -> "over"
  seats, options, first (first player), key (seat holding the Key)
  deck          insect ids, top first (secret: never leaves through ``view``)
  field         space -> insect id or None
  removed       insects the solitaire Net removed (face up, out of the game)
  net_row       "A"/"B" in solitaire, else None
  iridescent_supply
  players       one dict per seat (see ``new_player``)
  turn          the turn in progress (see ``new_turn``) or None between turns
  turn_number   turns begun so far (used in prompt ids)
  triggered_by  the seat whose full terrariums triggered the end, or None
  final_turns   seats still owed their final turn once triggered, else None
  end_reason    why the game ended (set by GameEnded)
  revealed      Benefactors/Showcases revealed after the draft
"""

from __future__ import annotations

from typing import Any

from games.rules.menagerie.cards import (
    IRIDESCENT_SUPPLY,
    SPACES,
    STARTING_DISCOVERY,
    TERRARIUM_SIZE,
    TERRARIUMS,
)

State = dict[str, Any]


def initial_state() -> State:
    return {
        "phase": "new",
        "seats": 0,
        "options": {},
        "first": 0,
        "key": None,
        "deck": [],
        "field": {space: None for space in SPACES},
        "removed": [],
        "net_row": None,
        "iridescent_supply": IRIDESCENT_SUPPLY,
        "players": [],
        "turn": None,
        "turn_number": 0,
        "triggered_by": None,
        "final_turns": None,
        "end_reason": None,
        "revealed": False,
    }


def new_player() -> dict[str, Any]:
    """A seat's table: three terrariums (left to right lists), tokens and cards."""
    return {
        "terrariums": [[] for _ in range(TERRARIUMS)],
        "discovery": STARTING_DISCOVERY,
        "iridescent": 0,
        "benefactor": None,
        "showcase": None,
        "offered_benefactors": [],
        "offered_showcases": [],
        # Has each terrarium ever been full? (Architect's Endowment pays the first time.)
        "ever_full": [False] * TERRARIUMS,
    }


def new_turn(number: int, seat: int) -> dict[str, Any]:
    """A turn: its step, the unlocked terrarium, the insect in hand or being resolved."""
    return {
        "number": number,
        "seat": seat,
        "step": "unlock",
        "unlocked": None,
        "takes": 0,
        "hand": None,  # taken from the Field, not yet placed
        "space": None,  # the Field space the latest insect came from (BIG adjacency)
        "current": None,  # the placed insect whose trait is being decided
        # Insects placed this turn that already earned an unspecified-timing bonus (R11).
        "paid": [],
        # The BIG insect whose extra insect is being taken: its checkpoint B comes once
        # that insect is placed (ruling M03).
        "big_parent": None,
    }


def clone(state: State) -> State:
    """A copy ``evolve`` may change, but for its players: a handler takes the one it changes
    with ``own_player`` (copying every player for each event was a tenth of a bot's
    thinking). Card ids are strings and shared safely; ``options``, the deck and the
    offered-card lists are replaced, never changed in place."""
    out = dict(state)
    out["field"] = dict(state["field"])
    out["removed"] = list(state["removed"])
    out["players"] = list(state["players"])  # each player shared until a handler owns it
    if state["turn"] is not None:
        out["turn"] = {**state["turn"], "paid": list(state["turn"]["paid"])}
    if state["final_turns"] is not None:
        out["final_turns"] = list(state["final_turns"])
    return out


def own_player(state: State, seat: int) -> dict[str, Any]:
    """The player at ``seat`` in ``state`` (a ``clone``), copied into it first, its
    terrariums and marks too, so that a handler may change it."""
    player = state["players"][seat]
    mine = {
        **player,
        "terrariums": [list(t) for t in player["terrariums"]],
        "ever_full": list(player["ever_full"]),
    }
    state["players"][seat] = mine
    return mine


def has_room(terrarium: list[str]) -> bool:
    """Rulebook: "If a terrarium is full, you can never place or move insects into it." """
    return len(terrarium) < TERRARIUM_SIZE


def insect_count(player: dict[str, Any]) -> int:
    return sum(len(t) for t in player["terrariums"])


def locate(player: dict[str, Any], card: str) -> tuple[int, int] | None:
    """(terrarium index, position) of ``card`` in this player's terrariums, or None."""
    for index, terrarium in enumerate(player["terrariums"]):
        if card in terrarium:
            return index, terrarium.index(card)
    return None


def is_solo(state: State) -> bool:
    return state["seats"] == 1
