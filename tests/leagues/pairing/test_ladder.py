"""The ladder, OGS-style: challenge up to N places above; the winner takes the higher place."""

from __future__ import annotations

import pytest

from leagues.pairing import PairingError, after_challenge, can_challenge, join_ladder, leave_ladder

LADDER = ("ann", "bob", "cat", "dan", "eve")


def test_a_player_may_challenge_up_to_reach_places_above():
    assert can_challenge(LADDER, "eve", "dan", reach=2)
    assert can_challenge(LADDER, "eve", "cat", reach=2)
    assert not can_challenge(LADDER, "eve", "bob", reach=2)  # three places up
    assert not can_challenge(LADDER, "cat", "dan", reach=2)  # below: no challenge
    assert not can_challenge(LADDER, "cat", "cat", reach=2)
    assert not can_challenge(LADDER, "zoe", "eve", reach=2)  # not on the ladder


def test_the_challenger_who_wins_takes_the_place_and_those_between_move_down():
    assert after_challenge(LADDER, "eve", "cat", winner="eve") == (
        "ann",
        "bob",
        "eve",
        "cat",
        "dan",
    )


def test_a_defender_who_wins_or_draws_keeps_the_ladder_as_it_was():
    assert after_challenge(LADDER, "eve", "cat", winner="cat") == LADDER
    assert after_challenge(LADDER, "eve", "cat", winner="") == LADDER


def test_newcomers_start_at_the_bottom_and_leavers_close_the_gap():
    assert join_ladder(LADDER, "fay")[-1] == "fay"
    with pytest.raises(PairingError):
        join_ladder(LADDER, "bob")
    assert leave_ladder(LADDER, "bob") == ("ann", "cat", "dan", "eve")
