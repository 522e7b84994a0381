"""Passive primitives and scoring: protect, discount, tuck_beneath, stack_token_value, score.

These are rules in force while the card is an exhibit (a tucked scroll keeps only its
stack_token_value onto its host), never steps to resolve. Where they act:
``values.py`` (stack_token_value, protect, discount), ``phases/acquire.py`` (tuck_beneath),
``endgame.py`` (score).
"""

from __future__ import annotations

from typing import Any

from games.rules.wondrous_museum.effects.amounts import check_amount, describe_amount
from games.rules.wondrous_museum.effects.base import CardDataError, Primitive, need
from games.rules.wondrous_museum.effects.selectors import check_filter, check_selector
from games.rules.wondrous_museum.effects.wording import describe_selector

PASSIVE = frozenset({"passive"})


class Protect(Primitive):
    op = "protect"
    timings = PASSIVE
    passive = True

    def check(self, step: dict[str, Any], where: str) -> None:
        need(step, {"where"}, where)
        check_selector(step.get("where", {"at": "self"}), where, others_allowed=False)

    def describe(self, step: dict[str, Any]) -> str:
        return f"other players' effects cannot touch {describe_selector(step.get('where', {'at': 'self'}))}"


class Discount(Primitive):
    op = "discount"
    timings = PASSIVE
    passive = True

    def check(self, step: dict[str, Any], where: str) -> None:
        need(step, {"amount", "applies_to"}, where)
        if isinstance(step.get("amount"), bool) or not isinstance(step.get("amount"), int):
            raise CardDataError(f"{where}: a discount is a whole number.")
        check_filter(step.get("applies_to"), where)

    def describe(self, step: dict[str, Any]) -> str:
        f = step["applies_to"]
        what = " ".join(str(v) for v in f.values()) or "all"
        return f"{what} exhibits you acquire cost {step['amount']} less (not the commission)"


class TuckBeneath(Primitive):
    op = "tuck_beneath"
    timings = PASSIVE
    passive = True

    def check(self, step: dict[str, Any], where: str) -> None:
        need(step, {"host"}, where)
        check_filter(step.get("host", {}), where)

    def describe(self, step: dict[str, Any]) -> str:
        f = step.get("host", {})
        what = " ".join(str(v) for v in f.values())
        return f"may be played beneath {'a ' + what if what else 'any'} exhibit"


class StackTokenValue(Primitive):
    op = "stack_token_value"
    timings = PASSIVE
    passive = True

    def check(self, step: dict[str, Any], where: str) -> None:
        need(step, {"onto"}, where)
        onto = step.get("onto")
        if onto != "host":
            check_selector(onto, where, others_allowed=False)

    def describe(self, step: dict[str, Any]) -> str:
        onto = step["onto"]
        target = "the exhibit it is tucked beneath" if onto == "host" else describe_selector(onto)
        return f"its token value adds to the value of each token on {target}"


class Score(Primitive):
    op = "score"
    timings = frozenset({"end_of_game"})
    passive = True

    def check(self, step: dict[str, Any], where: str) -> None:
        need(step, {"amount"}, where)
        check_amount(step.get("amount"), where)

    def describe(self, step: dict[str, Any]) -> str:
        amount = step["amount"]
        if isinstance(amount, int):
            return f"+{amount} rating at the end of the game"
        return f"+{describe_amount(amount)} rating at the end of the game"
