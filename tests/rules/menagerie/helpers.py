"""Building Menagerie positions by hand and playing answers into them.

``arrange`` lays out a table mid-turn (every insect not named goes to the deck, so the
conservation checks hold); ``choose`` answers the active prompt and folds the events.
Personas: seat 0 is Alice, seat 1 is Bob, seat 2 is Carol, seat 3 is Dan.
"""

from __future__ import annotations

import json
from typing import Any

from games.engine import Answer, Event, Rng
from games.engine.table import fold
from games.rules.menagerie import RULES
from games.rules.menagerie.cards import INSECTS, SPACES
from games.rules.menagerie.state import initial_state, new_player, new_turn

ALICE, BOB, CAROL, DAN = 0, 1, 2, 3
NO_CARDS = {"benefactors": "none", "showcases": "none"}
# A Field of insects no test places by default: A1 A2 A3 / B1 B2 B3.
DEFAULT_FIELD = {
    "A1": "COL01",  # Hercules Beetle: BIG
    "A2": "LEP01",  # Monarch Butterfly: PATTERN
    "A3": "HYM06",  # Leafcutter Ant: SMALL
    "B1": "COL08",  # Jewel Beetle: IRIDESCENT
    "B2": "MAN01",  # European Mantis: FIERCE
    "B3": "HEM05",  # Spotted Lanternfly: PATTERN
}


def arrange(
    seats: int = 2,
    *,
    options: dict[str, Any] | None = None,
    field: dict[str, str | None] | None = None,
    terrariums: dict[int, list[list[str]]] | None = None,
    discovery: dict[int, int] | None = None,
    benefactor: dict[int, str] | None = None,
    showcase: dict[int, str] | None = None,
    seat: int = ALICE,
    unlocked: int | None = None,
    supply: int | None = None,  # default: 16 minus the tokens players hold
    iridescent: dict[int, int] | None = None,
    deck: list[str] | None = None,
    removed: list[str] | None = None,
) -> dict[str, Any]:
    """A table where ``seat`` has begun its turn (step 2, or step 3 if ``unlocked``)."""
    state = initial_state()
    opts = RULES.clean_options(options if options is not None else dict(NO_CARDS), seats)
    field = {**DEFAULT_FIELD, **(field or {})}  # name only the spaces that differ
    state.update(seats=seats, options=opts, phase="play", revealed=True, first=0, key=seat)
    state["field"] = {space: field.get(space) for space in SPACES}
    state["net_row"] = opts["net_row"] if seats == 1 else None
    players = []
    for s in range(seats):
        p = new_player()
        p["terrariums"] = [list(t) for t in (terrariums or {}).get(s, [[], [], []])]
        p["ever_full"] = [len(t) == 5 for t in p["terrariums"]]
        p["discovery"] = (discovery or {}).get(s, 0)
        p["iridescent"] = (iridescent or {}).get(s, 0)
        for kind, chosen in (("benefactor", benefactor), ("showcase", showcase)):
            if chosen and s in chosen:
                p[kind] = chosen[s]
                p[f"offered_{kind}s"] = [chosen[s]]
        players.append(p)
    state["players"] = players
    placed = {c for p in players for t in p["terrariums"] for c in t}
    for space, card in state["field"].items():
        if card in placed:  # a default Field card a test put in a terrarium: leave it empty
            state["field"][space] = None
    state["removed"] = list(removed or [])
    used = (
        {c for c in state["field"].values() if c}
        | {c for p in players for t in p["terrariums"] for c in t}
        | set(state["removed"])
    )
    rest = [c for c in sorted(INSECTS) if c not in used]
    if deck is not None:
        rest = list(deck) + [c for c in rest if c not in deck]
    state["deck"] = rest
    held = sum(p["iridescent"] for p in players)
    state["iridescent_supply"] = 16 - held if supply is None else supply
    state["turn"] = new_turn(1, seat)
    state["turn_number"] = 1
    if unlocked is not None:
        state["turn"]["unlocked"] = unlocked
        state["turn"]["step"] = "take"
    RULES.check_invariants(state)
    return state


def choose(state: dict[str, Any], *choices: str, seat: int | None = None):
    """Answer the prompts of ``seat`` (default: the active seat) with ``choices`` in turn.

    Returns (state, events of all the answers).
    """
    events: list[Event] = []
    for choice in choices:
        who = seat if seat is not None else state["turn"]["seat"]
        new = RULES.decide(state, who, Answer(choices=(choice,)), Rng("test"))
        for event in new:
            state = RULES.evolve(state, event)
        events.extend(new)
    return state, events


def prompt_of(state: dict[str, Any], seat: int | None = None):
    who = seat if seat is not None else state["turn"]["seat"]
    return RULES.prompts(state).get(who)


def option_ids(state: dict[str, Any], seat: int | None = None) -> list[str]:
    prompt = prompt_of(state, seat)
    return prompt.option_ids() if prompt else []


def types(events: list[Event]) -> list[str]:
    return [e.type for e in events]


def of_type(events: list[Event], kind: str) -> list[Event]:
    return [e for e in events if e.type == kind]


def row(state: dict[str, Any], seat: int, index: int) -> list[str]:
    return state["players"][seat]["terrariums"][index]


def tokens(state: dict[str, Any], seat: int) -> int:
    return state["players"][seat]["discovery"]


def new_game(seats: int, seed: str = "test", **options: Any):
    """A real opening from ``setup``: (state, events)."""
    events = RULES.setup(seats, RULES.clean_options(options, seats), Rng(seed))
    return fold(RULES, events), events


def view_json(state: dict[str, Any], seat: int | None) -> str:
    return json.dumps(RULES.view(state, seat))


def settle(state: dict[str, Any]):
    """Run the automatic steps from ``state`` (as after an event): (state, events)."""
    from games.rules.menagerie.chain import Chain
    from games.rules.menagerie.flow import advance

    chain = Chain(state)
    advance(chain)
    return chain.state, chain.events
