"""The bots' clues: always valid, so random playouts never stall on a refused clue.

Issue, "Done when": bots give clues that pass the card's check (``bot_answer`` for the clue
prompt).
"""

from __future__ import annotations

import pytest

from games.engine.prompts import check_answer_shape
from games.engine.rng import Rng
from games.rules.muse_renaissance import RULES, bots, cards
from games.rules.muse_renaissance.checks import card_failures
from games.rules.muse_renaissance.clue_rules import clue_failures, prepare

from .helpers import rigged


def test_there_are_sample_clues_for_every_inspiration():
    assert set(bots.sample_clues()) == set(cards.inspirations())


@pytest.mark.parametrize("card_id", sorted(cards.inspirations()))
def test_every_sample_clue_passes_its_cards_check(card_id):
    card = cards.inspiration(card_id)
    for text in bots.sample_clues()[card_id]:
        clue = prepare(text, card)
        assert card_failures(cards.card_check(card), clue) == [], (card_id, text)


def test_every_inspiration_has_a_valid_bot_clue_for_every_masterpiece():
    rng = Rng("bots")
    for card_id in cards.inspirations():
        for piece_id in cards.masterpieces():
            text = bots.valid_clue(card_id, piece_id, rng)
            assert text is not None, (card_id, piece_id)
            assert not clue_failures(text, cards.inspiration(card_id), cards.masterpiece(piece_id))


def test_the_bot_muse_answers_the_clue_prompt_with_a_clue_the_rules_accept():
    table = rigged(3, inspirations=["INS42", "INS01"])
    table.choose("INS42")  # Haiku: free text with line breaks
    prompt = RULES.prompts(table.state)[table.muse]
    answer = RULES.bot_answer(table.state, table.muse, prompt, Rng("b"))
    check_answer_shape(prompt, answer)
    table.answer(table.muse, answer)
    assert table.phase == "vote"


def test_bot_voters_pick_one_position_and_flag_only_where_flags_are_allowed():
    rng = Rng("v")
    machine = rigged(4, inspirations=["INS01", "INS02"])
    machine.choose("INS01")
    machine.clue("gold")
    judged = rigged(4, inspirations=["INS45", "INS02"])
    judged.choose("INS45")
    judged.clue("Hamlet")
    flagged = 0
    for _ in range(100):
        for table in (machine, judged):
            for seat, prompt in RULES.prompts(table.state).items():
                answer = RULES.bot_answer(table.state, seat, prompt, rng)
                check_answer_shape(prompt, answer)
                positions = [c for c in answer.choices if c != "flag"]
                assert len(positions) == 1 and positions[0] in "123456"
                flagged += "flag" in answer.choices
                assert table is judged or "flag" not in answer.choices
    assert flagged
