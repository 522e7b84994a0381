"""Which finished games count, and at which places: worked examples."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from leagues.ratings import (
    FinishedGame,
    RatedGame,
    RatingError,
    Seat,
    rate_game,
    rated_game,
    who_is_rated,
)


def _game(*seats: Seat, rated: bool = True) -> FinishedGame:
    return FinishedGame(kind="menagerie", rated=rated, seats=seats)


def test_a_game_between_people_is_rated_in_its_finishing_order():
    verdict = who_is_rated(_game(Seat("ben", 2), Seat("ana", 1), Seat("cy", 3)))
    assert verdict.rated and verdict.reason == ""
    assert verdict.finishing == (("ana", 1), ("ben", 2), ("cy", 3))


def test_ties_stay_ties():
    verdict = who_is_rated(_game(Seat("ana", 1), Seat("ben", 1), Seat("cy", 3)))
    assert verdict.finishing == (("ana", 1), ("ben", 1), ("cy", 3))


def test_a_bot_takeover_counts_as_last_for_the_player_who_left():
    # Ben timed out; the bot that took his seat went on to win.
    verdict = who_is_rated(
        _game(
            Seat("ana", 2),
            Seat(None, 1, held_by_bot_at_end=True, taken_over_from="ben"),
            Seat("cy", 3),
        )
    )
    assert verdict.finishing == (("ana", 1), ("cy", 2), ("ben", 3))
    after = rate_game({}, verdict.finishing)
    assert after["ben"].mu < after["cy"].mu < after["ana"].mu


def test_several_leavers_tie_for_last():
    verdict = who_is_rated(
        _game(
            Seat("ana", 3),
            Seat(None, 1, held_by_bot_at_end=True, taken_over_from="dee"),
            Seat(None, 2, held_by_bot_at_end=True, taken_over_from="ben"),
            Seat("cy", 4),
        )
    )
    assert verdict.finishing == (("ana", 1), ("cy", 2), ("ben", 3), ("dee", 3))
    after = rate_game({}, verdict.finishing)
    assert after["ben"] == after["dee"]


def test_bots_seated_from_the_start_drop_out():
    verdict = who_is_rated(
        _game(Seat(None, 1, held_by_bot_at_end=True), Seat("ana", 2), Seat("ben", 3))
    )
    assert verdict.finishing == (("ana", 1), ("ben", 2))


def test_one_person_and_a_leaver_is_still_a_rated_game():
    verdict = who_is_rated(
        _game(Seat("ana", 2), Seat(None, 1, held_by_bot_at_end=True, taken_over_from="ben"))
    )
    assert verdict.finishing == (("ana", 1), ("ben", 2))


@pytest.mark.parametrize(
    ("game", "reason"),
    [
        (_game(Seat("ana", 1)), "Solo games are not rated."),
        (
            _game(Seat(None, 1, held_by_bot_at_end=True), Seat(None, 2, held_by_bot_at_end=True)),
            "Nobody played the game to the end.",
        ),
        (
            _game(Seat("ana", 1), Seat("ben", 2), rated=False),
            "The game's creator chose an unrated game.",
        ),
        (
            _game(Seat("ana", 1), Seat(None, 2, held_by_bot_at_end=True)),
            "Fewer than two people played it.",
        ),
        (
            _game(
                Seat(None, 1, held_by_bot_at_end=True, taken_over_from="ana"),
                Seat(None, 2, held_by_bot_at_end=True, taken_over_from="ben"),
            ),
            "Nobody played the game to the end.",
        ),
    ],
    ids=["solo", "bots only", "unticked", "one person and a bot", "everyone left"],
)
def test_games_that_are_not_rated(game, reason):
    verdict = who_is_rated(game)
    assert not verdict.rated
    assert verdict.finishing == ()
    assert verdict.reason == reason


def test_a_person_in_two_seats_is_refused():
    with pytest.raises(RatingError):
        who_is_rated(_game(Seat("ana", 1), Seat("ana", 2)))


def test_the_record_a_rated_game_becomes():
    at = datetime(2026, 12, 1, tzinfo=UTC)
    facts = _game(Seat("ben", 2), Seat("ana", 1))
    assert rated_game("g7", at, facts) == RatedGame("g7", "menagerie", at, (("ana", 1), ("ben", 2)))
    assert rated_game("g8", at, _game(Seat("ana", 1), Seat("ben", 2), rated=False)) is None
