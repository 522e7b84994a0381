"""The facts a finished game gives ratings, read from its table events: who stayed, who
left (timeouts, resignation, a replacement), and at which places."""

from __future__ import annotations

from datetime import UTC, datetime

from leagues.finished_games import finished_game
from leagues.ratings import rated_game, who_is_rated

AT = datetime(2026, 1, 1, tzinfo=UTC)


def created(seats: int, rated: bool = True):
    return ("GameCreated", {"kind": "nim", "seats": seats, "rated": rated})


def taken(seat: int, user: int):
    return ("SeatTaken", {"seat": seat, "user": user, "name": f"P{user}"})


def ranks(*places: int) -> dict:
    return {"ranks": {str(n): place for n, place in enumerate(places)}}


def order(events, result):
    return who_is_rated(finished_game(events, result)).finishing


def test_people_are_rated_at_their_places_and_ties_stay_ties():
    events = [created(3), taken(0, 7), taken(1, 8), taken(2, 9)]
    assert order(events, ranks(2, 1, 1)) == (("8", 1), ("9", 1), ("7", 3))


def test_a_player_handed_to_the_bot_after_timeouts_is_last_even_if_the_bot_won():
    events = [created(3), taken(0, 7), taken(1, 8), taken(2, 9),
              ("SeatTimedOut", {"seat": 0, "in_a_row": 3}),
              ("SeatHandedToBot", {"seat": 0, "after_timeouts": 3})]  # fmt: skip
    assert order(events, ranks(1, 2, 3)) == (("8", 1), ("9", 2), ("7", 3))


def test_a_player_who_took_the_seat_back_is_rated_at_its_place():
    events = [created(2), taken(0, 7), taken(1, 8), ("SeatHandedToBot", {"seat": 0}),
              ("SeatTakenBack", {"seat": 0})]  # fmt: skip
    assert order(events, ranks(1, 2)) == (("7", 1), ("8", 2))


def test_resigning_is_leaving():
    events = [created(2), taken(0, 7), taken(1, 8), ("SeatResigned", {"seat": 1, "then": "bot"})]
    assert order(events, ranks(2, 1)) == (("7", 1), ("8", 2))
    dropped = [created(3), taken(0, 7), taken(1, 8), taken(2, 9),
               ("SeatResigned", {"seat": 2, "then": "drop"})]  # fmt: skip
    assert order(dropped, ranks(1, 1, 3))[-1] == ("9", 3)


def test_a_leaver_whose_seat_a_replacement_took_is_still_last_and_the_replacement_rated():
    events = [created(2), taken(0, 7), taken(1, 8), ("SeatHandedToBot", {"seat": 1}),
              ("SeatOffered", {"seat": 1}),
              ("SeatReplaced", {"seat": 1, "user": 9, "name": "P9", "previous": 8})]  # fmt: skip
    assert order(events, ranks(2, 1)) == (("9", 1), ("7", 2), ("8", 3))


def test_a_leaver_who_holds_another_seat_at_the_end_is_rated_there_only():
    events = [created(3), taken(0, 7), taken(1, 8), ("BotSeated", {"seat": 2, "name": "B"}),
              ("SeatHandedToBot", {"seat": 1}),
              ("SeatReplaced", {"seat": 1, "user": 9, "name": "P9", "previous": 8}),
              ("SeatOffered", {"seat": 2}),  # a bot's own seat, offered: nobody left it
              ("SeatReplaced", {"seat": 2, "user": 8, "name": "P8", "previous": None})]  # fmt: skip
    assert order(events, ranks(3, 2, 1)) == (("8", 1), ("9", 2), ("7", 3))


def test_unticked_solo_and_people_against_bots_are_not_rated():
    unrated = [created(2, rated=False), taken(0, 7), taken(1, 8)]
    assert rated_game("1", AT, finished_game(unrated, ranks(1, 2))) is None
    solo = [created(1), taken(0, 7), ("SeatHandedToBot", {"seat": 0}),
            ("SeatReplaced", {"seat": 0, "user": 8, "name": "P8", "previous": 7})]  # fmt: skip
    assert who_is_rated(finished_game(solo, ranks(1))).reason == "Solo games are not rated."
    bots = [created(2), taken(0, 7), ("BotSeated", {"seat": 1, "name": "B"})]
    assert (
        who_is_rated(finished_game(bots, ranks(2, 1))).reason == "Fewer than two people played it."
    )
