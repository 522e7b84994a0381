"""What happens when a seat misses its deadline.

The issue's rule: the seat takes the insect in the first Field space it can legally place,
uses no trait and takes no extra insects. Completed for every step a seat can be at:
  draft     keep the first card offered
  unlock    unlock the lowest-numbered terrarium that is not full
  take      the first legal Field space in refill order (A1, A2, A3, B1, B2, B3)
  place     the normal place (right end of the unlocked terrarium) when legal, else the
            first legal spot
  trait     use no trait
  discover  take no more insects
The rest of the seat's turn (or draft) is played out the same way in one go.
"""

from __future__ import annotations

from games.engine import Event
from games.rules.menagerie.chain import Chain
from games.rules.menagerie.choices import Choice
from games.rules.menagerie.flow import Decision, advance, apply, decision
from games.rules.menagerie.state import State

NO_TRAIT, STOP = "none", "stop"


def default_choice(owed: Decision) -> Choice:
    """The choice a timed-out seat makes at this decision."""
    by_id = {c.id: c for c in owed.choices}
    if owed.step == "trait":
        return by_id[NO_TRAIT]
    if owed.step == "discover":
        return by_id[STOP]
    if owed.step == "place":
        normal = [c for c in owed.choices if not c.action[1].small]
        return normal[0] if normal else owed.choices[0]
    return owed.choices[0]


def timeout_events(state: State, seat: int) -> list[Event]:
    """Events for ``seat`` answering by default until its turn or draft is done.
    Empty when the seat owes nothing."""
    owed = decision(state, seat)
    chain = Chain(state)
    in_draft = state["phase"] == "draft"
    turn_number = state["turn_number"]
    while owed is not None:
        apply(chain, seat, default_choice(owed))
        advance(chain)
        now = chain.state
        if in_draft and now["phase"] != "draft":
            break
        if not in_draft and (now["phase"] != "play" or now["turn_number"] != turn_number):
            break
        owed = decision(now, seat)
    return chain.events
