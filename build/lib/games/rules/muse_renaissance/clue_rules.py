"""Whether a Muse's clue may be shown: the content file's global rules, then the card's check.

Content notes, "Turn flow online" step 3: a clue that fails is refused before anyone sees it,
and the Muse is told which rule failed and may try again until the clue deadline.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from games.engine.errors import IllegalAction
from games.rules.muse_renaissance import cards
from games.rules.muse_renaissance.checks import card_failures
from games.rules.muse_renaissance.text import LINE_BREAKS, normalise, tokens

_URL = re.compile(r"https?://|www\.", re.IGNORECASE)
_ARTICLES = ("the", "a", "an")
# Email replies are read one line at a time, so on cards that ask for lines a " / " between
# words also ends a line (RULINGS.md, "Line breaks by email").
_SLASH_BREAK = re.compile(r"[ \t]+/[ \t]+")


def prepare(text: str, card: dict[str, Any]) -> str:
    """The clue as it will be stored and shown: NFC, trimmed; on ``lines`` cards each
    " / " becomes a line break and every line is trimmed."""
    clue = normalise(text)
    if "lines" in cards.card_check(card):
        clue = _SLASH_BREAK.sub("\n", clue)
        clue = "\n".join(
            line.strip() for line in re.split(r"\r\n|[\n\r\v\f\x85\u2028\u2029]", clue)
        )
    return clue


@cache
def _title_phrases(masterpiece_id: str) -> list[tuple[str, list[str]]]:
    """(title, its tokens) for the title and each alt title, a leading The/A/An dropped."""
    masterpiece = cards.masterpiece(masterpiece_id)
    phrases = []
    for title in [masterpiece["title"], *masterpiece.get("alt_titles", [])]:
        words = tokens(title)
        if len(words) > 1 and words[0] in _ARTICLES:
            words = words[1:]
        phrases.append((title, words))
    return phrases


def _contains_phrase(haystack: list[str], phrase: list[str]) -> bool:
    n = len(phrase)
    return any(haystack[i : i + n] == phrase for i in range(len(haystack) - n + 1))


def giveaway(text: str, masterpiece: dict[str, Any]) -> str | None:
    """Why the clue gives the answer away, or None.

    (a) the title or an alt title as a phrase (whole words in order, ignoring case,
    accents, punctuation and a leading article; also run together, as in '#MonaLisa');
    (b) any word of 4+ letters from the artist's name, except the listed common words.
    """
    clue_tokens = tokens(text)
    for title, phrase in _title_phrases(masterpiece["id"]):
        squashed = "".join(phrase)
        if _contains_phrase(clue_tokens, phrase) or (len(phrase) > 1 and squashed in clue_tokens):
            return f"Your clue names the Masterpiece ('{title}'); describe it without naming it."
    named = [w for w in clue_tokens if w in _artist_words(masterpiece["artist"])]
    if named:
        return f"Your clue contains '{named[0]}' from the artist's name; leave the artist out."
    return None


@cache
def _artist_words(artist: str) -> frozenset[str]:
    """The artist's name words of 4+ letters that give the answer away."""
    return frozenset(w for w in tokens(artist) if len(w) >= 4) - cards.giveaway_exceptions()


def global_failures(text: str, card: dict[str, Any], masterpiece: dict[str, Any]) -> list[str]:
    """Why ``text`` (prepared) breaks the global clue rules; [] when it passes."""
    failures = []
    limit = cards.clue_length_limit()
    if not text:
        return ["Your clue is empty; type a clue."]
    if len(text) > limit:
        failures.append(f"Your clue is {len(text)} characters long; the limit is {limit}.")
    if "lines" not in cards.card_check(card) and any(ch in LINE_BREAKS for ch in text):
        failures.append("Write the clue on one line; this card does not allow line breaks.")
    if _URL.search(text):
        failures.append("Links are not allowed in a clue; remove the web address.")
    reason = giveaway(text, masterpiece)
    if reason:
        failures.append(reason)
    return failures


def clue_failures(text: str, card: dict[str, Any], masterpiece: dict[str, Any]) -> list[str]:
    """Every reason the clue is refused (global rules first, then the card); [] if valid.

    ``text`` is the raw typed clue.
    """
    clue = prepare(text, card)
    failures = global_failures(clue, card, masterpiece)
    if clue:
        failures += card_failures(cards.card_check(card), clue)
    return failures


def validate_clue(text: str, card: dict[str, Any], masterpiece: dict[str, Any]) -> str:
    """The clue to show, prepared; raises IllegalAction giving every failed rule."""
    failures = clue_failures(text, card, masterpiece)
    if failures:
        raise IllegalAction(f"Clue refused (nobody has seen it): {' '.join(failures)} Try again.")
    return prepare(text, card)
