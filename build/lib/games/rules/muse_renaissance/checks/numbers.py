"""Checks on numbers and codes (content: ``number``, ``roman_numeral``, ``clock_time``,
``hex_colours``)."""

from __future__ import annotations

import re
from decimal import Decimal

from games.rules.muse_renaissance.text import Clue

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
