"""Checks on words and letters (content: ``words``, ``letters``, ``same_initial``...).

Each function: (read clue, the key's value, the card's whole check) -> None when the clue
passes, else a sentence telling the Muse what the card needs.
"""

from __future__ import annotations

from games.rules.muse_renaissance.checks.wording import plural
from games.rules.muse_renaissance.text import Clue, fold


def words(clue: Clue, n: int, _: dict) -> str | None:
    have = len(clue.words)
    if have != n:
        return f"This card needs exactly {plural(n, 'word')}; your clue has {have}."
    return None


def words_min(clue: Clue, n: int, _: dict) -> str | None:
    have = len(clue.words)
    if have < n:
        return f"This card needs at least {plural(n, 'word')}; your clue has {have}."
    return None


def words_max(clue: Clue, n: int, _: dict) -> str | None:
    have = len(clue.words)
    if have > n:
        return f"This card allows at most {plural(n, 'word')}; your clue has {have}."
    return None


def letters(clue: Clue, n: int, _: dict) -> str | None:
    if clue.letter_count != n:
        return f"This card needs exactly {plural(n, 'letter')}; your clue has {clue.letter_count}."
    return None


def letters_min(clue: Clue, n: int, _: dict) -> str | None:
    if clue.letter_count < n:
        return f"This card needs at least {plural(n, 'letter')}; your clue has {clue.letter_count}."
    return None


def each_word_letters(clue: Clue, n: int, _: dict) -> str | None:
    wrong = [w for w, k in zip(clue.words, clue.word_lengths, strict=True) if k != n]
    if wrong:
        return f"Every word must have exactly {plural(n, 'letter')}; '{wrong[0]}' does not."
    return None


def each_word_letters_max(clue: Clue, n: int, _: dict) -> str | None:
    long = [w for w, k in zip(clue.words, clue.word_lengths, strict=True) if k > n]
    if long:
        return f"No word may have more than {plural(n, 'letter')}; '{long[0]}' is longer."
    return None


def word_length_step(clue: Clue, n: int, _: dict) -> str | None:
    lengths = clue.word_lengths
    for i in range(1, len(lengths)):
        if lengths[i] != lengths[i - 1] + n:
            return (
                f"Each word must have exactly {plural(n, 'letter')} more than the one before; "
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
