"""Who decides what now, what a choice does, and the automatic steps in between.

A turn is a chain of decisions by the active seat (unlock, take, place, trait, discover).
A step with a single legal choice is taken automatically, and a step with none moves on
(no usable trait: skip it; no affordable Discover: end the turn), so every prompt a player
sees offers a real choice.
"""

from __future__ import annotations

from typing import NamedTuple

from games.rules.menagerie.cards import DISCOVER_COST
from games.rules.menagerie.chain import Chain
from games.rules.menagerie.choices import Choice, turn_choice_count, turn_choices
from games.rules.menagerie.phases import draft, turn
from games.rules.menagerie.phases.end_turn import end_turn, start_turn
from games.rules.menagerie.state import State


class Decision(NamedTuple):
    """What a seat owes: the step name, a prompt id and the legal choices (2 or more)."""

    step: str
    prompt_id: str
    choices: list[Choice]


def decision(state: State, seat: int) -> Decision | None:
    """The decision ``seat`` owes right now, or None."""
    owed = _owed(state, seat)
    if owed is None:
        return None
    step, pid = owed
    if state["phase"] == "draft":
        kind = draft.pending(state, seat)
        choices = [
            Choice(o.id, o.label, ("draft", kind, o.id)) for o in draft.options(state, seat, kind)
        ]
        return Decision(step, pid, choices)
    choices = turn_choices(state)
    if len(choices) < 2:
        return None
    return Decision(step, pid, choices)


def prompt_id(state: State, seat: int) -> str | None:
    """``decision(state, seat)``'s prompt id, or None, without building its choices."""
    owed = _owed(state, seat)
    if owed is None or (state["phase"] != "draft" and turn_choice_count(state) < 2):
        return None
    return owed[1]


def _owed(state: State, seat: int) -> tuple[str, str] | None:
    """The step and prompt id of what ``seat`` has to decide now, if anything, before its
    choices are counted: a pending draft pick, or the active turn's step."""
    if state["phase"] == "draft":
        kind = draft.pending(state, seat)
        return None if kind is None else (f"draft-{kind}", f"draft-{kind}")
    current = state["turn"]
    if state["phase"] != "play" or current is None or current["seat"] != seat:
        return None
    step = current["step"]
    return step, f"t{current['number']}-{step}-{current['takes']}"


def apply(chain: Chain, seat: int, choice: Choice) -> None:
    """Write the events of one legal choice (no automatic follow-up; see ``advance``)."""
    kind, *args = choice.action
    if kind == "draft":
        draft.choose(chain, seat, args[0], args[1])
    elif kind == "unlock":
        turn.unlock(chain, seat, args[0])
    elif kind == "take":
        turn.take(chain, seat, args[0], turn.FIELD, 0)
    elif kind == "place":
        turn.place(chain, seat, args[0])
    elif kind == "pattern":
        turn.use_pattern(chain, seat)
    elif kind == "iridescent":
        turn.use_iridescent(chain, seat)
    elif kind == "fierce":
        turn.use_fierce(chain, seat, args[0])
    elif kind == "big":
        turn.use_big(chain, seat, args[0])
    elif kind == "none":
        turn.skip_trait(chain, seat, "declined")
    elif kind == "discover":
        turn.take(chain, seat, args[0], turn.DISCOVER, DISCOVER_COST)
    elif kind == "stop":
        end_turn(chain)
    else:
        raise ValueError(f"Unknown action {choice.action!r}")


def advance(chain: Chain) -> None:
    """Run the automatic steps until someone has a real decision or the game is over."""
    while True:
        state = chain.state
        if state["phase"] == "draft":
            if not draft.everyone_chose(state):
                return
            draft.reveal(chain)
            start_turn(chain, state["first"])
            continue
        if state["phase"] != "play" or state["turn"] is None:
            return
        choices = turn_choices(state)
        if len(choices) >= 2:
            return
        seat = state["turn"]["seat"]
        step = state["turn"]["step"]
        if len(choices) == 1:
            apply(chain, seat, choices[0])
        elif step == "trait":
            turn.skip_trait(chain, seat, "no usable trait")
        elif step == "place":
            raise RuntimeError("An insect was taken that cannot be placed (R02 broken).")
        else:
            # No legal take (R02: skip steps 3-5) or no affordable Discover: end the turn.
            end_turn(chain)
