"""A Muse turn, step by step.

Rulebook "During Your Turn" steps 1-8; content notes "Turn flow online" 1-6.
"""

from __future__ import annotations

import pytest

from games.engine.errors import IllegalAction
from games.engine.prompts import Answer
from games.engine.rng import Rng
from games.rules.muse_renaissance import RULES
from games.rules.muse_renaissance.bots import valid_clue

from .helpers import rigged


def test_the_muse_draws_one_masterpiece_and_two_inspirations():
    table = rigged(3, masterpieces=["MP21"], inspirations=["INS01", "INS04"])
    assert table.state["current"]["offered"] == ["INS01", "INS04"]
    assert table.masterpiece == "MP21"
    assert len(table.state["decks"]["masterpieces"]) == 83
    assert len(table.state["decks"]["inspirations"]) == 52


def test_the_inspiration_not_chosen_goes_to_the_bottom_of_its_deck():
    # Rulebook: "place the other card on the bottom of the deck".
    table = rigged(3, inspirations=["INS01", "INS04"])
    table.choose("INS04")
    assert table.state["current"]["inspiration"] == "INS04"
    assert table.state["decks"]["inspirations"][-1] == "INS01"


def test_the_muse_chooses_the_inspiration_before_seeing_the_masterpiece():
    # Content notes, "Turn flow online" 1: the Muse sees only the two Inspirations.
    table = rigged(3, masterpieces=["MP21"], inspirations=["INS01", "INS04"])
    before = table.view(table.muse)["current"]
    assert "masterpiece" not in before
    assert "MP21" not in str(before) and "Mona Lisa" not in str(RULES.prompts(table.state))
    table.choose("INS01")
    after = table.view(table.muse)["current"]
    assert after["masterpiece"]["title"] == "Mona Lisa"


def test_the_chosen_inspiration_is_shown_to_everyone():
    # Rulebook: "Show the other players the Inspiration card you have chosen".
    table = rigged(4, inspirations=["INS01", "INS04"])
    table.choose("INS04")
    for seat in (None, *range(4)):
        assert table.view(seat)["current"]["inspiration"]["title"] == "Three Words"


def test_the_muse_must_choose_one_of_the_two_drawn_inspirations():
    table = rigged(3, inspirations=["INS01", "INS04"])
    with pytest.raises(IllegalAction):
        RULES.decide(table.state, table.muse, Answer(choices=("INS09",)), None)


def test_a_valid_clue_lays_out_a_row_of_six_with_the_answer_at_a_secret_position():
    table = rigged(3, masterpieces=["MP21"], inspirations=["INS01", "INS04"])
    table.choose("INS01")
    table.clue("smile")
    row = table.state["current"]["row"]
    assert len(row) == 6 and len(set(row)) == 6
    assert row[table.answer_position - 1] == "MP21"
    laid = next(e for e in table.events if e.type == "RowLaidOut")
    assert "answer_position" not in laid.data and laid.secret_to == (table.muse,)


def test_the_answer_lands_in_many_different_positions():
    table = rigged(8)
    positions = set()
    while table.phase != "over":
        table.choose()
        current = table.state["current"]
        table.clue(valid_clue(current["inspiration"], current["masterpiece"], Rng("c")))
        positions.add(table.answer_position)
        table.vote_all()
    assert len(positions) >= 4


def test_a_refused_clue_changes_nothing_and_the_muse_may_try_again():
    # Content notes: a failing clue is never shown; the Muse may retry until the deadline.
    table = rigged(3, masterpieces=["MP21"], inspirations=["INS01", "INS04"])
    table.choose("INS01")
    before = (table.state, len(table.events))
    for bad in ("two words", "Leonardo", "Mona Lisa"):
        try:
            table.clue(bad)
        except IllegalAction:
            pass
    assert table.state["current"]["clue"] is None and len(table.events) == before[1]
    table.clue("Mona")  # "Mona" alone is not the title
    assert table.phase == "vote"


def test_every_guesser_votes_at_once_and_the_muse_does_not():
    table = rigged(5, inspirations=["INS01", "INS04"])
    table.choose("INS01")
    table.clue("smile")
    prompts = RULES.prompts(table.state)
    assert sorted(prompts) == table.guessers()
    assert len({p.id for p in prompts.values()}) == 1


def test_a_vote_is_final_once_cast():
    table = rigged(4, inspirations=["INS01", "INS04"])
    table.choose("INS01")
    table.clue("smile")
    table.vote(1, 3)
    assert 1 not in RULES.prompts(table.state)
    with pytest.raises(IllegalAction):
        RULES.decide(table.state, 1, Answer(choices=("4",)), None)


def test_a_vote_is_one_position_from_one_to_six():
    table = rigged(4, inspirations=["INS01", "INS04"])
    table.choose("INS01")
    table.clue("smile")
    for choices in (("7",), ("1", "2"), ()):
        with pytest.raises(IllegalAction):
            RULES.decide(table.state, 1, Answer(choices=choices), None)


def test_the_reveal_comes_when_the_last_guesser_has_voted():
    table = rigged(4, inspirations=["INS01", "INS04"])
    table.choose("INS01")
    table.clue("smile")
    table.vote(1, 1)
    table.vote(2, 2)
    assert table.phase == "vote"
    events = table.vote(3, 3)
    types = [e.type for e in events]
    assert types[:4] == ["VoteCast", "VotesRevealed", "TurnScored", "TurnEnded"]
    assert types[4] == "TurnStarted"


def test_played_cards_are_discarded_after_the_turn():
    # Rulebook step 8: "discard all of the played cards".
    table = rigged(3, inspirations=["INS01", "INS04"])
    table.play_turn("INS01")
    assert len(table.state["discards"]["masterpieces"]) == 6
    assert table.state["discards"]["inspirations"] == ["INS01"]


def test_play_passes_to_the_left_and_each_player_is_muse_twice():
    # Rulebook: "Play passes to the left of the previous Muse. Each player will get 2 turns".
    table = rigged(4, first_muse=2)
    muses = []
    while table.phase != "over":
        muses.append(table.muse)
        table.play_turn()
    assert muses == [2, 3, 0, 1, 2, 3, 0, 1]


def test_nobody_may_act_once_the_game_is_over():
    table = rigged(3)
    while table.phase != "over":
        table.play_turn()
    assert RULES.prompts(table.state) == {}
    with pytest.raises(IllegalAction):
        RULES.decide(table.state, 0, Answer(choices=("1",)), None)
