"""League divisions: first season, promotion and relegation, newcomers."""

from __future__ import annotations

import pytest

from leagues.pairing import PairingError, first_divisions, place_newcomers, promote_relegate


def test_a_first_season_cuts_the_players_by_rating_into_even_divisions():
    ranked = [f"p{i:02d}" for i in range(23)]
    divisions = first_divisions(ranked, 8)
    assert [len(d) for d in divisions] == [8, 8, 7]
    assert divisions[0][0] == "p00" and divisions[-1][-1] == "p22"
    assert first_divisions(ranked[:3], 8) == [ranked[:3]]


def test_the_top_go_up_and_the_bottom_go_down():
    finals = [["a1", "a2", "a3", "a4"], ["b1", "b2", "b3", "b4"], ["c1", "c2", "c3", "c4"]]
    assert promote_relegate(finals, up=1, down=2) == [
        ["a1", "a2", "b1"],
        ["a3", "a4", "b2", "c1"],
        ["b3", "b4", "c2", "c3", "c4"],
    ]
    assert promote_relegate(finals, up=2, down=2) == [
        ["a1", "a2", "b1", "b2"],
        ["a3", "a4", "c1", "c2"],  # all of b moved: two up, two down
        ["b3", "b4", "c3", "c4"],
    ]


def test_nobody_moves_in_a_single_division_and_too_many_movers_are_refused():
    assert promote_relegate([["a", "b", "c"]], up=1, down=1) == [["a", "b", "c"]]
    with pytest.raises(PairingError):
        promote_relegate([["a", "b"], ["c", "d", "e"], ["f", "g"]], up=2, down=2)


def test_newcomers_start_in_the_bottom_division():
    assert place_newcomers([["a"], ["b"]], ["n1", "n2"]) == [["a"], ["b", "n1", "n2"]]
    assert place_newcomers([], ["n1"]) == [["n1"]]
    with pytest.raises(PairingError):
        place_newcomers([["a"], ["b"]], ["a"])
