"""A kind's leaderboard: established players ranked by ordinal, provisional ones after."""

from __future__ import annotations

from leagues.ratings import Rating, leaderboard


def test_established_players_rank_by_ordinal_and_provisional_ones_follow_unranked():
    board = leaderboard(
        {
            "ana": Rating(30.0, 3.0, 25),  # 21
            "ben": Rating(40.0, 4.0, 9),  # 28, but provisional
            "cy": Rating(27.0, 2.0, 60),  # 21
            "dee": Rating(24.0, 2.0, 10),  # 18
            "eve": Rating(20.0, 6.0, 1),  # 2, provisional
            "fay": Rating(),  # never rated: not on the board
        }
    )
    assert [(row.rank, row.player, row.provisional) for row in board] == [
        (1, "ana", False),
        (1, "cy", False),
        (3, "dee", False),
        (None, "ben", True),
        (None, "eve", True),
    ]
    assert [row.ordinal for row in board] == [21.0, 21.0, 18.0, 28.0, 2.0]
    assert board[0].games == 25


def test_an_empty_board():
    assert leaderboard({}) == []
