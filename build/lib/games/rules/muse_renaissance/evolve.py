"""Folding one event into the state: one small function per event type.

Pure: each handler copies what it changes (the input is never mutated) and never draws.
Events this game does not define (the platform's ``SeatTimedOut`` marker and the like)
leave the state unchanged.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from games.engine.events import Event
from games.rules.muse_renaissance.state import (
    COOPERATIVE,
    INSPIRATIONS,
    MASTERPIECES,
    new_turn,
)

State = dict[str, Any]


def _with_current(state: State, **changes: Any) -> State:
    return {**state, "current": {**state["current"], **changes}}


def _with_pile(state: State, piles: str, deck: str, cards: list[str]) -> State:
    return {**state, piles: {**state[piles], deck: cards}}


def game_set_up(state: State, d: dict) -> State:
    return {
        **state,
        "phase": "setup",
        "seats": d["seats"],
        "mode": d["mode"],
        "first_muse": d["first_muse"],
        "total_turns": d["total_turns"],
        "scores": [0] * d["seats"],
    }


def decks_shuffled(state: State, d: dict) -> State:
    return {
        **state,
        "decks": {MASTERPIECES: list(d[MASTERPIECES]), INSPIRATIONS: list(d[INSPIRATIONS])},
    }


def deck_reshuffled(state: State, d: dict) -> State:
    # The shuffled discards go under what is left, so a draw continues where it stopped.
    deck = d["deck"]
    state = _with_pile(state, "decks", deck, state["decks"][deck] + list(d["order"]))
    return _with_pile(state, "discards", deck, [])


def turn_started(state: State, d: dict) -> State:
    return {
        **state,
        "phase": "inspire",
        "turn": d["turn"],
        "muse": d["muse"],
        "current": new_turn(),
    }


def masterpiece_drawn(state: State, d: dict) -> State:
    state = _with_pile(state, "decks", MASTERPIECES, state["decks"][MASTERPIECES][1:])
    return _with_current(state, masterpiece=d["card"])


def inspirations_drawn(state: State, d: dict) -> State:
    cards = list(d["cards"])
    deck = state["decks"][INSPIRATIONS][len(cards) :]
    return _with_current(_with_pile(state, "decks", INSPIRATIONS, deck), offered=cards)


def inspiration_chosen(state: State, d: dict) -> State:
    # Rulebook: "place the other card on the bottom of the deck".
    deck = state["decks"][INSPIRATIONS] + [d["returned"]]
    state = _with_pile(state, "decks", INSPIRATIONS, deck)
    return {**_with_current(state, inspiration=d["card"], offered=[]), "phase": "clue"}


def masterpiece_seen(state: State, d: dict) -> State:
    return _with_current(state, seen=True)


def clue_given(state: State, d: dict) -> State:
    return _with_current(state, clue=d["clue"])


def row_laid_out(state: State, d: dict) -> State:
    row = list(d["row"])
    deck = state["decks"][MASTERPIECES][len(row) - 1 :]
    state = _with_pile(state, "decks", MASTERPIECES, deck)
    state = _with_current(state, row=row, answer_position=d["answer_position"])
    return {**state, "phase": "vote"}


def vote_cast(state: State, d: dict) -> State:
    votes = {
        **state["current"]["votes"],
        str(d["seat"]): {"position": d["position"], "flag": d["flag"]},
    }
    return _with_current(state, votes=votes)


def vote_missed(state: State, d: dict) -> State:
    return _with_current(state, missed=[*state["current"]["missed"], d["seat"]])


def votes_revealed(state: State, d: dict) -> State:
    return _with_current(state, revealed=True)


def turn_scored(state: State, d: dict) -> State:
    points = list(d["points"])
    scores = [a + b for a, b in zip(state["scores"], points, strict=True)]
    state = _with_current(state, points=points, void=d["void"])
    return {**state, "scores": scores}


def masterpiece_judged(state: State, d: dict) -> State:
    return _with_current(state, outcome="correct" if d["correct"] else "incorrect", void=d["void"])


def turn_forfeited(state: State, d: dict) -> State:
    return _with_current(state, outcome="forfeited")


def _history_entry(state: State, outcome: str) -> dict[str, Any]:
    c = state["current"]
    laid = bool(c["row"])
    return {
        "turn": state["turn"],
        "muse": state["muse"],
        "inspiration": c["inspiration"],
        "clue": c["clue"],
        "row": list(c["row"]),
        "answer": c["masterpiece"] if laid else None,
        "answer_position": c["answer_position"],
        "votes": {k: v["position"] for k, v in c["votes"].items()},
        "flags": sorted(int(k) for k, v in c["votes"].items() if v["flag"]),
        "missed": list(c["missed"]),
        "void": c["void"],
        "outcome": outcome,
        "points": c["points"],
    }


def turn_ended(state: State, d: dict) -> State:
    """The played cards leave the table: the answer to the group's scoring area or aside
    (cooperative), everything else to the discard piles."""
    c = state["current"]
    outcome = d["outcome"]
    in_play = list(c["row"]) if c["row"] else [c["masterpiece"]]
    spent = [c["inspiration"]] if c["inspiration"] else list(c["offered"])
    scoring_area, set_aside = state["scoring_area"], state["set_aside"]
    if state["mode"] == COOPERATIVE:
        in_play.remove(c["masterpiece"])
        if outcome == "correct":
            scoring_area = [*scoring_area, c["masterpiece"]]
        else:
            set_aside = [*set_aside, c["masterpiece"]]
    return {
        **state,
        "phase": "between",
        "history": [*state["history"], _history_entry(state, outcome)],
        "current": None,
        "scoring_area": scoring_area,
        "set_aside": set_aside,
        "discards": {
            MASTERPIECES: state["discards"][MASTERPIECES] + in_play,
            INSPIRATIONS: state["discards"][INSPIRATIONS] + spent,
        },
    }


def game_ended(state: State, d: dict) -> State:
    return {**state, "phase": "over", "ended": dict(d)}


HANDLERS: dict[str, Callable[[State, dict], State]] = {
    "GameSetUp": game_set_up,
    "DecksShuffled": decks_shuffled,
    "DeckReshuffled": deck_reshuffled,
    "TurnStarted": turn_started,
    "MasterpieceDrawn": masterpiece_drawn,
    "InspirationsDrawn": inspirations_drawn,
    "InspirationChosen": inspiration_chosen,
    "MasterpieceSeen": masterpiece_seen,
    "ClueGiven": clue_given,
    "RowLaidOut": row_laid_out,
    "VoteCast": vote_cast,
    "VoteMissed": vote_missed,
    "VotesRevealed": votes_revealed,
    "TurnScored": turn_scored,
    "MasterpieceJudged": masterpiece_judged,
    "TurnForfeited": turn_forfeited,
    "TurnEnded": turn_ended,
    "GameEnded": game_ended,
}


def evolve(state: State, event: Event) -> State:
    """The state after ``event``; unknown event types change nothing."""
    handler = HANDLERS.get(event.type)
    if handler is None:
        return state
    return handler(state, event.merged)
