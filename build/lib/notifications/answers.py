"""What a reply's answer line means for a prompt: a pure function of the two.

Accepted, for a choice prompt (the numbers are the ones the email shows, from 1):

- option numbers (positions, even where an id is a number too) or option ids, alone on
  the line: ``2``, ``1 3``, ``1, 3 and 4``, ``done``;
- words that name one option and no other: every word of the answer is a word of that
  option's label ("done", "I am done trading", "Memberships 9"), case and accents ignored,
  a few filler words ("I", "am", "the", "please"...) skipped; a label equal to the answer
  wins over labels that merely contain it. For a prompt that takes several options, the
  answer may name them by words separated by commas, semicolons or "and";
- ``none`` when the prompt allows choosing nothing.

Anything else raises Unreadable with what would have been accepted, with the prompt's real
range and, for several options, how many to pick; words matching several options list the
candidates. For a text prompt the line is the answer.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any

from games.engine import Answer

FILLER = {"i", "im", "am", "a", "an", "the", "please", "pls", "ok", "okay", "my", "choice",
          "option", "options", "answer", "choose", "pick", "id", "number", "nr"}  # fmt: skip
JOINERS = {"and", "&", "option", "options", "number", "nr", "#"}
NONE_WORDS = {"none", "nothing", "no option", "no options"}
SHOWN = 60  # characters of the player's line quoted back in a refusal


class Unreadable(Exception):
    """The reply holds no answer we can read; ``message`` says what to send instead."""

    def __init__(self, message: str):
        super().__init__(message)
        self.message = message


def words(text: str) -> list[str]:
    """Lower-case words without accents or apostrophes: 'Déjà-vu, I'm' -> deja vu im."""
    flat = unicodedata.normalize("NFKD", text)
    flat = "".join(c for c in flat if not unicodedata.combining(c)).casefold()
    flat = re.sub(r"['\u2019`]", "", flat)
    return re.findall(r"[^\W_]+", flat)


def how_to_answer(prompt: dict[str, Any]) -> str:
    """One sentence: what a reply to ``prompt`` may say (shown in the email and refusals)."""
    if prompt["kind"] == "text":
        limit = prompt.get("max_length") or 0
        most = f" (at most {limit} characters)" if limit else ""
        return f"Reply with your answer{most} on the first line of your email."
    n = len(prompt["options"])
    low, high = prompt["min"], min(prompt["max"], n)
    if high <= 1:
        if n == 1:
            return ('Reply with "1" (the only option) or its words on the first line of '
                    "your email.")  # fmt: skip
        return (f"Reply with the number of your choice, from 1 to {n}, or the words of one "
                "option, on the first line of your email.")  # fmt: skip
    if low == high:
        count = f"exactly {low}"
    elif low == 0:
        count = f"up to {high}"
    else:
        count = f"{low} to {high}"
    none = ', or "none"' if low == 0 else ""
    return (f"Reply with the numbers of {count} of the options 1 to {n}, separated by spaces "
            f'(like "1 3"){none}, on the first line of your email.')  # fmt: skip


def read_answer(line: str, prompt: dict[str, Any], *, numbers_ok: bool = True) -> Answer:
    """The answer ``line`` gives to ``prompt`` (its JSON form). Raises Unreadable.

    ``numbers_ok=False`` says the options changed since the email that showed the numbers
    was sent: numbers would point at other options then, so only ids and words count.
    """
    line = line.strip()
    if not line:
        raise Unreadable("The reply had no answer on its first line. " + how_to_answer(prompt))
    if prompt["kind"] == "text":
        return Answer(text=line)
    choices = _by_numbers_or_ids(line, prompt, numbers_ok)
    if choices is None:
        choices = _by_words(line, prompt)
    _check_count(choices, prompt)
    return Answer(choices=tuple(choices))


def _quoted(line: str) -> str:
    return "'" + (line if len(line) <= SHOWN else line[: SHOWN - 3] + "...") + "'"


def _by_numbers_or_ids(line: str, prompt: dict[str, Any], numbers_ok: bool) -> list[str] | None:
    """Choices if every token of the line is an option number or id, else None."""
    options = prompt["options"]
    by_id = {o["id"].casefold(): o["id"] for o in options}
    tokens = [t.strip(".)(:#") for t in re.split(r"[\s,;]+", line)]
    tokens = [t for t in tokens if t and t.casefold() not in JOINERS]
    if not tokens or not all(t.isdigit() or t.casefold() in by_id for t in tokens):
        return None
    chosen = []
    for token in tokens:
        if not token.isdigit():
            chosen.append(by_id[token.casefold()])
            continue
        # A number is the position the email showed, even where an id is a number too
        # (Wondrous Museum's yes/no ids are "0" and "1": "1" is the first option).
        if not numbers_ok:
            raise Unreadable(
                "The options changed after that email was sent, so its numbers no longer "
                "point at the same options. Here is the question as it stands now. "
                + how_to_answer(prompt)
            )
        if not 1 <= int(token) <= len(options):
            raise Unreadable(
                f"{_quoted(token)} is not one of the options. " + how_to_answer(prompt)
            )
        chosen.append(options[int(token) - 1]["id"])
    return chosen


def _by_words(line: str, prompt: dict[str, Any]) -> list[str]:
    options = prompt["options"]
    if " ".join(words(line)) in NONE_WORDS and prompt["min"] == 0:
        return []
    whole = _matching(line, options)
    if len(whole) == 1:
        return [whole[0]["id"]]
    if not whole and prompt["max"] > 1:
        parts = [p for p in re.split(r"[,;&]|\band\b", line, flags=re.IGNORECASE) if p.strip()]
        if len(parts) > 1:
            return [_one_by_words(part, options, prompt) for part in parts]
    return [_one_by_words(line, options, prompt, found=whole)]


def _one_by_words(text: str, options: list[dict], prompt: dict[str, Any], found=None) -> str:
    found = _matching(text, options) if found is None else found
    if len(found) == 1:
        return found[0]["id"]
    if not found:
        raise Unreadable(f"{_quoted(text.strip())} is not one of the options. "
                         + how_to_answer(prompt))  # fmt: skip
    numbers = {o["id"]: i for i, o in enumerate(options, start=1)}
    listed = "; ".join(f"{numbers[o['id']]}. {o['label']}" for o in found)
    raise Unreadable(f"{_quoted(text.strip())} could mean more than one option: {listed}. "
                     "Reply with the number of the one you mean.")  # fmt: skip


def _matching(text: str, options: list[dict]) -> list[dict]:
    """Options whose label equals the text, else those whose label has all its words."""
    said = words(text)
    exact = [o for o in options if words(o["label"]) == said]
    if exact:
        return exact
    content = {w for w in said if w not in FILLER}
    if not content:
        return []
    return [o for o in options if content <= set(words(o["label"]))]


def _check_count(choices: list[str], prompt: dict[str, Any]) -> None:
    low, high = prompt["min"], prompt["max"]
    if low <= len(choices) <= high:
        return
    named = f"named {len(choices)} option{'s' if len(choices) != 1 else ''}"
    raise Unreadable(f"Your reply {named}. " + how_to_answer(prompt))
