"""What one seat may see: the table for the web client and the API.

Hidden until the reveal (issue, "Hidden information"): the answer and its position (only the
Muse knows them, and the Muse sees the Masterpiece only after choosing an Inspiration), the
votes (each voter sees only their own), the Inspiration not chosen (only the Muse, while
choosing) and the deck orders (nobody; only their sizes are shown).
"""

from __future__ import annotations

from typing import Any

from games.rules.muse_renaissance import cards
from games.rules.muse_renaissance.phases.vote import clue_line
from games.rules.muse_renaissance.state import (
    COOP_LIMIT,
    COOP_TARGET,
    COOPERATIVE,
    DECKS,
    colour,
    pending_voters,
)


def _role(state: dict[str, Any], seat: int | None) -> str:
    if seat is None:
        return "spectator"
    return "muse" if seat == state["muse"] else "guesser"


def _row(row: list[str]) -> list[dict[str, Any]]:
    return [{"position": i, **cards.masterpiece_view(cid)} for i, cid in enumerate(row, start=1)]


_SHORT = ("id", "title", "artist", "year")


def _short(card_id: str) -> dict[str, Any]:
    """A past Masterpiece in brief (the current row carries every detail)."""
    full = cards.masterpiece_view(card_id)
    return {key: full[key] for key in _SHORT}


def waiting_for(state: dict[str, Any]) -> list[int]:
    """Seats whose decision the table is waiting for."""
    if state["phase"] in ("inspire", "clue"):
        return [state["muse"]]
    if state["phase"] == "vote":
        return pending_voters(state)
    return []


def current_view(state: dict[str, Any], seat: int | None) -> dict[str, Any] | None:
    """The turn in progress as ``seat`` may see it."""
    c = state["current"]
    if c is None:
        return None
    is_muse = seat is not None and seat == state["muse"]
    out: dict[str, Any] = {
        "inspiration": cards.inspiration_view(c["inspiration"]) if c["inspiration"] else None,
        "clue": c["clue"],
        "clue_line": clue_line(c["clue"]) if c["clue"] else None,
        "row": _row(c["row"]),
        "voted": sorted(int(s) for s in c["votes"]),
        "missed": list(c["missed"]),
        "waiting_for": waiting_for(state),
    }
    if is_muse and c["offered"]:
        out["inspiration_options"] = [cards.inspiration_view(i) for i in c["offered"]]
    if is_muse and c["seen"]:
        out["masterpiece"] = cards.masterpiece_view(c["masterpiece"])
        out["answer_position"] = c["answer_position"]
    if seat is not None and str(seat) in c["votes"]:
        out["your_vote"] = dict(c["votes"][str(seat)])
    return out


def turn_record(state: dict[str, Any], entry: dict[str, Any]) -> dict[str, Any]:
    """A finished turn as everyone sees it after the reveal, with each seat's points."""
    points = entry["points"]
    breakdown = []
    for s in range(state["seats"]):
        vote = entry["votes"].get(str(s))
        breakdown.append(
            {
                "seat": s,
                "colour": colour(s),
                "role": "muse" if s == entry["muse"] else "guesser",
                "vote": vote,
                "correct": vote is not None and vote == entry["answer_position"],
                "flagged": s in entry["flags"],
                "missed": s in entry["missed"],
                "points": points[s] if points else 0,
            }
        )
    return {
        "turn": entry["turn"],
        "muse": entry["muse"],
        "muse_colour": colour(entry["muse"]),
        "inspiration": cards.inspiration_view(entry["inspiration"])
        if entry["inspiration"]
        else None,
        "clue": entry["clue"],
        "row": [{"position": i, **_short(c)} for i, c in enumerate(entry["row"], start=1)],
        "answer": _short(entry["answer"]) if entry["answer"] else None,
        "answer_position": entry["answer_position"],
        "outcome": entry["outcome"],
        "void": entry["void"],
        "seats": breakdown,
    }


def view(state: dict[str, Any], seat: int | None, result: dict[str, Any] | None) -> dict[str, Any]:
    """The whole table for ``seat`` (None: a spectator). ``result`` is the final result's
    JSON once the game is over."""
    coop = state["mode"] == COOPERATIVE
    muse_turns = [0] * state["seats"]
    for entry in state["history"]:
        muse_turns[entry["muse"]] += 1
    players = []
    for s in range(state["seats"]):
        player = {
            "seat": s,
            "colour": colour(s),
            "is_muse": s == state["muse"] and state["phase"] not in ("over",),
            "muse_turns_played": muse_turns[s],
        }
        if not coop:
            player["score"] = state["scores"][s]
        players.append(player)
    history = [turn_record(state, h) for h in state["history"]]
    out: dict[str, Any] = {
        "game": "muse-renaissance",
        "mode": state["mode"],
        "phase": state["phase"],
        "turn": state["turn"],
        "total_turns": state["total_turns"],
        "you": seat,
        "role": _role(state, seat),
        "muse": state["muse"],
        "players": players,
        "decks": {d: len(state["decks"][d]) for d in DECKS},
        "discards": {d: len(state["discards"][d]) for d in DECKS},
        "current": current_view(state, seat),
        "last_reveal": history[-1] if history else None,
        "history": history,
        "result": result,
    }
    if coop:
        out["cooperative"] = {
            "scoring_area": [cards.masterpiece_view(m) for m in state["scoring_area"]],
            "set_aside": [cards.masterpiece_view(m) for m in state["set_aside"]],
            "correct": len(state["scoring_area"]),
            "incorrect": len(state["set_aside"]),
            "target": COOP_TARGET,
            "limit": COOP_LIMIT,
        }
    return out
