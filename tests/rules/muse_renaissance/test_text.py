"""How a clue is read: the definitions at the top of the content file.

Content: "word", "letter" and "emoji" definitions; "Normalisation before checking".
"""

from __future__ import annotations

from games.rules.muse_renaissance.text import Clue, graphemes, normalise, tokens, words


def test_a_clue_is_read_in_nfc_and_trimmed():
    assert normalise("  Cafe\u0301 \n") == "Caf\u00e9"


def test_words_are_tokens_with_a_letter_or_digit_and_outer_punctuation_stripped():
    assert words('"Hello," she said -- 2 times!') == ["Hello", "she", "said", "2", "times"]


def test_hyphens_separate_words_only_on_cards_that_say_so():
    assert words("da-da-DUM") == ["da-da-DUM"]
    assert words("da-da-DUM", split_hyphens=True) == ["da", "da", "DUM"]


def test_a_letter_with_an_accent_is_one_letter():
    assert Clue("café").letter_count == 4


def test_user_perceived_characters_are_counted_as_one():
    assert graphemes("e\u0301👍🏽🇫🇷👨‍👩‍👧a") == ["e\u0301", "👍🏽", "🇫🇷", "👨‍👩‍👧", "a"]


def test_emoji_are_told_from_other_symbols():
    clue = Clue("★ ❤️ 🙂 # * : ©")
    assert clue.emoji == ["★", "❤️", "🙂", "©"]


def test_giveaway_tokens_split_camel_case_and_fold_accents():
    assert tokens("#MonaLisa's Maestà") == ["mona", "lisa", "s", "maesta"]
