"""What every effect primitive shares: the data error, the question type, the base class.

A primitive is one verb of the card vocabulary (``gain_token``, ``draw_cards``...). It knows:
- ``check(step)``: refuse bad parameters when the card set is loaded (CardDataError);
- ``question(state, frame)``: the next thing someone must choose before it can resolve,
  or None when it can resolve now;
- ``execute(ctx, frame)``: resolve the step, emitting events through ``ctx.step_done``;
- ``payable(state, frame, step)``: for cost steps, whether it can be paid in full;
- ``describe(step)``: the step in plain English (labels, e-mails).
Passive primitives (protect, discount...) are rules read by other modules; they only check
and describe.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar


class CardDataError(ValueError):
    """A card in data/cards.yaml uses an unknown primitive or a bad parameter."""


@dataclass(frozen=True)
class Question:
    """A choice someone must make before the game can go on.

    ``key`` names what is being chosen (stored under it in the frame's picks); ``options``
    are (id, label) pairs; ``kind`` tells bots and timeouts what sort of choice it is.
    """

    key: str
    seat: int
    text: str
    options: tuple[tuple[str, str], ...]
    min: int = 1
    max: int = 1
    kind: str = "pick"
    data: dict[str, Any] = field(default_factory=dict)


def need(step: dict[str, Any], allowed: set[str], where: str) -> None:
    """Refuse parameters a primitive does not know."""
    unknown = set(step) - allowed - {"op"}
    if unknown:
        raise CardDataError(f"{where}: unknown parameter(s) {sorted(unknown)} for {step['op']}.")


def one_of(value: Any, allowed: tuple[Any, ...], what: str, where: str) -> None:
    if value not in allowed:
        raise CardDataError(f"{where}: {what} must be one of {allowed}, not {value!r}.")


class Primitive:
    """Base class; subclasses set ``op`` and ``timings`` and override what they need."""

    op: ClassVar[str] = ""
    # Timings whose blocks may use this primitive.
    timings: ClassVar[frozenset[str]] = frozenset()
    passive: ClassVar[bool] = False

    def check(self, step: dict[str, Any], where: str) -> None:
        raise NotImplementedError

    def question(self, state: dict[str, Any], frame: dict[str, Any]) -> Question | None:
        return None

    def execute(self, ctx: Any, frame: dict[str, Any]) -> None:
        raise NotImplementedError(f"{self.op} is a passive rule, not a step to resolve.")

    def payable(self, state: dict[str, Any], frame: dict[str, Any], step: dict[str, Any]) -> bool:
        return True

    def describe(self, step: dict[str, Any]) -> str:
        raise NotImplementedError
