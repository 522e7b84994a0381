"""The shape of a game's state and the questions every module asks of it.

State is a plain JSON-ready dict (seat keys are strings in dicts, as JSON requires):

- ``phase``: "new" | "inspire" (Muse picks an Inspiration) | "clue" (Muse types the clue)
  | "vote" (guessers vote) | "between" (a turn just ended) | "over".
- ``seats``, ``mode`` ("competitive" | "cooperative"), ``first_muse``, ``total_turns``
  (competitive: 2 per player; cooperative: None, the game ends on 5 right or 3 wrong).
- ``turn`` (1-based), ``muse``.
- ``decks`` / ``discards``: {"masterpieces": [ids], "inspirations": [ids]}, top card first.
- ``current``: the turn in progress (see ``new_turn``), None between turns.
- ``scores``: points per seat (competitive); ``scoring_area`` / ``set_aside``: Masterpiece
  ids (cooperative).
- ``history``: one public record per finished turn; ``ended``: the GameEnded data.
"""

from __future__ import annotations

from typing import Any

COMPETITIVE = "competitive"
COOPERATIVE = "cooperative"
MASTERPIECES = "masterpieces"
INSPIRATIONS = "inspirations"
DECKS = (MASTERPIECES, INSPIRATIONS)

# Rulebook "Game Setup": eight colours of voting tokens. Seats take them in seat order.
COLOURS = ("Pink", "Purple", "Green", "Blue", "Red", "Orange", "Yellow", "Grey")
ROW_SIZE = 6  # voting tokens 1-6: the answer and 5 more Masterpieces
INSPIRATIONS_DRAWN = 2
TURNS_AS_MUSE = 2  # "Each player will get 2 turns as Muse."
MUSE_CAP = 3  # "the Muse will earn 1 Victory Point per correct answer (up to a maximum of 3)"
COOP_TARGET = 5  # "five Masterpieces correct ..."
COOP_LIMIT = 3  # "... before they have set three incorrectly-guessed cards aside"


def initial_state() -> dict[str, Any]:
    return {
        "phase": "new",
        "seats": 0,
        "mode": None,
        "first_muse": None,
        "total_turns": None,
        "turn": 0,
        "muse": None,
        "decks": {MASTERPIECES: [], INSPIRATIONS: []},
        "discards": {MASTERPIECES: [], INSPIRATIONS: []},
        "current": None,
        "scores": [],
        "scoring_area": [],
        "set_aside": [],
        "history": [],
        "ended": None,
    }


def new_turn() -> dict[str, Any]:
    """The record of a turn in progress.

    ``offered``: the two Inspirations drawn (only until one is chosen); ``inspiration``:
    the chosen one; ``masterpiece``: the answer; ``seen``: whether the Muse has looked at
    it; ``row``: the six ids in position order; ``answer_position``: 1-6; ``votes``:
    {seat: {"position": 1-6, "flag": bool}}; ``missed``: seats that did not vote.
    """
    return {
        "offered": [],
        "inspiration": None,
        "masterpiece": None,
        "seen": False,
        "clue": None,
        "row": [],
        "answer_position": None,
        "votes": {},
        "missed": [],
        "revealed": False,
        "outcome": None,
        "points": None,
        "void": False,
    }


def colour(seat: int) -> str:
    return COLOURS[seat]


def muse_for_turn(state: dict[str, Any], turn: int) -> int:
    """Play passes to the left (the next seat) of the previous Muse, turn after turn."""
    return (state["first_muse"] + turn - 1) % state["seats"]


def guessers(state: dict[str, Any]) -> list[int]:
    """Every seat but the Muse: those who vote this turn."""
    return [s for s in range(state["seats"]) if s != state["muse"]]


def pending_voters(state: dict[str, Any]) -> list[int]:
    """Guessers who have neither voted nor missed the vote deadline."""
    current = state["current"] or {}
    done = set(current.get("votes", {})) | {str(s) for s in current.get("missed", [])}
    return [s for s in guessers(state) if str(s) not in done]


def correct_count(state: dict[str, Any]) -> int:
    return len(state["scoring_area"])


def incorrect_count(state: dict[str, Any]) -> int:
    return len(state["set_aside"])


def game_over_after_turn(state: dict[str, Any]) -> bool:
    """True when the turn just ended was the last: every Muse turn played (competitive),
    or 5 right / 3 wrong reached (cooperative)."""
    if state["mode"] == COOPERATIVE:
        return correct_count(state) >= COOP_TARGET or incorrect_count(state) >= COOP_LIMIT
    return state["turn"] >= state["total_turns"]
