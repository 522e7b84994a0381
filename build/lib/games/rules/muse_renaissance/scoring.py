"""The reveal and what it earns: points (competitive) or a right/wrong verdict (co-op).

Rulebook step 7: "Each player that guessed correctly earns 1 Victory Point, and the Muse will
earn 1 Victory Point per correct answer (up to a maximum of 3)." Variant: "Place
correctly-guessed Masterpiece cards into a group-scoring area, and set incorrectly-guessed
cards aside." Content notes: with several guessers the Masterpiece counts as correct when at
least half of those who voted, rounded up, chose it (no votes = incorrect); on cards judged
by players, a strict majority of guessers flagging the clue voids the turn (competitive: 0
for all; co-op: incorrect). A missing vote scores 0 and does not count toward the Muse.
"""

from __future__ import annotations

from typing import Any

from games.engine.events import Event
from games.engine.rng import Rng
from games.rules.muse_renaissance import cards
from games.rules.muse_renaissance.chain import Chain
from games.rules.muse_renaissance.flow import end_turn
from games.rules.muse_renaissance.state import COOPERATIVE, MUSE_CAP, guessers


def correct_guessers(votes: dict[str, int], answer_position: int) -> list[int]:
    """Seats whose vote named the answer's position."""
    return sorted(int(seat) for seat, position in votes.items() if position == answer_position)


def competitive_points(seats: int, muse: int, correct: list[int], void: bool) -> list[int]:
    """Points per seat for one turn: 1 per correct guesser, the Muse 1 per correct guesser
    up to 3; nothing at all on a voided turn."""
    points = [0] * seats
    if void:
        return points
    for seat in correct:
        points[seat] = 1
    points[muse] = min(len(correct), MUSE_CAP)
    return points


def clue_voided(flags: int, guesser_count: int) -> bool:
    """True when a strict majority of the guessers flagged the clue as breaking the card."""
    return flags * 2 > guesser_count


def coop_needed(voters: int) -> int:
    """Right votes needed for a correct Masterpiece: half of those who voted, rounded up."""
    return (voters + 1) // 2


def coop_correct(right: int, voters: int) -> bool:
    """The group's verdict: at least ``coop_needed`` right votes, and at least one vote."""
    return voters > 0 and right >= coop_needed(voters)


def reveal(chain: Chain, rng: Rng) -> None:
    """Emit VotesRevealed and the turn's scoring, then end the turn."""
    state = chain.state
    current = state["current"]
    votes = {seat: v["position"] for seat, v in current["votes"].items()}
    flags = sorted(int(seat) for seat, v in current["votes"].items() if v["flag"])
    answer_position = current["answer_position"]
    chain.emit(
        Event(
            "VotesRevealed",
            {
                "turn": state["turn"],
                "answer": current["masterpiece"],
                "answer_position": answer_position,
                "votes": votes,
                "flags": flags,
                "missed": list(current["missed"]),
            },
        )
    )
    card = cards.inspiration(current["inspiration"])
    void = cards.players_judge(card) and clue_voided(len(flags), len(guessers(state)))
    right = correct_guessers(votes, answer_position)
    chain.emit(_scoring_event(state, right, len(votes), void))
    outcome = _outcome(chain.state["mode"], right, len(votes), void)
    end_turn(chain, outcome, rng)


def _scoring_event(state: dict[str, Any], right: list[int], voters: int, void: bool) -> Event:
    turn, muse = state["turn"], state["muse"]
    if state["mode"] == COOPERATIVE:
        return Event(
            "MasterpieceJudged",
            {
                "turn": turn,
                "correct": not void and coop_correct(len(right), voters),
                "void": void,
                "right_votes": len(right),
                "voters": voters,
                "needed": coop_needed(voters),
            },
        )
    points = competitive_points(state["seats"], muse, right, void)
    return Event(
        "TurnScored",
        {"turn": turn, "muse": muse, "void": void, "correct": right, "points": points},
    )


def _outcome(mode: str, right: list[int], voters: int, void: bool) -> str:
    if mode == COOPERATIVE:
        return "correct" if not void and coop_correct(len(right), voters) else "incorrect"
    return "void" if void else "scored"
