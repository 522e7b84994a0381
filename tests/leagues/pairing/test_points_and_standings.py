"""Worked examples: points from a finishing order, Buchholz and the tie-breaks."""

from __future__ import annotations

from fractions import Fraction

import pytest

from leagues.pairing import Finish, PairingError, Scoring, standings

PLACES = Scoring(placement=(3, 2, 1, 0), bye=1.5)
SHARED = Scoring(bye=0.25)


def game(*finishes: tuple[str, int, float]):
    return tuple(Finish(p, place, score) for p, place, score in finishes)


def test_placement_points_follow_the_finishing_order():
    points = PLACES.game_points(game(("a", 1, 40), ("b", 2, 35), ("c", 3, 20), ("d", 4, 9)))
    assert points == {"a": 3, "b": 2, "c": 1, "d": 0}


def test_players_tied_share_the_points_of_the_places_they_fill():
    # Two tied for second fill places 2 and 3: (2 + 1) / 2 each; the next is fourth.
    points = PLACES.game_points(game(("a", 1, 0), ("b", 2, 0), ("c", 2, 0), ("d", 4, 0)))
    assert points == {"a": 3, "b": Fraction(3, 2), "c": Fraction(3, 2), "d": 0}


def test_a_small_table_earns_the_top_of_the_placement_points():
    points = PLACES.game_points(game(("a", 1, 0), ("b", 2, 0), ("c", 3, 0)))
    assert points == {"a": 3, "b": 2, "c": 1}


def test_the_win_shared_splits_one_point_among_the_winners():
    assert SHARED.game_points(game(("a", 1, 0), ("b", 2, 0), ("c", 3, 0))) == {
        "a": 1,
        "b": 0,
        "c": 0,
    }
    three_way = SHARED.game_points(game(("a", 1, 0), ("b", 1, 0), ("c", 1, 0), ("d", 4, 0)))
    assert three_way == {"a": Fraction(1, 3), "b": Fraction(1, 3), "c": Fraction(1, 3), "d": 0}


@pytest.mark.parametrize("places", [(1, 3), (2, 3), (1, 1, 2), (0, 1)])
def test_impossible_finishing_orders_are_refused(places):
    with pytest.raises(PairingError):
        PLACES.game_points(tuple(Finish(f"p{i}", place) for i, place in enumerate(places)))


def test_standings_rank_by_points_then_buchholz_then_game_score_then_rating():
    """Two rounds of two-player games (chess-like: Buchholz is the opponents' points).

    Round 1: a beats b, c beats d, e beats f.  Round 2: a beats c, d beats e, f beats b.
    Points: a 2, c 1, d 1, e 1, f 1, b 0. Buchholz (opponents' final points):
      c: a 2 + d 1 = 3;  d: c 1 + e 1 = 2;  e: f 1 + d 1 = 2;  f: e 1 + b 0 = 1.
    d and e are equal on Buchholz; game scores split them: d 10 + 12, e 15 + 5.
    """
    ratings = {"a": 1500, "b": 1500, "c": 1500, "d": 1500, "e": 1500, "f": 1500}
    win = Scoring(placement=(1, 0))
    games = [
        game(("a", 1, 10), ("b", 2, 0)),
        game(("c", 1, 10), ("d", 2, 10)),
        game(("e", 1, 15), ("f", 2, 0)),
        game(("a", 1, 10), ("c", 2, 0)),
        game(("d", 1, 12), ("e", 2, 5)),
        game(("f", 1, 10), ("b", 2, 0)),
    ]
    table = standings(ratings, games, win)
    assert [(s.player, s.points, s.buchholz, s.game_score) for s in table] == [
        ("a", 2, 1, 20),  # opponents b 0 + c 1
        ("c", 1, 3, 10),
        ("d", 1, 2, 22),
        ("e", 1, 2, 20),
        ("f", 1, 1, 10),
        ("b", 0, 3, 0),  # opponents a 2 + f 1
    ]
    assert [s.rank for s in table] == [1, 2, 3, 4, 5, 6]


def test_buchholz_at_tables_is_the_mean_of_the_table_mates_points():
    """One four-player game: a's table-mates end on 2, 1 and 0 points: Buchholz 1."""
    ratings = dict.fromkeys("abcd", 1500.0)
    table = standings(ratings, [game(("a", 1, 0), ("b", 2, 0), ("c", 3, 0), ("d", 4, 0))], PLACES)
    assert {s.player: s.buchholz for s in table} == {"a": 1, "b": 4 / 3, "c": 5 / 3, "d": 2}


def test_rating_breaks_the_last_tie_and_a_full_tie_shares_the_rank():
    ratings = {"a": 1400, "b": 1600, "c": 1500, "x": 1500}
    games = [game(("a", 1, 0), ("b", 1, 0)), game(("c", 1, 0), ("x", 1, 0))]
    table = standings(ratings, games, SHARED)
    assert [(s.rank, s.player) for s in table] == [(1, "b"), (2, "c"), (2, "x"), (4, "a")]


def test_byes_score_the_bye_points_and_count_no_opponents():
    ratings = {"a": 1500, "b": 1500, "c": 1500}
    table = standings(ratings, [game(("a", 1, 0), ("b", 2, 0))], PLACES, byes={"c": 1})
    by_player = {s.player: s for s in table}
    assert by_player["c"].points == 1.5 and by_player["c"].buchholz == 0
    assert by_player["c"].byes == 1 and by_player["c"].games == 0
    assert [s.player for s in table] == ["a", "b", "c"]  # b: 2 points beats c's bye


def test_a_withdrawn_player_keeps_their_games_and_strangers_are_refused():
    ratings = {"a": 1500, "b": 1500}
    assert [s.points for s in standings(ratings, [game(("a", 1, 0), ("b", 2, 0))], PLACES)] == [
        3,
        2,
    ]
    with pytest.raises(PairingError):
        standings(ratings, [game(("a", 1, 0), ("z", 2, 0))], PLACES)
