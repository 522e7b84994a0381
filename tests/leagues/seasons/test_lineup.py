"""Who plays in which division when a season starts (``leagues.seasons.lineup``)."""

from __future__ import annotations

from leagues.seasons.lineup import lineup

P = [f"p{i:02}" for i in range(40)]


def test_a_first_season_cuts_the_players_in_joining_order_within_the_most_divisions():
    assert lineup([], P[:10], size=4, most=4, least=2) == [P[:5], P[5:10]]
    assert lineup([], P[:11], size=4, most=4, least=2) == [P[:4], P[4:8], P[8:11]]
    # More players than the most divisions hold at the size: the divisions grow instead.
    assert [len(d) for d in lineup([], P[:20], size=4, most=2, least=2)] == [10, 10]


def test_leavers_are_dropped_and_newcomers_start_at_the_bottom():
    previous = [P[:4], P[4:8]]
    members = [p for p in P[:10] if p != P[1]]
    assert lineup(previous, members, size=4, most=4, least=2) == [
        [P[0], *P[2:4]],
        [*P[4:8], P[8], P[9]],
    ]


def test_a_bottom_division_grown_to_twice_the_size_is_cut_in_two():
    previous = [P[:4], P[4:8]]
    out = lineup(previous, P[:12], size=4, most=4, least=2)
    assert out == [P[:4], P[4:8], P[8:12]]
    assert lineup(previous, P[:12], size=4, most=2, least=2) == [P[:4], P[4:12]]


def test_a_division_too_small_for_a_table_joins_the_one_above():
    previous = [P[:4], P[4:8], P[8:12]]
    members = P[:9]  # the bottom division keeps one player
    assert lineup(previous, members, size=4, most=4, least=2) == [P[:4], P[4:9]]
    # The top one left with one player joins the one below, ahead of it.
    members = [P[0], *P[4:12]]
    assert lineup(previous, members, size=4, most=4, least=2) == [[P[0], *P[4:8]], P[8:12]]
