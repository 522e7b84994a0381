"""The two-player and cooperative variant.

Rulebook "Two-Player or Cooperative Variant"; content notes "Players" and "Decks".
"""

from __future__ import annotations

from games.rules.muse_renaissance import RULES

from .helpers import new_game, rigged

MACHINE = ["INS01", "INS04"]
JUDGED = ["INS45", "INS04"]


def coop(seats: int, **kw):
    return rigged(seats, "cooperative", **kw)


def test_a_correctly_guessed_masterpiece_goes_to_the_group_scoring_area():
    table = coop(2, masterpieces=["MP21"], inspirations=MACHINE)
    table.play_turn("INS01", right={1})
    assert table.state["scoring_area"] == ["MP21"]
    assert len(table.state["discards"]["masterpieces"]) == 5  # the decoys


def test_a_wrongly_guessed_masterpiece_is_set_aside():
    table = coop(2, masterpieces=["MP21"], inspirations=MACHINE)
    table.play_turn("INS01", right=set())
    assert table.state["set_aside"] == ["MP21"]


def test_the_group_wins_with_five_correct_before_three_wrong():
    table = coop(3)
    for right in ({1, 2}, set(), {0, 1, 2}, set(), {0, 1, 2}, {0, 1, 2}, {0, 1, 2}):
        table.play_turn(right=right - {table.muse})
    assert table.phase == "over"
    result = RULES.result(table.state)
    assert result.details["won"] is True
    assert result.winners == [0, 1, 2]
    assert result.scores == {0: 5, 1: 5, 2: 5}
    assert result.summary == "The group wins: 5 Masterpieces guessed with 2 set aside."


def test_the_group_loses_on_the_third_wrong_masterpiece():
    table = coop(2)
    for right in ({0, 1}, set(), set(), set()):
        if table.phase == "over":
            break
        table.play_turn(right=right - {table.muse})
    assert table.phase == "over" and len(table.state["history"]) == 4
    result = RULES.result(table.state)
    assert result.details["won"] is False
    assert result.winners == []  # RULINGS.md, "Cooperative result"
    assert result.ranks == {0: 2, 1: 2}


def test_with_several_guessers_half_of_the_votes_rounded_up_decide():
    # Content notes: "correct when at least half of those who voted, rounded up, chose it".
    table = coop(5)
    table.play_turn(right={s for s in table.guessers()[:2]})  # 2 of 4: correct
    assert table.state["history"][-1]["outcome"] == "correct"
    table.play_turn(right={table.guessers()[0]})  # 1 of 4: incorrect
    assert table.state["history"][-1]["outcome"] == "incorrect"


def test_missing_voters_do_not_count_toward_the_cooperative_majority():
    table = coop(4, inspirations=MACHINE)
    table.choose("INS01")
    table.clue("smile")
    guessers = table.guessers()
    table.vote(guessers[0], table.answer_position)
    table.timeout(guessers[1])
    table.timeout(guessers[2])
    assert table.state["history"][-1]["outcome"] == "correct"  # 1 of 1 who voted


def test_no_votes_at_all_is_incorrect():
    table = coop(3, inspirations=MACHINE)
    table.choose("INS01")
    table.clue("smile")
    for seat in table.guessers():
        table.timeout(seat)
    assert table.state["history"][-1]["outcome"] == "incorrect"


def test_a_clue_voided_by_flags_counts_as_incorrect():
    # Content notes step 5: "co-op: counts as incorrect".
    table = coop(3, inspirations=JUDGED)
    table.play_turn("INS45", clue="Hamlet", right={1, 2}, flags={1, 2})
    assert table.state["history"][-1]["outcome"] == "incorrect"


def test_the_muse_role_passes_in_seat_order_from_a_random_first_muse():
    # Content notes: "the first Muse is random ..., then the role passes in seat order".
    table = coop(3, first_muse=1)
    muses = []
    while table.phase != "over":
        muses.append(table.muse)
        table.play_turn(right=set(table.guessers()))
    assert muses == [1, 2, 0, 1, 2]


def test_two_players_take_turns_as_muse_and_guesser():
    table = new_game(2)
    assert table.state["mode"] == "cooperative"
    first = table.muse
    table.play_turn(right={1 - first})
    assert table.muse == 1 - first


def test_cooperative_play_has_no_points_only_the_group_tally():
    table = coop(4)
    view = table.view(0)
    assert "score" not in view["players"][0]
    assert view["cooperative"]["target"] == 5 and view["cooperative"]["limit"] == 3
