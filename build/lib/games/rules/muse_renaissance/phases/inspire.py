"""Step 2 of a turn: the Muse keeps one of two Inspirations; the other goes under the deck.

Rulebook: "Choose 1 of the 2 Inspiration cards and place the other card on the bottom of
the deck." Content notes, "Turn flow online" 1-2: the Muse chooses before seeing the
Masterpiece; the chosen card is then shown to all and the Muse looks at the Masterpiece.
"""

from __future__ import annotations

from typing import Any

from games.engine.errors import IllegalAction
from games.engine.events import Event
from games.engine.prompts import Answer, Option, Prompt
from games.rules.muse_renaissance import cards
from games.rules.muse_renaissance.chain import Chain


def prompt_id(state: dict[str, Any]) -> str:
    return f"inspire-{state['turn']}"


def prompt(state: dict[str, Any]) -> Prompt:
    """The Muse's choice between the two Inspirations drawn this turn."""
    options = tuple(
        Option(card_id, f"{card['title']}: {card['text']}")
        for card_id in state["current"]["offered"]
        for card in [cards.inspiration(card_id)]
    )
    return Prompt(
        prompt_id(state),
        state["muse"],
        f"Turn {state['turn']}: you are the Muse. Choose the Inspiration you will follow "
        "(the other goes to the bottom of the deck); then you will see your Masterpiece.",
        options=options,
    )


def decide(state: dict[str, Any], seat: int, answer: Answer) -> list[Event]:
    """InspirationChosen (the returned card secret to the Muse), then MasterpieceSeen."""
    offered = state["current"]["offered"]
    if len(answer.choices) != 1 or answer.choices[0] not in offered:
        raise IllegalAction(f"Choose one of your two Inspirations: {' or '.join(offered)}.")
    chosen = answer.choices[0]
    [returned] = [c for c in offered if c != chosen]
    chain = Chain(state)
    turn, muse = state["turn"], state["muse"]
    chain.emit(
        Event(
            "InspirationChosen",
            {"turn": turn, "muse": muse, "card": chosen},
            secret={"returned": returned},
            secret_to=(muse,),
            actor=seat,
        )
    )
    chain.emit(
        Event(
            "MasterpieceSeen",
            {"turn": turn, "muse": muse},
            secret={"card": state["current"]["masterpiece"]},
            secret_to=(muse,),
            actor=seat,
        )
    )
    return chain.events
