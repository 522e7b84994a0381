"""The effect vocabulary: every primitive, by its op id (17 in all)."""

from __future__ import annotations

from games.rules.wondrous_museum.effects.base import Primitive
from games.rules.wondrous_museum.effects.control import ChooseOne
from games.rules.wondrous_museum.effects.hand import DiscardFromHand, DrawCards
from games.rules.wondrous_museum.effects.market import DiscardMarketCard, TakeMarketCard
from games.rules.wondrous_museum.effects.passives import (
    Discount,
    Protect,
    Score,
    StackTokenValue,
    TuckBeneath,
)
from games.rules.wondrous_museum.effects.play_area import Activate, SwapExhibits
from games.rules.wondrous_museum.effects.runes import RechargeRunes
from games.rules.wondrous_museum.effects.tokens import GainToken, MoveToken, RemoveToken, StealToken

REGISTRY: dict[str, Primitive] = {}
for _primitive in (
    GainToken(),
    RemoveToken(),
    MoveToken(),
    StealToken(),
    DrawCards(),
    DiscardFromHand(),
    TakeMarketCard(),
    DiscardMarketCard(),
    RechargeRunes(),
    Activate(),
    SwapExhibits(),
    Score(),
    Protect(),
    Discount(),
    TuckBeneath(),
    StackTokenValue(),
    ChooseOne(REGISTRY),
):
    REGISTRY[_primitive.op] = _primitive


def primitive(op: str) -> Primitive:
    return REGISTRY[op]


def describe_steps(steps: list[dict]) -> str:
    return ", then ".join(REGISTRY[s["op"]].describe(s) for s in steps)


def describe_block(block: dict) -> str:
    """One printed effect in plain English: 'discard 1 card from your hand to gain 3 ...'."""
    text = describe_steps(block["do"])
    if block.get("cost"):
        text = f"{describe_steps(block['cost'])} to {text}"
    if block["when"] == "triggered":
        trig = block["trigger"]
        lead = {
            # bandit: "token" here is a trigger name and the value a sentence, not a password
            "token_gained": "whenever a card next to it gains tokens",  # nosec B105
            "exhibit_acquired": "whenever you acquire a matching exhibit",
            "runes_reset": "whenever your runes are reset",
        }[trig["event"]]
        text = f"{lead}: {text}"
    elif block["when"] == "on_acquire":
        text = f"when acquired: {text}"
    elif block["when"] == "end_of_game":
        text = f"end of game: {text}"
    return text
