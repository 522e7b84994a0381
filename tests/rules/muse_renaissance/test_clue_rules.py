"""The global clue rules, applied before any card check, and how a refusal reads.

Content: muse-renaissance.yaml ``clue_rules.global`` and ``on_failure``; content notes,
"Turn flow online" 3.
"""

from __future__ import annotations

import pytest

from games.engine.errors import IllegalAction
from games.rules.muse_renaissance import cards
from games.rules.muse_renaissance.clue_rules import clue_failures, validate_clue

FREE = cards.inspiration("INS45")  # check: none, so only the global rules apply
HAIKU = cards.inspiration("INS42")


def by_title(title: str) -> dict:
    [piece] = [m for m in cards.masterpieces().values() if m["title"] == title]
    return piece


MONA_LISA = by_title("Mona Lisa")
ARNOLFINI = by_title("The Arnolfini Portrait")
UNICORN = by_title("The Unicorn in Captivity")


def refused(text: str, card=FREE, piece=MONA_LISA) -> bool:
    return bool(clue_failures(text, card, piece))


def test_a_clue_of_200_characters_is_accepted_and_201_refused():
    assert not refused("a" * 200)
    assert refused("a" * 201)


def test_an_empty_or_blank_clue_is_refused():
    assert refused("")
    assert refused("   ")


def test_surrounding_whitespace_is_trimmed_before_the_length_is_counted():
    assert validate_clue("  " + "a" * 200 + "  ", FREE, MONA_LISA) == "a" * 200


@pytest.mark.parametrize("text", ["see http://x.org", "HTTPS://museum", "www.louvre.fr"])
def test_a_clue_with_a_link_is_refused(text):
    assert refused(text)


def test_line_breaks_are_refused_except_on_cards_that_ask_for_lines():
    assert refused("one\ntwo")
    assert not refused("quiet gold\nfalls on the floor\nno word", card=HAIKU)


def test_on_line_cards_a_spaced_slash_is_a_line_break_for_email_replies():
    # RULINGS.md, "Line breaks by email".
    text = validate_clue("old stone / everyone looks up / something comes", HAIKU, MONA_LISA)
    assert text == "old stone\neveryone looks up\nsomething comes"
    assert refused("and/or", card=HAIKU)  # a slash without spaces is just a slash


@pytest.mark.parametrize(
    "text",
    ["Mona Lisa", "mona lisa's smile", "MÓNA LISA", "la gioconda", "#MonaLisa", "monalisa"],
)
def test_a_clue_naming_the_title_or_an_alt_title_is_refused(text):
    assert refused(text)


def test_a_leading_article_of_the_title_is_ignored():
    assert refused("Arnolfini Portrait", piece=ARNOLFINI)
    assert refused("an arnolfini portrait", piece=ARNOLFINI)


def test_part_of_a_title_is_not_a_giveaway():
    assert not refused("Lisa", piece=MONA_LISA)


@pytest.mark.parametrize("text", ["Leonardo", "VINCI", "da Vinci's lady", "#LeonardoFan"])
def test_a_clue_with_a_word_of_the_artists_name_is_refused(text):
    assert refused(text)


def test_short_artist_words_and_the_listed_common_words_are_allowed():
    # Content: words of 4+ letters only, "other than: and, with, ..., weavers".
    assert not refused("da", piece=MONA_LISA)
    assert not refused("jan van", piece=ARNOLFINI)
    assert not refused("unknown weavers", piece=UNICORN)


def test_a_refusal_names_every_failed_rule_and_invites_a_retry():
    # Content: "The Muse sees which rule failed and may resubmit any number of times."
    with pytest.raises(IllegalAction) as refusal:
        validate_clue("Leonardo www.x.org", cards.inspiration("INS01"), MONA_LISA)
    message = refusal.value.message
    assert "leonardo" in message and "Links" in message and "1 word" in message
    assert message.startswith("Clue refused (nobody has seen it)")
    assert message.endswith("Try again.")


def test_a_valid_clue_is_stored_in_unicode_nfc():
    assert validate_clue("Cafe\u0301", FREE, MONA_LISA) == "Caf\u00e9"
