"""Seat references in texts: the rules say whom they mean, the platform writes the name.

The rules never know who sits where, so every text they produce (``describe``, prompts and
their options, refusals, result summaries, strings in a view) marks a player with a token:
``seat(2)`` is ``{seat:2}`` ("Bob", or "you" for the reader) and ``seats_possessive(2)`` is
``{seat:2's}`` ("Bob's", or "your"). ``render`` turns the tokens into names for one reader
at the platform's edge. A text with a token reads as a sentence whoever the reader is, so
the rules write verbs that agree with "you" too ("Alice bid 5", never "Alice has").

Pure: no Django. ``fallback_names`` names seats "Player 1", "Player 2"... (counted from 1)
where no platform is around (playouts, tests of the rules).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

TOKEN = re.compile(r"\{seat:(\d+)('s)?\}")
# Where a word starts a sentence: the text's start, a new line (after any indent), or after
# the end of a sentence. "you" is written "You" there.
_SENTENCE_START = re.compile(r"(?:^|[.!?]\s+|\n\s*|^\s+)$")


def seat(number: int) -> str:
    """The token for seat ``number`` (0-based): a name, or "you" for the reader."""
    return f"{{seat:{int(number)}}}"


def seat_possessive(number: int) -> str:
    """The token for seat ``number``'s: "Bob's", or "your" for the reader."""
    return f"{{seat:{int(number)}'s}}"


def seats(numbers: Iterable[int], *, none: str = "nobody") -> str:
    """Several seats as one phrase: "{seat:0}", "{seat:0} and {seat:2}",
    "{seat:0}, {seat:1} and {seat:2}"; ``none`` when there are none."""
    tokens = [seat(n) for n in numbers]
    if not tokens:
        return none
    if len(tokens) == 1:
        return tokens[0]
    return ", ".join(tokens[:-1]) + " and " + tokens[-1]


def fallback_name(number: int) -> str:
    """How a seat is named when no player's name is known: counted from 1."""
    return f"Player {int(number) + 1}"


def fallback_names(count: int) -> dict[int, str]:
    return {n: fallback_name(n) for n in range(count)}


def render(text: str, names: Mapping[int, str], reader: int | None = None) -> str:
    """``text`` with every seat token replaced by the seat's name from ``names`` ("Player
    N" counted from 1 when missing), or "you"/"your" when the seat is ``reader``."""
    if "{seat:" not in text:
        return text

    def name(match: re.Match[str]) -> str:
        number, possessive = int(match.group(1)), bool(match.group(2))
        if reader is not None and number == reader:
            word = "your" if possessive else "you"
            if _SENTENCE_START.search(text, 0, match.start()):
                word = word.capitalize()
            return word
        who = names.get(number) or fallback_name(number)
        return f"{who}'s" if possessive else who

    return TOKEN.sub(name, text)


# Values that hold no text: returned as they are without a call (a view is mostly these).
_PLAIN = frozenset({int, float, bool, type(None)})


def render_all(value: Any, names: Mapping[int, str], reader: int | None = None) -> Any:
    """``value`` (JSON: dicts, lists, strings...) with every string rendered; the rest is
    returned as it is. Dict keys are left alone (they are ids, not words)."""
    if isinstance(value, str):
        return render(value, names, reader) if "{seat:" in value else value
    if isinstance(value, dict):
        return {k: v if type(v) in _PLAIN else render_all(v, names, reader)
                for k, v in value.items()}  # fmt: skip
    if isinstance(value, list | tuple):
        return [v if type(v) in _PLAIN else render_all(v, names, reader) for v in value]
    return value


def has_tokens(value: Any) -> bool:
    """True if any string in ``value`` still holds a seat token."""
    if isinstance(value, str):
        return "{seat:" in value
    if isinstance(value, dict):
        return any(has_tokens(v) for v in value.values())
    if isinstance(value, list | tuple):
        return any(has_tokens(v) for v in value)
    return False
