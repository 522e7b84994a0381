"""Prompts: one question to one seat, and the shape of an answer to it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from games.engine.errors import IllegalAction


@dataclass(frozen=True)
class Option:
    """One choice. ``id`` is stable (safe to put in an email reply or a URL)."""

    id: str
    label: str


@dataclass(frozen=True)
class Prompt:
    """What one seat must decide right now.

    ``kind="choose"``: pick between ``min`` and ``max`` distinct options.
    ``kind="text"``: type a text of at most ``max_length`` characters.
    ``id`` names the decision point and must differ between two decision points of a game
    (include the turn/phase in it): a seat whose prompt id is unchanged may answer even
    when other seats moved since it looked (simultaneous bids, votes, email replies).
    """

    id: str
    seat: int
    text: str
    kind: Literal["choose", "text"] = "choose"
    options: tuple[Option, ...] = ()
    min: int = 1
    max: int = 1
    max_length: int = 0
    hint: dict[str, Any] = field(default_factory=dict)

    def option_ids(self) -> list[str]:
        return [o.id for o in self.options]

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "seat": self.seat,
            "kind": self.kind,
            "text": self.text,
            "min": self.min,
            "max": self.max,
            "options": [{"id": o.id, "label": o.label} for o in self.options],
            "max_length": self.max_length,
        }


@dataclass(frozen=True)
class Answer:
    """A seat's reply to its prompt: chosen option ids, or a text."""

    choices: tuple[str, ...] = ()
    text: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {"choices": list(self.choices), "text": self.text}


def check_answer_shape(prompt: Prompt, answer: Answer) -> None:
    """Refuse an answer that does not fit the prompt's form.

    Raises IllegalAction with what to do instead. The rules check the substance after.
    """
    if prompt.kind == "text":
        text = (answer.text or "").strip()
        if not text:
            raise IllegalAction("This question needs a text answer; send some text.")
        if prompt.max_length and len(text) > prompt.max_length:
            raise IllegalAction(
                f"Your answer is {len(text)} characters long; the limit is {prompt.max_length}."
            )
        return
    ids = prompt.option_ids()
    if len(set(answer.choices)) != len(answer.choices):
        raise IllegalAction("You chose the same option twice; choose each option once.")
    unknown = [c for c in answer.choices if c not in ids]
    if unknown:
        raise IllegalAction(
            f"'{unknown[0]}' is not one of the options; choose from: {', '.join(ids)}."
        )
    n = len(answer.choices)
    if not prompt.min <= n <= prompt.max:
        if prompt.min == prompt.max:
            want = f"exactly {prompt.min}"
        else:
            want = f"between {prompt.min} and {prompt.max}"
        raise IllegalAction(f"Choose {want} option(s); you chose {n}.")
