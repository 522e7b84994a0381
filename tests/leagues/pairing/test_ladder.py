"""The ladder, OGS-style: challenge up to N places above; the winner takes the higher place."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from leagues.pairing import (
    PairingError,
    after_challenge,
    after_table,
    can_challenge,
    join_ladder,
    ladder_challenges,
    leave_ladder,
    within_reach,
)

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


def test_within_reach_lists_the_players_above_nearest_first():
    assert within_reach(LADDER, "eve", 2) == ("dan", "cat")
    assert within_reach(LADDER, "bob", 3) == ("ann",)
    assert within_reach(LADDER, "ann", 3) == ()
    assert within_reach(LADDER, "zoe", 3) == ()


def test_a_table_of_three_orders_its_players_by_their_finish():
    # Eve challenges Cat and Dan; Eve first, Cat second, Dan third: Eve takes Cat's place,
    # Cat and Dan move down one; Ann and Bob, above the table, stay.
    assert after_table(LADDER, [["eve"], ["cat"], ["dan"]]) == ("ann", "bob", "eve", "cat", "dan")
    # Dan beats Cat, Eve last: Dan passes Cat, Eve stays where she was.
    assert after_table(LADDER, [["dan"], ["cat"], ["eve"]]) == ("ann", "bob", "dan", "cat", "eve")
    # The defenders hold: nothing moves. A tie between all three: nothing moves.
    assert after_table(LADDER, [["cat"], ["dan"], ["eve"]]) == LADDER
    assert after_table(LADDER, [["cat", "dan", "eve"]]) == LADDER


def test_the_winner_jumps_over_players_between_who_were_not_at_the_table():
    assert after_table(LADDER, [["eve"], ["bob"]]) == ("ann", "eve", "bob", "cat", "dan")


def test_a_player_who_left_the_ladder_is_passed_over():
    ladder = leave_ladder(LADDER, "cat")
    assert after_table(ladder, [["eve"], ["cat"]]) == ladder
    assert after_table(ladder, [["eve"], ["cat"], ["dan"]]) == ("ann", "bob", "eve", "dan")


def test_bots_challenge_the_highest_free_players_from_the_bottom_up():
    assert ladder_challenges(LADDER, set(LADDER), reach=2) == [("eve", ("cat",)), ("dan", ("bob",))]
    # Cat is busy: Eve takes Dan, and Bob challenges Ann.
    free = set(LADDER) - {"cat"}
    assert ladder_challenges(LADDER, free, reach=2) == [("eve", ("dan",)), ("bob", ("ann",))]
    # Tables of three: two defenders each, within reach.
    assert ladder_challenges(LADDER, set(LADDER), reach=2, size=3) == [("eve", ("cat", "dan"))]


orders = st.lists(st.sampled_from(range(8)), min_size=2, max_size=6, unique=True).flatmap(
    lambda table: st.tuples(st.just(table), st.lists(st.integers(1, 3), min_size=len(table),
                                                     max_size=len(table)))
)  # fmt: skip


@settings(max_examples=200, deadline=None)
@given(st.permutations(range(8)), orders)
def test_a_tables_finish_reorders_only_its_players_and_never_lifts_a_loser(ladder, table):
    players, places = table
    groups: dict[int, list[int]] = {}
    for p, place in zip(players, places, strict=True):
        groups.setdefault(place, []).append(p)
    order = [groups[k] for k in sorted(groups)]
    after = after_table(tuple(ladder), order)
    assert sorted(after) == sorted(ladder)  # nobody joins or leaves
    place = {p: k for k, group in enumerate(order) for p in group}
    others = [p for p in ladder if p not in place]
    assert [p for p in after if p not in place] == others  # the rest keep their order
    for p in players:
        for q in players:
            beat = place[p] < place[q]
            if beat and ladder.index(p) < ladder.index(q):
                assert after.index(p) < after.index(q)  # a winner above stays above
            if not beat and not place[q] < place[p] and ladder.index(p) < ladder.index(q):
                assert after.index(p) < after.index(q)  # a tie passes nobody
            if beat:
                assert after.index(p) < after.index(q)  # every winner ends above its losers
    for p in players:
        # Nobody moves up unless they beat someone who was above them.
        if after.index(p) < ladder.index(p):
            assert any(place[p] < place[q] and ladder.index(q) < ladder.index(p) for q in players)
