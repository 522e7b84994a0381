"""Step 6 of a turn: every guesser votes at once, in secret, for position 1-6.

Rulebook: "The other players will use their numbered voting tokens to make their guess ...
face-down". Content notes, "Turn flow online" 5-6: on cards judged by players a guesser may
also flag the clue as breaking the card, with the vote (so before the reveal); the reveal
comes when every guesser has voted or missed the deadline.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from games.engine.errors import IllegalAction
from games.engine.events import Event
from games.engine.prompts import Answer, Option, Prompt
from games.engine.rng import Rng
from games.rules.muse_renaissance import cards
from games.rules.muse_renaissance.chain import Chain
from games.rules.muse_renaissance.scoring import reveal
from games.rules.muse_renaissance.state import pending_voters

FLAG = "flag"


def prompt_id(state: dict[str, Any]) -> str:
    return f"vote-{state['turn']}"


def clue_line(clue: str) -> str:
    """How a clue is put to the guessers in every channel."""
    return f"Clue: {clue}; reply with 1-6"


def can_flag(state: dict[str, Any]) -> bool:
    return cards.players_judge(cards.inspiration(state["current"]["inspiration"]))


@lru_cache(maxsize=64)
def _question(inspiration_id: str, row: tuple[str, ...], clue: str) -> tuple[str, tuple, int]:
    """(text, options, most choices) of the vote, the same for every guesser of a turn."""
    card = cards.inspiration(inspiration_id)
    options = [
        Option(str(position), f"{position}. {cards.masterpiece_line(card_id)}")
        for position, card_id in enumerate(row, start=1)
    ]
    text = f"Inspiration '{card['title']}': {card['text']} {clue_line(clue)}."
    if not cards.players_judge(card):
        return text, tuple(options), 1
    judge = card.get("players_judge") or "it follows the card"
    options.append(Option(FLAG, f"Flag: the clue breaks the card (check: {judge})"))
    text += " You may add 'flag' if the clue does not follow the card."
    return text, tuple(options), 2


def prompts(state: dict[str, Any]) -> dict[int, Prompt]:
    """Each pending guesser's secret vote (and, on player-judged cards, the optional flag)."""
    current = state["current"]
    text, options, most = _question(current["inspiration"], tuple(current["row"]), current["clue"])
    pid = prompt_id(state)
    return {
        seat: Prompt(pid, seat, text, options=options, min=1, max=most)
        for seat in pending_voters(state)
    }


def decide(state: dict[str, Any], seat: int, answer: Answer, rng: Rng) -> list[Event]:
    """VoteCast (secret to the voter); the reveal and scoring follow the last vote."""
    if seat not in pending_voters(state):
        raise IllegalAction("You have already voted this turn; wait for the reveal.")
    positions = [c for c in answer.choices if c != FLAG]
    flag = FLAG in answer.choices
    if len(positions) != 1 or positions[0] not in {"1", "2", "3", "4", "5", "6"}:
        raise IllegalAction("Vote for exactly one Masterpiece: reply with one number, 1-6.")
    if flag and not can_flag(state):
        raise IllegalAction("This Inspiration is checked by the machine; vote without 'flag'.")
    chain = Chain(state)
    chain.emit(
        Event(
            "VoteCast",
            {"turn": state["turn"], "seat": seat},
            secret={"seat": seat, "position": int(positions[0]), "flag": flag},
            secret_to=(seat,),
            actor=seat,
        )
    )
    if not pending_voters(chain.state):
        reveal(chain, rng)
    return chain.events


def vote_missed(chain: Chain, seat: int, rng: Rng) -> None:
    """A guesser missed the deadline: no vote (0 points, not counted for the Muse)."""
    chain.emit(Event("VoteMissed", {"turn": chain.state["turn"], "seat": seat}))
    if not pending_voters(chain.state):
        reveal(chain, rng)
