"""Standings by points from an event's recorded results, as organisers' webhooks show them."""

from __future__ import annotations

from notifications.outbound.event_standings import points_table


def result(game, points, **kw):
    return {"game": game, "points": {str(u): p for u, p in points.items()}, **kw}


def test_points_add_up_over_games_and_ties_share_a_rank():
    table = points_table([result(1, {10: 3, 11: 0}), result(2, {12: 1.5, 13: 1.5}),
                          result(3, {10: 0, 12: 1.5})])  # fmt: skip
    assert table == [(1, 10, 3), (1, 12, 3.0), (3, 13, 1.5), (4, 11, 0)]  # ties by user id


def test_a_game_recorded_again_counts_once_as_last_recorded():
    table = points_table([result(1, {10: 2, 11: 0}), result(1, {10: 0, 11: 2}, adjudicated=True)])
    assert table == [(1, 11, 2), (2, 10, 0)]


def test_no_results_no_standings():
    assert points_table([]) == []
