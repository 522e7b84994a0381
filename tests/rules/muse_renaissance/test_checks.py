"""Every mechanical check type of the content file, each passing and failing.

Content: muse-renaissance.yaml, ``check_vocabulary`` (the definitions of words, letters and
emoji are at the top of the file).
"""

from __future__ import annotations

import pytest

from games.rules.muse_renaissance import cards
from games.rules.muse_renaissance.checks import CHECKS, card_failures


def passes(check: dict, text: str) -> bool:
    return card_failures(check, text) == []


# (check, a clue that passes, a clue that fails) for every key of the vocabulary.
CASES = {
    "words": ({"words": 3}, "three little words", "two words"),
    "words_min": ({"words_min": 3}, "one two three four", "one two"),
    "words_max": ({"words_max": 2}, "just two", "one two three"),
    "letters": ({"letters": 6}, "Shadow", "Shadows"),
    "letters_min": ({"letters_min": 10}, "melancholy", "sadness"),
    "each_word_letters": ({"each_word_letters": 3}, "the big dog", "the large dog"),
    "each_word_letters_max": ({"each_word_letters_max": 3}, "a big day", "a huge day"),
    "word_length_step": ({"word_length_step": 1}, "I am the best", "I am a pest"),
    "same_initial": ({"same_initial": True}, "silent sacred Shadows", "silent holy shadows"),
    "initials_consecutive": (
        {"initials_consecutive": True},
        "Angry Bulls Charge",
        "Bulls Angry Charge",
    ),
    "forbidden_letters": ({"forbidden_letters": "e"}, "a calm morning glow", "the glow"),
    "uppercase": ({"uppercase": True}, "SHOCK AT DAWN!", "Shock at dawn"),
    "ends_with": ({"ends_with": "ing"}, "Sleeping", "sleepy"),
    "last_word": ({"last_word": "stop"}, "arrived safely STOP.", "stop arrived safely"),
    "graphemes": ({"graphemes": 1}, "👨‍👩‍👧", "ab"),
    "chars_max": ({"chars_max": 3}, ":-O", ">_<<"),
    "no_spaces": ({"no_spaces": True}, ":-)", ": -)"),
    "no_digits": ({"no_digits": True}, "drip drip", "drip 2"),
    "emoji_only": ({"emoji_only": True}, "🌊 🐚", "🌊 sea"),
    "emoji_count": ({"emoji_count": 2}, "sea 🌊🐚", "sea 🌊"),
    "emoji_max": ({"emoji_max": 1}, "sea 🌊", "🌊🐚"),
    "number": ({"number": True}, "-1,066.5", "12a"),
    "integer": ({"number": True, "integer": True}, "1504", "15.04"),
    "min": ({"number": True, "min": 0}, "0", "-1"),
    "max": ({"number": True, "max": 10}, "10", "11"),
    "roman_numeral": ({"roman_numeral": True}, "mdiv", "IIII"),
    "clock_time": ({"clock_time": True}, "06:45", "24:00"),
    "hex_colours": ({"hex_colours": 2}, "#1E90FF, #fa0", "#1E90FF #GGGGGG"),
    "hashtag": ({"hashtag": True}, "#NoFilter", "#2024"),
    "regex": ({"regex": "^[A-Z]{2,5}$"}, "RSVP", "Rsvp"),
    "palindrome": ({"palindrome": True}, "Never odd or even", "Never odd"),
    "allowed_words": ({"allowed_words": ["la", "da"]}, "la la da!", "la la lo"),
    "split_hyphens": (
        {"split_hyphens": True, "words": 4},
        "da-da-da-DUM",
        "da-da",
    ),
    "one_of": ({"one_of": "months"}, "january.", "Smarch"),
    "lines": ({"lines": 3}, "one\ntwo\nthree", "one\ntwo"),
    "quoted": ({"quoted": True}, "“Carpe diem”", '“Carpe diem"'),
    "bracketed": ({"bracketed": True}, "[kneels, arms raised]", "kneels, arms raised"),
    "contains_all": ({"contains_all": ["+", "="]}, "fire + water = steam", "fire + water"),
}


def test_every_check_type_in_the_vocabulary_has_one_function():
    # Content: every key of ``check_vocabulary`` is a check the server runs.
    assert set(CHECKS) == set(cards.check_vocabulary())


def test_every_card_uses_only_known_check_types():
    for card in cards.inspirations().values():
        assert set(cards.card_check(card)) <= set(CHECKS), card["id"]


def test_every_check_type_has_a_passing_and_a_failing_case_here():
    assert set(CASES) == set(CHECKS)


@pytest.mark.parametrize("key", sorted(CASES))
def test_a_clue_that_follows_the_check_passes(key):
    check, good, _ = CASES[key]
    assert passes(check, good), card_failures(check, good)


@pytest.mark.parametrize("key", sorted(CASES))
def test_a_clue_that_breaks_the_check_is_refused_with_a_reason(key):
    check, _, bad = CASES[key]
    failures = card_failures(check, bad)
    assert failures and all(f.endswith(".") for f in failures)


def test_all_keys_of_a_check_must_pass():
    # Content: "all keys must pass: logical AND" (Telegram: up to 8 words ending in STOP).
    telegram = cards.card_check(cards.inspiration("INS14"))
    assert passes(telegram, "send gold STOP")
    assert not passes(telegram, "send gold now")
    assert not passes(telegram, "one two three four five six seven eight STOP")


def test_check_none_accepts_any_clue():
    assert passes(cards.card_check(cards.inspiration("INS45")), "anything at all")


def test_words_keep_internal_apostrophes_and_hyphens():
    # Content: "Death's-head" = 1 word.
    assert passes({"words": 1}, "Death's-head")


def test_emoji_and_punctuation_tokens_are_not_words():
    assert passes({"words": 1, "emoji_count": 1}, "wave 🌊 !")
    assert passes({"words": 1, "emoji_count": 1}, "🌊wave")  # Word and Emoji, no space


def test_letters_ignore_case_and_diacritics():
    # Content: "é" counts as "e".
    assert not passes({"forbidden_letters": "e"}, "café")
    assert passes({"same_initial": True}, "Élan eager")


def test_emoji_sequences_count_as_one_character():
    # Content: emoji include ZWJ sequences, flags and skin tones.
    for emoji in ("👨‍👩‍👧", "🇮🇹", "👍🏽", "🕊️", "1️⃣"):
        assert passes({"emoji_only": True, "emoji_count": 1, "graphemes": 1}, emoji), emoji


def test_a_keyboard_face_is_not_an_emoji():
    face = cards.card_check(cards.inspiration("INS41"))
    assert passes(face, ">_<")
    assert not passes(face, "😮")


def test_number_accepts_signs_and_thousands_separators_only_in_groups_of_three():
    assert passes({"number": True}, "+1,234,567")
    assert passes({"number": True}, "1\u2009234")
    assert passes({"number": True}, "\u221244")
    assert not passes({"number": True}, "12,34")
    assert not passes({"number": True}, "1.2.3")


def test_one_of_ignores_a_leading_the_case_accents_and_trailing_punctuation():
    tarot = {"one_of": "tarot_major_arcana"}
    assert passes(tarot, "tower")
    assert passes(tarot, "The Hanged Man!")
    assert passes(tarot, "Judgment")  # a listed variant
    assert passes({"one_of": "chemical_elements"}, "Aluminum")
    assert not passes(tarot, "The Joker")


def test_the_hashtag_needs_a_letter_and_at_most_forty_characters():
    assert not passes({"hashtag": True}, "#" + "a" * 41)
    assert not passes({"hashtag": True}, "NoFilter")
    assert passes({"hashtag": True}, "#under_score_1")


def test_palindrome_needs_three_letters_or_digits():
    assert not passes({"palindrome": True}, "aa")
    assert passes({"palindrome": True}, "1991")


def test_initials_must_be_letters_a_to_z_in_ascending_order():
    abc = {"initials_consecutive": True}
    assert passes(abc, "xenial yellow zebras")
    assert not passes(abc, "yellow zebras apples")  # no wrap-around
    assert not passes(abc, "1 2 3")


def test_uppercase_allows_digits_and_punctuation_but_needs_a_letter():
    assert passes({"uppercase": True}, "1,000 DEAD!")
    assert not passes({"uppercase": True}, "1000")


def test_hex_colours_refuse_anything_else_between_the_codes():
    assert not passes({"hex_colours": 2}, "#fff and #000")
    assert not passes({"hex_colours": 1}, "#fff,")


def test_quoted_accepts_each_listed_pair_of_marks():
    for text in ('"a"', "'a'", "“a”", "‘a’", "«a»"):
        assert passes({"quoted": True}, text), text


# Content: the examples printed on the cards themselves pass their own card.
CARD_EXAMPLES = {
    "INS08": ["Angry Bulls Charge"],
    "INS12": ["#NoFilter"],
    "INS19": ["-44"],
    "INS22": ["06:45"],
    "INS23": ["#1E90FF"],
    "INS25": ["da-da-da-DUM"],
    "INS26": ["SLPNG GRL"],
    "INS27": ["RSVP"],
    "INS29": ["level", "Never odd or even"],
    "INS30": ["I am the best"],
    "INS33": ["The Tower"],
    "INS35": ["WHOOSH", "drip drip"],
    "INS37": ["burnt sienna"],
    "INS40": ["[kneels, arms raised]"],
    "INS41": [":-O", ">_<"],
    "INS43": ["fire + water = steam"],
}


@pytest.mark.parametrize("card_id", sorted(CARD_EXAMPLES))
def test_the_example_printed_on_a_card_passes_its_check(card_id):
    check = cards.card_check(cards.inspiration(card_id))
    for example in CARD_EXAMPLES[card_id]:
        assert passes(check, example), (example, card_failures(check, example))


def test_ends_with_ignores_case_but_not_trailing_punctuation():
    # RULINGS.md 25: "running!" does not end in "ing".
    assert passes({"ends_with": "ing"}, "RUNNING")
    assert not passes({"ends_with": "ing"}, "running!")
