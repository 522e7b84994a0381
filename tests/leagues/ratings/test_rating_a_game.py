"""Worked examples of one game's rating update, as a player would read them."""

from __future__ import annotations

import pytest
from openskill.models import PlackettLuce

from leagues.ratings import (
    PROVISIONAL_GAMES,
    Rating,
    RatingError,
    is_provisional,
    ordinal,
    rate_game,
)


def test_a_newcomer_is_shown_zero():
    assert ordinal(Rating()) == 0.0
    assert is_provisional(Rating())


def test_four_newcomers_the_winner_goes_up_the_last_goes_down():
    after = rate_game({}, [("ana", 1), ("ben", 2), ("cy", 3), ("dee", 4)])
    shown = {player: ordinal(rating) for player, rating in after.items()}
    assert shown["ana"] > shown["ben"] > shown["cy"] > 0 > shown["dee"]
    assert after["ana"].mu > 25 > after["dee"].mu
    assert all(rating.games == 1 for rating in after.values())
    # The figures are openskill's: one Plackett-Luce update with its default parameters.
    assert after["ana"] == Rating(27.795252672501135, 8.263571791259416, 1)
    assert after["dee"] == Rating(20.962412806387245, 8.084127880168786, 1)


def test_a_strict_order_is_exactly_one_openskill_update():
    model = PlackettLuce()
    before = {"ana": Rating(30.0, 4.0, 12), "ben": Rating(22.0, 6.0, 3), "cy": Rating()}
    after = rate_game(before, [("cy", 1), ("ana", 2), ("ben", 3)])
    teams = [[model.rating(mu=before[p].mu, sigma=before[p].sigma)] for p in ("cy", "ana", "ben")]
    expected = model.rate(teams, ranks=[1.0, 2.0, 3.0])
    for player, (rating,) in zip(("cy", "ana", "ben"), expected, strict=True):
        assert (after[player].mu, after[player].sigma) == (rating.mu, rating.sigma)
        assert after[player].games == before[player].games + 1


def test_an_upset_costs_the_favourite_more_than_an_expected_loss_costs_the_underdog():
    before = {"strong": Rating(35.0, 3.0, 40), "weak": Rating(18.0, 3.0, 40)}
    upset = rate_game(before, [("weak", 1), ("strong", 2)])
    expected = rate_game(before, [("strong", 1), ("weak", 2)])
    lost_upset = before["strong"].mu - upset["strong"].mu
    lost_expected = before["weak"].mu - expected["weak"].mu
    assert lost_upset > lost_expected > 0


def test_a_tie_shares_the_places_it_fills():
    after = rate_game({}, [("ana", 1), ("ben", 1), ("cy", 3), ("dee", 4)])
    strict = rate_game({}, [("ana", 1), ("ben", 2), ("cy", 3), ("dee", 4)])
    assert after["ana"] == after["ben"]
    # Between the first and the second of a strict order, above the third.
    assert strict["ben"].mu < after["ana"].mu < strict["ana"].mu
    assert ordinal(after["ana"]) > ordinal(after["cy"]) > ordinal(after["dee"])
    # The third and the last are rated as if the winners had not tied.
    assert after["cy"] == strict["cy"] and after["dee"] == strict["dee"]


def test_co_winners_stay_above_the_third_unlike_openskills_own_ties():
    """openskill 6.2 alone rates a tie for first at the third's mu with more uncertainty,
    so the co-winners would be shown below the third (vivekjoshy/openskill.py#155)."""
    model = PlackettLuce()
    raw = model.rate([[model.rating()] for _ in range(4)], ranks=[1.0, 1.0, 3.0, 4.0])
    assert raw[0][0].ordinal() < raw[2][0].ordinal()  # the upstream quirk, still there
    ours = rate_game({}, [("ana", 1), ("ben", 1), ("cy", 3), ("dee", 4)])
    assert ordinal(ours["ana"]) > ordinal(ours["cy"])


def test_a_draw_between_equals_moves_nobodys_mean():
    after = rate_game({}, [("ana", 1), ("ben", 1)])
    assert after["ana"] == after["ben"]
    assert after["ana"].mu == pytest.approx(25.0)


def test_a_three_way_tie_for_last():
    after = rate_game({}, [("ana", 1), ("ben", 2), ("cy", 2), ("dee", 2)])
    assert after["ben"] == after["cy"] == after["dee"]
    assert ordinal(after["ana"]) > ordinal(after["ben"])


def test_the_order_of_the_list_does_not_matter():
    before = {"ana": Rating(28.0, 5.0, 8), "ben": Rating(21.0, 7.0, 2)}
    one = rate_game(before, [("ana", 2), ("ben", 1), ("cy", 2), ("dee", 4)])
    other = rate_game(before, [("dee", 4), ("cy", 2), ("ana", 2), ("ben", 1)])
    assert one == other


def test_provisional_until_the_tenth_rated_game():
    ratings: dict[str, Rating] = {}
    for game in range(1, PROVISIONAL_GAMES + 1):
        ratings.update(rate_game(ratings, [("ana", 1 + game % 2), ("ben", 2 - game % 2)]))
        assert ratings["ana"].games == game
        assert is_provisional(ratings["ana"]) is (game < 10)
    assert PROVISIONAL_GAMES == 10


def test_ratings_passed_in_are_left_alone():
    before = {"ana": Rating(30.0, 4.0, 12)}
    rate_game(before, [("ana", 1), ("ben", 2)])
    assert before == {"ana": Rating(30.0, 4.0, 12)}


@pytest.mark.parametrize(
    "finishing",
    [[("ana", 1)], [], [("ana", 1), ("ana", 2)]],
    ids=["alone", "nobody", "twice"],
)
def test_what_cannot_be_rated(finishing):
    with pytest.raises(RatingError):
        rate_game({}, finishing)
