"""The mechanical clue checks: one function per key of the content file's check vocabulary.

A card's ``check:`` is data, e.g. ``{words_max: 8, last_word: "stop"}``; every key must pass
(logical AND). Each function takes the read clue, the key's value and the card's whole check
(for keys that modify others, such as ``integer`` with ``number``) and returns None when the
clue passes, else a sentence telling the Muse what the card needs.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from decimal import Decimal
from typing import Any

from games.rules.muse_renaissance import cards
from games.rules.muse_renaissance.text import LINE_BREAKS, Clue, fold, strip_punctuation

Check = Callable[[Clue, Any, dict[str, Any]], str | None]


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


# --- words and letters ---------------------------------------------------------------------
def words(clue: Clue, n: int, _: dict) -> str | None:
    have = len(clue.words)
    if have != n:
        return f"This card needs exactly {_plural(n, 'word')}; your clue has {have}."
    return None


def words_min(clue: Clue, n: int, _: dict) -> str | None:
    have = len(clue.words)
    if have < n:
        return f"This card needs at least {_plural(n, 'word')}; your clue has {have}."
    return None


def words_max(clue: Clue, n: int, _: dict) -> str | None:
    have = len(clue.words)
    if have > n:
        return f"This card allows at most {_plural(n, 'word')}; your clue has {have}."
    return None


def letters(clue: Clue, n: int, _: dict) -> str | None:
    if clue.letter_count != n:
        return f"This card needs exactly {_plural(n, 'letter')}; your clue has {clue.letter_count}."
    return None


def letters_min(clue: Clue, n: int, _: dict) -> str | None:
    if clue.letter_count < n:
        return f"This card needs at least {_plural(n, 'letter')}; your clue has {clue.letter_count}."
    return None


def each_word_letters(clue: Clue, n: int, _: dict) -> str | None:
    wrong = [w for w, k in zip(clue.words, clue.word_lengths, strict=True) if k != n]
    if wrong:
        return f"Every word must have exactly {_plural(n, 'letter')}; '{wrong[0]}' does not."
    return None


def each_word_letters_max(clue: Clue, n: int, _: dict) -> str | None:
    long = [w for w, k in zip(clue.words, clue.word_lengths, strict=True) if k > n]
    if long:
        return f"No word may have more than {_plural(n, 'letter')}; '{long[0]}' is longer."
    return None


def word_length_step(clue: Clue, n: int, _: dict) -> str | None:
    lengths = clue.word_lengths
    for i in range(1, len(lengths)):
        if lengths[i] != lengths[i - 1] + n:
            return (
                f"Each word must have exactly {_plural(n, 'letter')} more than the one before; "
                f"'{clue.words[i]}' has {lengths[i]} after {lengths[i - 1]}."
            )
    return None


def _initials(clue: Clue) -> list[str]:
    return [fold(w[0])[:1] for w in clue.words]


def same_initial(clue: Clue, on: bool, _: dict) -> str | None:
    if on and len(set(_initials(clue))) > 1:
        return "Every word must start with the same letter."
    return None


def initials_consecutive(clue: Clue, on: bool, _: dict) -> str | None:
    if not on:
        return None
    initials = _initials(clue)
    ok = all("a" <= c <= "z" for c in initials) and all(
        ord(b) == ord(a) + 1 for a, b in zip(initials, initials[1:], strict=False)
    )
    if not ok:
        return (
            "The words must start with consecutive letters of the alphabet, in order "
            "(like 'Angry Bulls Charge')."
        )
    return None


def forbidden_letters(clue: Clue, banned: str, _: dict) -> str | None:
    found = sorted({c for c in fold(banned) if c in clue.folded})
    if found:
        listed = ", ".join(c.upper() for c in found)
        return f"This card forbids the letter(s) {listed}; leave them out."
    return None


def uppercase(clue: Clue, on: bool, _: dict) -> str | None:
    if on and (clue.letter_count == 0 or any(ch.islower() for ch in clue.text)):
        return "Write the clue in CAPITAL LETTERS only."
    return None


def ends_with(clue: Clue, suffix: str, _: dict) -> str | None:
    if not clue.text.casefold().endswith(suffix.casefold()):
        return f"The clue must end with '{suffix}'."
    return None


def last_word(clue: Clue, word: str, _: dict) -> str | None:
    if not clue.words or clue.words[-1].casefold() != word.casefold():
        return f"The last word must be '{word.upper()}'."
    return None


def allowed_words(clue: Clue, allowed: list[str], _: dict) -> str | None:
    permitted = {w.casefold() for w in allowed}
    bad = [w for w in clue.words if w.casefold().rstrip("!?.,~") not in permitted]
    if bad:
        return f"Use only these words: {', '.join(allowed)}; '{bad[0]}' is not one of them."
    return None


def split_hyphens(clue: Clue, on: bool, _: dict) -> str | None:
    """A reading modifier (hyphens separate words), applied when the clue is read."""
    return None


# --- characters and emoji ------------------------------------------------------------------
def graphemes(clue: Clue, n: int, _: dict) -> str | None:
    have = len(clue.graphemes)
    if have != n:
        return f"This card needs exactly {_plural(n, 'character')}; your clue has {have}."
    return None


def chars_max(clue: Clue, n: int, _: dict) -> str | None:
    have = len(clue.graphemes)
    if have > n:
        return f"This card allows at most {_plural(n, 'character')}; your clue has {have}."
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


# --- numbers and codes ---------------------------------------------------------------------
_NUMBER = re.compile(r"[+\-\u2212]?(?:[0-9]{1,3}(?:[,\u2009][0-9]{3})+|[0-9]+)(?:\.[0-9]+)?")


def parse_number(text: str) -> Decimal | None:
    """The value of a clue that is one number (sign, digits, thousands separators, one
    decimal point), else None."""
    if not _NUMBER.fullmatch(text):
        return None
    cleaned = text.replace(",", "").replace("\u2009", "").replace("\u2212", "-")
    return Decimal(cleaned)


def number(clue: Clue, on: bool, _: dict) -> str | None:
    if on and parse_number(clue.text) is None:
        return "The clue must be a single number written in digits, such as 1504 or -44."
    return None


def integer(clue: Clue, on: bool, _: dict) -> str | None:
    # An unreadable number is reported by ``number``; this only adds the whole-number rule.
    if on and parse_number(clue.text) is not None and "." in clue.text:
        return "The number must be a whole number, without a decimal part."
    return None


def min_value(clue: Clue, low: int, _: dict) -> str | None:
    value = parse_number(clue.text)
    if value is not None and value < low:
        return f"The number must be at least {low}."
    return None


def max_value(clue: Clue, high: int, _: dict) -> str | None:
    value = parse_number(clue.text)
    if value is not None and value > high:
        return f"The number must be at most {high}."
    return None


_ROMAN = re.compile(r"M{0,3}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})", re.IGNORECASE)


def roman_numeral(clue: Clue, on: bool, _: dict) -> str | None:
    if on and not (clue.text and _ROMAN.fullmatch(clue.text)):
        return "The clue must be one Roman numeral from I to MMMCMXCIX, such as XIV."
    return None


_CLOCK = re.compile(r"(?:[01]?\d|2[0-3]):[0-5]\d")


def clock_time(clue: Clue, on: bool, _: dict) -> str | None:
    if on and not _CLOCK.fullmatch(clue.text):
        return "The clue must be a time on the 24-hour clock, from 0:00 to 23:59, such as 06:45."
    return None


_HEX = re.compile(r"#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})")


def hex_colours(clue: Clue, n: int, _: dict) -> str | None:
    parts = re.split(r"[\s,]+", clue.text)
    if len(parts) != n or not all(_HEX.fullmatch(p) for p in parts):
        return (
            f"The clue must be exactly {n} colour code(s) like #1E90FF or #F0A, "
            "separated by spaces or commas, and nothing else."
        )
    return None


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


# --- whole-clue forms ----------------------------------------------------------------------
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
        return "Put the clue in quotation marks, such as \"...\" or “...”."
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
