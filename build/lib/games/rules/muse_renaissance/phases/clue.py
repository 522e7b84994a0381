"""Steps 3-5 of a turn: the Muse's clue, then the row of six Masterpieces.

Rulebook: the Muse performs a clue following the chosen Inspiration; then "Draw 5 other
Masterpiece cards ... shuffle the first card into the stack. Lay the cards down in a line".
Content notes, "Turn flow online" 3-4: the clue is checked before anyone sees it (refused
with the reason, retried at will until the deadline); the server shuffles the answer among
five fresh Masterpieces into positions 1-6 and records the answer's position, which stands
in for the Muse's face-down voting token and is secret to the Muse until the reveal.
"""

from __future__ import annotations

from typing import Any

from games.engine.events import Event
from games.engine.prompts import Answer, Prompt
from games.engine.rng import Rng
from games.rules.muse_renaissance import cards
from games.rules.muse_renaissance.chain import Chain
from games.rules.muse_renaissance.clue_rules import validate_clue
from games.rules.muse_renaissance.decks import DeckExhausted, top_cards
from games.rules.muse_renaissance.flow import end_game
from games.rules.muse_renaissance.state import MASTERPIECES, ROW_SIZE


def prompt_id(state: dict[str, Any]) -> str:
    return f"clue-{state['turn']}"


def prompt(state: dict[str, Any]) -> Prompt:
    """The Muse's free-text clue, with the card to follow and the Masterpiece to describe."""
    card = cards.inspiration(state["current"]["inspiration"])
    piece = cards.masterpiece(state["current"]["masterpiece"])
    return Prompt(
        prompt_id(state),
        state["muse"],
        f"Your Masterpiece: {cards.masterpiece_line(piece['id'])}. {piece['description']} "
        f"Give your clue following '{card['title']}': {card['text']} "
        "Do not name the title or the artist; no links.",
        kind="text",
        max_length=cards.clue_length_limit(),
        hint={"inspiration": card["id"], "masterpiece": piece["id"]},
    )


def decide(state: dict[str, Any], seat: int, answer: Answer, rng: Rng) -> list[Event]:
    """ClueGiven and RowLaidOut; IllegalAction (nothing shown) for a refused clue."""
    current = state["current"]
    card = cards.inspiration(current["inspiration"])
    clue = validate_clue(answer.text or "", card, cards.masterpiece(current["masterpiece"]))
    chain = Chain(state)
    turn, muse = state["turn"], state["muse"]
    chain.emit(
        Event(
            "ClueGiven",
            {"turn": turn, "muse": muse, "inspiration": card["id"], "clue": clue},
            actor=seat,
        )
    )
    try:
        decoys = top_cards(chain, MASTERPIECES, ROW_SIZE - 1, rng)
    except DeckExhausted as empty:
        end_game(chain, reason=f"The {empty.args[0]} ran out.")
        return chain.events
    row = rng.shuffled([current["masterpiece"], *decoys])
    chain.emit(
        Event(
            "RowLaidOut",
            {"turn": turn, "row": row},
            secret={"answer_position": row.index(current["masterpiece"]) + 1},
            secret_to=(muse,),
        )
    )
    return chain.events
