"""The mechanical clue checks: one function per key of the content file's check vocabulary.

A card's ``check:`` is data, e.g. ``{words_max: 8, last_word: "stop"}``; every key must pass
(logical AND). Each function takes the read clue, the key's value and the card's whole check
and returns None when the clue passes, else a sentence telling the Muse what the card needs.
The functions live in ``words``, ``characters``, ``numbers`` and ``forms``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from games.rules.muse_renaissance.checks.characters import (
    chars_max,
    emoji_count,
    emoji_max,
    emoji_only,
    graphemes,
    no_digits,
    no_spaces,
)
from games.rules.muse_renaissance.checks.forms import (
    bracketed,
    contains_all,
    hashtag,
    lines,
    one_of,
    palindrome,
    quoted,
    regex,
)
from games.rules.muse_renaissance.checks.numbers import (
    clock_time,
    hex_colours,
    integer,
    max_value,
    min_value,
    number,
    roman_numeral,
)
from games.rules.muse_renaissance.checks.words import (
    allowed_words,
    each_word_letters,
    each_word_letters_max,
    ends_with,
    forbidden_letters,
    initials_consecutive,
    last_word,
    letters,
    letters_min,
    same_initial,
    split_hyphens,
    uppercase,
    word_length_step,
    words,
    words_max,
    words_min,
)
from games.rules.muse_renaissance.text import Clue

Check = Callable[[Clue, Any, dict[str, Any]], str | None]

# The vocabulary key -> its function (``min``/``max`` are renamed to keep the builtins).
CHECKS: dict[str, Check] = {
    "words": words,
    "words_min": words_min,
    "words_max": words_max,
    "letters": letters,
    "letters_min": letters_min,
    "each_word_letters": each_word_letters,
    "each_word_letters_max": each_word_letters_max,
    "word_length_step": word_length_step,
    "same_initial": same_initial,
    "initials_consecutive": initials_consecutive,
    "forbidden_letters": forbidden_letters,
    "uppercase": uppercase,
    "ends_with": ends_with,
    "last_word": last_word,
    "graphemes": graphemes,
    "chars_max": chars_max,
    "no_spaces": no_spaces,
    "no_digits": no_digits,
    "emoji_only": emoji_only,
    "emoji_count": emoji_count,
    "emoji_max": emoji_max,
    "number": number,
    "integer": integer,
    "min": min_value,
    "max": max_value,
    "roman_numeral": roman_numeral,
    "clock_time": clock_time,
    "hex_colours": hex_colours,
    "hashtag": hashtag,
    "regex": regex,
    "palindrome": palindrome,
    "allowed_words": allowed_words,
    "split_hyphens": split_hyphens,
    "one_of": one_of,
    "lines": lines,
    "quoted": quoted,
    "bracketed": bracketed,
    "contains_all": contains_all,
}


def card_failures(check: dict[str, Any], text: str) -> list[str]:
    """Why ``text`` (normalised) breaks the card's ``check``; [] when it passes.

    Raises KeyError for a key no function handles (a content error, caught by a test).
    """
    if not check:
        return []
    clue = Clue(text, split_hyphens=bool(check.get("split_hyphens")))
    failures = []
    for key, value in check.items():
        reason = CHECKS[key](clue, value, check)
        if reason:
            failures.append(reason)
    return failures
