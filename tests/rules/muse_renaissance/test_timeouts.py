"""Missed deadlines (``on_timeout``).

Issue: a Muse who misses the deadline passes the turn (no points, the cards are discarded);
a voter who misses it does not vote. Content notes "Turn flow online" 3 and 6.
"""

from __future__ import annotations

from games.rules.muse_renaissance import RULES

from .helpers import rigged

MACHINE = ["INS01", "INS04"]


def test_a_muse_who_misses_the_clue_deadline_passes_the_turn_without_points():
    table = rigged(4, masterpieces=["MP21"], inspirations=MACHINE)
    table.choose("INS01")
    events = table.timeout(table.muse)
    assert [e.type for e in events][:2] == ["TurnForfeited", "TurnEnded"]
    assert table.state["scores"] == [0, 0, 0, 0]
    assert table.state["history"][-1]["outcome"] == "forfeited"
    assert table.muse == 1  # the next Muse's turn has begun


def test_a_forfeited_turns_cards_are_discarded():
    table = rigged(4, masterpieces=["MP21"], inspirations=MACHINE)
    table.choose("INS01")
    table.timeout(table.muse)
    assert table.state["discards"]["masterpieces"] == ["MP21"]
    assert table.state["discards"]["inspirations"] == ["INS01"]


def test_a_muse_who_misses_the_deadline_before_choosing_discards_both_inspirations():
    # RULINGS.md, "A Muse who never chooses".
    table = rigged(4, masterpieces=["MP21"], inspirations=MACHINE)
    table.timeout(table.muse)
    assert table.state["discards"]["inspirations"] == MACHINE
    assert table.state["history"][-1]["inspiration"] is None


def test_a_forfeited_turn_still_counts_as_one_of_the_muses_two_turns():
    table = rigged(3)
    muses = []
    while table.phase != "over":
        muses.append(table.muse)
        if table.muse == 0:
            table.timeout(0)
        else:
            table.play_turn()
    assert muses == [0, 1, 2, 0, 1, 2]


def test_a_forfeited_turn_hides_the_unseen_masterpiece():
    table = rigged(3, masterpieces=["MP21"], inspirations=MACHINE)
    table.choose("INS01")
    table.timeout(table.muse)
    for seat in (None, 1, 2):
        assert "MP21" not in str(table.view(seat))


def test_in_cooperative_play_a_forfeited_turn_sets_the_masterpiece_aside():
    table = rigged(3, "cooperative", masterpieces=["MP21"], inspirations=MACHINE)
    table.choose("INS01")
    table.timeout(table.muse)
    assert table.state["set_aside"] == ["MP21"]


def test_a_voter_who_misses_the_deadline_does_not_vote():
    table = rigged(4, inspirations=MACHINE)
    table.choose("INS01")
    table.clue("smile")
    events = table.timeout(2)
    assert [e.type for e in events] == ["VoteMissed"]
    assert 2 not in RULES.prompts(table.state)
    assert table.view(None)["current"]["missed"] == [2]


def test_the_last_missing_vote_brings_the_reveal():
    table = rigged(3, inspirations=MACHINE)
    table.choose("INS01")
    table.clue("smile")
    table.vote(1, table.answer_position)
    events = table.timeout(2)
    assert [e.type for e in events][:3] == ["VoteMissed", "VotesRevealed", "TurnScored"]
    assert table.state["history"][-1]["missed"] == [2]


def test_a_seat_with_nothing_to_decide_is_not_affected_by_a_timeout():
    table = rigged(3, inspirations=MACHINE)
    assert table.timeout(1) == []
    table.choose("INS01")
    table.clue("smile")
    assert table.timeout(table.muse) == []
