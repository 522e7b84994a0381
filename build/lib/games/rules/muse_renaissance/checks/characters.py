"""Checks on characters and emoji (content: ``graphemes``, ``emoji_only``...).

A character is a user-perceived character (extended grapheme cluster); see ``text.py``.
"""

from __future__ import annotations

from games.rules.muse_renaissance.checks.wording import plural
from games.rules.muse_renaissance.text import Clue


def graphemes(clue: Clue, n: int, _: dict) -> str | None:
    have = len(clue.graphemes)
    if have != n:
        return f"This card needs exactly {plural(n, 'character')}; your clue has {have}."
    return None


def chars_max(clue: Clue, n: int, _: dict) -> str | None:
    have = len(clue.graphemes)
    if have > n:
        return f"This card allows at most {plural(n, 'character')}; your clue has {have}."
    return None


def no_spaces(clue: Clue, on: bool, _: dict) -> str | None:
    if on and any(ch.isspace() for ch in clue.text):
        return "The clue must not contain spaces."
    return None


def no_digits(clue: Clue, on: bool, _: dict) -> str | None:
    if on and any(ch.isdigit() for ch in clue.text):
        return "The clue must not contain digits."
    return None


def emoji_only(clue: Clue, on: bool, _: dict) -> str | None:
    if on and (not clue.emoji or len(clue.emoji) != len(clue.graphemes)):
        return "Use emoji only, with nothing else but spaces."
    return None


def emoji_count(clue: Clue, n: int, _: dict) -> str | None:
    have = len(clue.emoji)
    if have != n:
        return f"This card needs exactly {n} emoji; your clue has {have}."
    return None


def emoji_max(clue: Clue, n: int, _: dict) -> str | None:
    have = len(clue.emoji)
    if have > n:
        if n == 0:
            return "This card allows no emoji; use keyboard characters only."
        return f"This card allows at most {n} emoji; your clue has {have}."
    return None
