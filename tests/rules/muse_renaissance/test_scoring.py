"""Competitive scoring, the Muse's cap of 3, flags, and the winner.

Rulebook step 7 and "End of Game"; content notes "Turn flow online" 5-6; issue: a tie is
shared.
"""

from __future__ import annotations

import pytest

from games.engine.errors import IllegalAction
from games.engine.prompts import Answer
from games.rules.muse_renaissance import RULES
from games.rules.muse_renaissance.scoring import (
    clue_voided,
    competitive_points,
    coop_correct,
    coop_needed,
)

from .helpers import rigged

MACHINE = ["INS01", "INS04"]  # One Word: judged by the machine only
JUDGED = ["INS45", "INS04"]  # Fictional Character: judged by players


def last_points(table) -> list[int]:
    return table.state["history"][-1]["points"]


def test_each_correct_guesser_earns_one_point_and_the_muse_one_per_correct_guesser():
    # Rulebook example: "Pink and Purple earn 1pt each. 2 players CORRECT on Green's turn:
    # GREEN earns 2pts." Pink, Purple, Green = seats 0, 1, 2; Blue guesses wrong.
    table = rigged(4, inspirations=MACHINE, first_muse=2)
    table.play_turn("INS01", right={0, 1})
    assert last_points(table) == [1, 1, 2, 0]
    assert table.state["scores"] == [1, 1, 2, 0]


def test_the_muse_earns_at_most_three_points_a_turn():
    # Rulebook: "1 Victory Point per correct answer (up to a maximum of 3)".
    table = rigged(8, inspirations=MACHINE, first_muse=0)
    table.play_turn("INS01", right={1, 2, 3, 4, 5, 6, 7})
    assert last_points(table) == [3, 1, 1, 1, 1, 1, 1, 1]


def test_with_three_players_the_muse_can_earn_at_most_two():
    table = rigged(3, inspirations=MACHINE)
    table.play_turn("INS01", right={1, 2})
    assert last_points(table) == [2, 1, 1]


def test_nobody_scores_when_nobody_guesses_right():
    table = rigged(5, inspirations=MACHINE)
    table.play_turn("INS01", right=set())
    assert last_points(table) == [0] * 5


@pytest.mark.parametrize(
    ("correct", "muse_points"), [(0, 0), (1, 1), (2, 2), (3, 3), (4, 3), (7, 3)]
)
def test_the_score_cap_at_every_count_of_correct_guessers(correct, muse_points):
    points = competitive_points(8, 0, list(range(1, correct + 1)), void=False)
    assert points[0] == muse_points and sum(points[1:]) == correct


def test_guessers_may_flag_a_clue_only_on_cards_judged_by_players():
    # Content notes step 5: "players/both cards: a guesser may also tick...".
    table = rigged(4, inspirations=MACHINE)
    table.choose("INS01")
    table.clue("smile")
    assert "flag" not in RULES.prompts(table.state)[1].option_ids()
    with pytest.raises(IllegalAction):
        RULES.decide(table.state, 1, Answer(choices=("1", "flag")), None)
    judged = rigged(4, inspirations=JUDGED)
    judged.choose("INS45")
    judged.clue("Hamlet")
    assert "flag" in RULES.prompts(judged.state)[1].option_ids()


def test_a_flag_alone_is_not_a_vote():
    table = rigged(4, inspirations=JUDGED)
    table.choose("INS45")
    table.clue("Hamlet")
    with pytest.raises(IllegalAction):
        RULES.decide(table.state, 1, Answer(choices=("flag",)), None)


def test_a_strict_majority_of_guessers_flagging_voids_the_turn():
    # Content notes: "If a strict majority of guessers tick it, the turn is void
    # (competitive: 0 for all)".
    table = rigged(4, inspirations=JUDGED)
    table.play_turn("INS45", clue="Hamlet", right={1, 2, 3}, flags={1, 2})
    assert last_points(table) == [0, 0, 0, 0]
    assert table.state["history"][-1]["void"] is True


def test_half_of_the_guessers_flagging_is_not_a_majority():
    table = rigged(5, inspirations=JUDGED)
    table.play_turn("INS45", clue="Hamlet", right={1, 2, 3, 4}, flags={1, 2})
    assert last_points(table) == [3, 1, 1, 1, 1]


def test_flag_majority_counts_every_guesser_even_those_who_missed_the_vote():
    # RULINGS.md, "Flags": the majority is of all guessers.
    assert clue_voided(2, 3) and not clue_voided(2, 4) and not clue_voided(1, 2)
    table = rigged(5, inspirations=JUDGED)
    table.choose("INS45")
    table.clue("Hamlet")
    table.vote(1, table.answer_position, flag=True)
    table.vote(2, table.answer_position, flag=True)
    table.timeout(3)
    table.timeout(4)
    assert last_points(table) == [2, 1, 1, 0, 0]


def test_a_missing_vote_scores_nothing_and_does_not_count_for_the_muse():
    table = rigged(4, inspirations=MACHINE)
    table.choose("INS01")
    table.clue("smile")
    table.vote(1, table.answer_position)
    table.timeout(2)
    table.vote(3, table.answer_position)
    assert last_points(table) == [2, 1, 0, 1]


def test_the_player_with_the_most_points_wins():
    table = rigged(3, inspirations=MACHINE)
    # Seat 1 guesses right every turn; seat 2 never does.
    while table.phase != "over":
        table.play_turn(right={1} - {table.muse})
    result = RULES.result(table.state)
    assert result.winners == [1]
    assert result.scores == {0: 2, 1: 4, 2: 2}
    assert result.ranks == {1: 1, 0: 2, 2: 2}
    assert result.summary == "Winner: {seat:1}, with 4 points."


def test_a_tie_for_the_most_points_is_a_shared_win():
    table = rigged(3, inspirations=MACHINE)
    while table.phase != "over":
        table.play_turn(right=set())
    result = RULES.result(table.state)
    assert result.winners == [0, 1, 2]
    assert result.summary.startswith("Shared win: ")


def test_the_breakdown_splits_points_from_guessing_and_from_being_muse():
    table = rigged(4, inspirations=MACHINE)
    while table.phase != "over":
        table.play_turn(right={1, 2} - {table.muse})
    breakdown = RULES.result(table.state).breakdown
    for seat, row in breakdown.items():
        assert row["guessing"] + row["as_muse"] == row["total"] == table.state["scores"][seat]
        assert row["muse_turns"] == 2
    assert breakdown[1]["correct_guesses"] == 6


def test_the_cooperative_majority_is_half_of_the_voters_rounded_up():
    # Content notes: "at least half of those who voted, rounded up ... No votes = incorrect."
    assert [coop_needed(n) for n in range(1, 8)] == [1, 1, 2, 2, 3, 3, 4]
    assert coop_correct(1, 1) and not coop_correct(0, 1)
    assert coop_correct(1, 2) and coop_correct(2, 3) and not coop_correct(1, 3)
    assert not coop_correct(0, 0)
