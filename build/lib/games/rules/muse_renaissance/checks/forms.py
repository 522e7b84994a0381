"""Checks on the clue's whole form (content: ``hashtag``, ``regex``, ``palindrome``,
``one_of``, ``lines``, ``quoted``, ``bracketed``, ``contains_all``)."""

from __future__ import annotations

import re

from games.rules.muse_renaissance import cards
from games.rules.muse_renaissance.text import LINE_BREAKS, Clue, fold, strip_punctuation


def hashtag(clue: Clue, on: bool, _: dict) -> str | None:
    body = clue.text[1:]
    ok = (
        clue.text.startswith("#")
        and 1 <= len(body) <= 40
        and all(ch.isalpha() or ch.isdecimal() or ch == "_" for ch in body)
        and any(ch.isalpha() for ch in body)
    )
    if on and not ok:
        return "The clue must be one hashtag: '#' then up to 40 letters, digits or underscores."
    return None


def regex(clue: Clue, pattern: str, _: dict) -> str | None:
    if not re.fullmatch(pattern, clue.text):
        return f"The clue does not have the required form ({pattern})."
    return None


def palindrome(clue: Clue, on: bool, _: dict) -> str | None:
    chars = [c for c in clue.folded if c.isalnum()]
    if on and (len(chars) < 3 or chars != chars[::-1]):
        return "The clue's letters and digits must read the same backwards (at least 3)."
    return None


def _one_of_form(text: str) -> str:
    form = " ".join(strip_punctuation(fold(text)).split())
    return form[4:] if form.startswith("the ") else form


def one_of(clue: Clue, list_name: str, _: dict) -> str | None:
    entries, variants = cards.check_list(list_name)
    known = {_one_of_form(e) for e in entries} | {_one_of_form(v) for v in variants}
    if _one_of_form(clue.text) not in known:
        label = list_name.replace("_", " ")
        return f"The clue must be exactly one entry of the list of {label}, such as '{entries[0]}'."
    return None


def lines(clue: Clue, n: int, _: dict) -> str | None:
    text = "".join("\n" if ch in LINE_BREAKS else ch for ch in clue.text)
    have = sum(1 for line in text.split("\n") if line.strip())
    if have != n:
        return f"This card needs exactly {n} lines; your clue has {have}."
    return None


_QUOTES = (('"', '"'), ("'", "'"), ("\u201c", "\u201d"), ("\u2018", "\u2019"), ("«", "»"))


def quoted(clue: Clue, on: bool, _: dict) -> str | None:
    t = clue.text
    ok = len(t) >= 2 and any(t[0] == a and t[-1] == b for a, b in _QUOTES)
    if on and not ok:
        return 'Put the clue in quotation marks, such as "..." or “...”.'
    return None


def bracketed(clue: Clue, on: bool, _: dict) -> str | None:
    if on and not (clue.text.startswith("[") and clue.text.endswith("]")):
        return "Put the clue in square brackets, like [kneels, arms raised]."
    return None


def contains_all(clue: Clue, needed: list[str], _: dict) -> str | None:
    missing = [s for s in needed if s not in clue.text]
    if missing:
        return f"The clue must contain {' and '.join(repr(s) for s in missing)}."
    return None
