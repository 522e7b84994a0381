"""Reading a typed clue the way the content file defines it: words, letters, emoji.

The definitions are those at the top of ``muse-renaissance.yaml``: Unicode NFC and trimming
first; a *word* is a whitespace-separated token holding a letter or digit once its leading
and trailing punctuation is stripped; a *letter* is a Unicode letter compared without case
or diacritics; an *emoji* is one user-perceived character (extended grapheme cluster) that
is an emoji. No third-party Unicode library is installed, so grapheme clusters and emoji are
recognised here from the Unicode rules (UAX #29 and the Extended_Pictographic ranges), which
covers everything a keyboard or emoji picker produces (ZWJ families, flags, skin tones,
keycaps).
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from functools import cached_property

# Extended_Pictographic (Unicode emoji-data), as code point ranges. Emoji live here.
_PICTOGRAPHIC = (
    (0x00A9, 0x00A9), (0x00AE, 0x00AE), (0x203C, 0x203C), (0x2049, 0x2049),
    (0x2122, 0x2122), (0x2139, 0x2139), (0x2194, 0x2199), (0x21A9, 0x21AA),
    (0x231A, 0x231B), (0x2328, 0x2328), (0x2388, 0x2388), (0x23CF, 0x23CF),
    (0x23E9, 0x23F3), (0x23F8, 0x23FA), (0x24C2, 0x24C2), (0x25AA, 0x25AB),
    (0x25B6, 0x25B6), (0x25C0, 0x25C0), (0x25FB, 0x25FE), (0x2600, 0x2605),
    (0x2607, 0x2612), (0x2614, 0x2685), (0x2690, 0x2705), (0x2708, 0x2712),
    (0x2714, 0x2714), (0x2716, 0x2716), (0x271D, 0x271D), (0x2721, 0x2721),
    (0x2728, 0x2728), (0x2733, 0x2734), (0x2744, 0x2744), (0x2747, 0x2747),
    (0x274C, 0x274C), (0x274E, 0x274E), (0x2753, 0x2755), (0x2757, 0x2757),
    (0x2763, 0x2767), (0x2795, 0x2797), (0x27A1, 0x27A1), (0x27B0, 0x27B0),
    (0x27BF, 0x27BF), (0x2934, 0x2935), (0x2B05, 0x2B07), (0x2B1B, 0x2B1C),
    (0x2B50, 0x2B50), (0x2B55, 0x2B55), (0x3030, 0x3030), (0x303D, 0x303D),
    (0x3297, 0x3297), (0x3299, 0x3299), (0x1F000, 0x1F0FF), (0x1F10D, 0x1F10F),
    (0x1F12F, 0x1F12F), (0x1F16C, 0x1F171), (0x1F17E, 0x1F17F), (0x1F18E, 0x1F18E),
    (0x1F191, 0x1F19A), (0x1F1AD, 0x1F1E5), (0x1F201, 0x1F20F), (0x1F21A, 0x1F21A),
    (0x1F22F, 0x1F22F), (0x1F232, 0x1F23A), (0x1F23C, 0x1F23F), (0x1F249, 0x1F3FA),
    (0x1F400, 0x1F53D), (0x1F546, 0x1F64F), (0x1F680, 0x1F6FF), (0x1F774, 0x1F77F),
    (0x1F7D5, 0x1F7FF), (0x1F80C, 0x1F80F), (0x1F848, 0x1F84F), (0x1F85A, 0x1F85F),
    (0x1F888, 0x1F88F), (0x1F8AE, 0x1F8FF), (0x1F90C, 0x1F93A), (0x1F93C, 0x1F945),
    (0x1F947, 0x1FAFF), (0x1FC00, 0x1FFFD),
)  # fmt: skip
_ZWJ = 0x200D
_KEYCAP = "\u20e3"
_KEYCAP_BASES = frozenset("0123456789#*")
LINE_BREAKS = frozenset("\n\r\v\f\x85\u2028\u2029")


def is_pictographic(cp: int) -> bool:
    """True for a code point with the Extended_Pictographic property."""
    if cp < 0xA9:
        return False
    return any(lo <= cp <= hi for lo, hi in _PICTOGRAPHIC)


def _is_regional(cp: int) -> bool:
    return 0x1F1E6 <= cp <= 0x1F1FF


def _is_extend(ch: str) -> bool:
    """Characters that never start a user-perceived character (UAX #29 Extend/ZWJ/...)."""
    cp = ord(ch)
    return (
        unicodedata.category(ch) in ("Mn", "Me", "Mc")
        or cp == _ZWJ
        or 0xFE00 <= cp <= 0xFE0F  # variation selectors (emoji/text presentation)
        or 0x1F3FB <= cp <= 0x1F3FF  # skin tones
        or 0xE0020 <= cp <= 0xE007F  # tag sequences (subdivision flags)
        or 0xE0100 <= cp <= 0xE01EF
    )


def graphemes(text: str) -> list[str]:
    """Split ``text`` into extended grapheme clusters (what a reader counts as characters)."""
    clusters: list[str] = []
    for ch in text:
        if clusters:
            last = clusters[-1]
            cp = ord(ch)
            joins = (
                (last == "\r" and ch == "\n")
                or (_is_extend(ch) and unicodedata.category(last[0]) != "Cc")
                or (ord(last[-1]) == _ZWJ and is_pictographic(cp))
                or (_is_regional(cp) and len(last) == 1 and _is_regional(ord(last)))
            )
            if joins:
                clusters[-1] = last + ch
                continue
        clusters.append(ch)
    return clusters


def is_emoji(cluster: str) -> bool:
    """True if a grapheme cluster is an emoji: a pictograph, a flag or a keycap."""
    first = ord(cluster[0])
    if is_pictographic(first) or _is_regional(first):
        return True
    return cluster[0] in _KEYCAP_BASES and _KEYCAP in cluster


def is_letter(ch: str) -> bool:
    return unicodedata.category(ch).startswith("L")


def is_alnum(ch: str) -> bool:
    """A letter or a digit (Unicode categories L* and N*)."""
    return unicodedata.category(ch)[0] in "LN"


def fold(text: str) -> str:
    """Case- and diacritic-insensitive form: NFKD, combining marks dropped, casefolded."""
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()


def normalise(text: str) -> str:
    """NFC and trimmed: every check starts from this."""
    return unicodedata.normalize("NFC", text).strip()


def strip_punctuation(token: str) -> str:
    """Remove leading and trailing characters that are neither letters nor digits."""
    start, end = 0, len(token)
    while start < end and not is_alnum(token[start]):
        start += 1
    while end > start and not is_alnum(token[end - 1]):
        end -= 1
    return token[start:end]


_HYPHENS = ("-", "\u2010", "\u2011")


def words(text: str, *, split_hyphens: bool = False) -> list[str]:
    """The words of ``text``: tokens with a letter or digit, outer punctuation stripped.

    Internal apostrophes and hyphens stay ("Death's-head" is one word) unless
    ``split_hyphens``, when hyphens separate words too. Emoji-only tokens are not words.
    """
    if split_hyphens:
        for hyphen in _HYPHENS:
            text = text.replace(hyphen, " ")
    out = []
    for token in text.split():
        word = strip_punctuation(token)
        if word:
            out.append(word)
    return out


def letter_count(text: str) -> int:
    """How many letters ``text`` holds ("é" is one letter, as the reader sees it)."""
    return sum(1 for ch in text if is_letter(ch))


def initial(word: str) -> str:
    """The folded first character of a word (a word starts with a letter or digit)."""
    return fold(word[0])[:1]


def tokens(text: str) -> list[str]:
    """Folded runs of letters and digits, camelCase split: how giveaways are matched.

    "#MonaLisa's" gives ["mona", "lisa", "s"].
    """
    out: list[str] = []
    current = ""
    prev = ""
    for ch in text:
        if is_alnum(ch):
            if current and prev.islower() and ch.isupper():
                out.append(current)
                current = ""
            current += ch
        elif current:
            out.append(current)
            current = ""
        prev = ch
    if current:
        out.append(current)
    return [fold(t) for t in out]


@dataclass(frozen=True)
class Clue:
    """A clue read once; every check asks it for words, letters or graphemes.

    ``text`` is already normalised (NFC, trimmed). ``split_hyphens`` comes from the card.
    """

    text: str
    split_hyphens: bool = False

    @cached_property
    def words(self) -> list[str]:
        return words(self.text, split_hyphens=self.split_hyphens)

    @cached_property
    def letter_count(self) -> int:
        return letter_count(self.text)

    @cached_property
    def folded(self) -> str:
        """The whole clue without case or diacritics, for letter comparisons."""
        return fold(self.text)

    @cached_property
    def graphemes(self) -> list[str]:
        """Non-whitespace grapheme clusters."""
        return [g for g in graphemes(self.text) if not g.isspace()]

    @cached_property
    def emoji(self) -> list[str]:
        return [g for g in self.graphemes if is_emoji(g)]

    @cached_property
    def word_lengths(self) -> list[int]:
        """Letters in each word, in order."""
        return [letter_count(w) for w in self.words]
