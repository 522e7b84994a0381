"""Single elimination by tables: the top k of each table go through."""

from __future__ import annotations

import pytest

from leagues.pairing import (
    Finish,
    PairingError,
    TableSize,
    advancing,
    is_final,
    pair_elimination_round,
)

FOURS = TableSize(4, 3, 5)


def test_players_are_dealt_to_tables_in_snake_order_so_the_best_meet_late():
    seeded = [f"s{i:02d}" for i in range(1, 17)]
    rnd = pair_elimination_round(seeded, FOURS, "seed", 1)
    assert [sorted(t) for t in rnd.tables] == [
        ["s01", "s08", "s09", "s16"],
        ["s02", "s07", "s10", "s15"],
        ["s03", "s06", "s11", "s14"],
        ["s04", "s05", "s12", "s13"],
    ]
    assert rnd.byes == ()


def test_when_tables_cannot_seat_everyone_the_top_seeds_get_the_byes():
    exact = TableSize(4, 4, 4, mixed=False)
    rnd = pair_elimination_round([f"s{i}" for i in range(1, 11)], exact, "seed", 1)
    assert rnd.byes == ("s1", "s2")
    assert sorted(len(t) for t in rnd.tables) == [4, 4]


def test_the_top_k_of_each_table_go_through_winners_first():
    ratings = {p: 1500.0 for p in "abcdefgh"} | {"b": 1600.0, "f": 1400.0}
    games = [
        (Finish("a", 1), Finish("b", 2), Finish("c", 3), Finish("d", 4)),
        (Finish("e", 2), Finish("f", 1), Finish("g", 4), Finish("h", 3)),
    ]
    # Seconds after winners; among equals, game score, then rating, then the seed's draw.
    assert advancing(games, 2, ratings, "seed", 1) == ["a", "f", "b", "e"]
    assert advancing(games, 2, ratings, "seed", 1, byes=["z"]) == ["z", "a", "f", "b", "e"]


def test_a_tie_across_the_cut_goes_to_the_better_game_score_then_rating():
    ratings = {"a": 1500.0, "b": 1400.0, "c": 1600.0, "d": 1500.0}
    by_score = (Finish("a", 1, 30), Finish("b", 2, 20), Finish("c", 2, 25), Finish("d", 4, 5))
    assert advancing([by_score], 2, ratings, "seed", 1) == ["a", "c"]
    by_rating = (Finish("a", 1, 30), Finish("b", 2, 20), Finish("c", 2, 20), Finish("d", 4, 5))
    assert advancing([by_rating], 2, ratings, "seed", 1) == ["a", "c"]


def test_a_table_must_keep_someone_out():
    with pytest.raises(PairingError):
        advancing([(Finish("a", 1), Finish("b", 2))], 2, {}, "seed", 1)


def test_the_final_is_the_round_with_a_single_table():
    assert is_final(4, FOURS) and is_final(5, FOURS)
    assert not is_final(8, FOURS)
    # 16 players, top 2 of 4 go through: 16 -> 8 -> 4, the final.
    players, rounds = 16, 1
    while not is_final(players, FOURS):
        players, rounds = players // 2, rounds + 1
    assert (players, rounds) == (4, 3)


def test_before_the_final_every_table_keeps_someone_out():
    # 5 players at tables of 2-4 would be 3 + 2; with two going through, a table of 2 would
    # send both, so the top seed has the bye and four play.
    rnd = pair_elimination_round(["a", "b", "c", "d", "e"], TableSize(4, 2, 4), "s", 1, through=2)
    assert rnd.byes == ("a",) and [len(t) for t in rnd.tables] == [4]
    with pytest.raises(PairingError):
        pair_elimination_round([f"p{i}" for i in range(9)], TableSize(2, 2, 4), "s", 1, through=2)
