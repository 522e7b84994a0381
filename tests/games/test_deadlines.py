"""Deadlines: time controls, the sweep, timeouts, the bot taking over, replacements."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta

import pytest
import time_machine
from django.core.management import call_command

from accounts.services import profile_update, vacation_create
from games import handover, services
from games.deadlines.sweep import deadlines_sweep
from games.errors import StaleVersion
from games.models import Event, Game, GameStatus
from tests.games.test_projections_and_bots import snapshot_rows

pytestmark = pytest.mark.django_db
DAY = timedelta(days=1)


def two_player_nim(alice, bob, **kw):
    game = services.game_create(user=alice, kind="nim", seats=2, options={"pledges": False,
                                                                          "pile": 30}, **kw)  # fmt: skip
    return services.game_join(user=bob, game_id=game.pk)


def player(game, alice, bob):
    return alice if game.to_act == [0] else bob


def test_a_game_waits_three_days_per_move_by_default(alice, bob, as_alice):
    with time_machine.travel(datetime(2025, 3, 3, 9, 0, tzinfo=UTC), tick=False):
        game = two_player_nim(alice, bob)
        assert game.deadline == datetime(2025, 3, 6, 9, 0, tzinfo=UTC)
        body = as_alice.get(f"/api/games/{game.pk}/").json()
    assert body["deadline"].startswith("2025-03-06T09:00")
    assert body["time_control"] == {"kind": "per_move", "days": 3, "skip_weekends": False}


def test_each_answer_gives_the_next_player_fresh_days(alice, bob):
    with time_machine.travel(datetime(2025, 3, 3, 9, 0, tzinfo=UTC), tick=False) as clock:
        game = two_player_nim(alice, bob, time_control={"kind": "per_move", "days": 1})
        clock.shift(timedelta(hours=5))
        game = services.game_act(user=player(game, alice, bob), game_id=game.pk,
                                 version=game.version, choices=("1",))  # fmt: skip
    assert game.deadline == datetime(2025, 3, 4, 14, 0, tzinfo=UTC)


@pytest.mark.parametrize(
    ("control", "says"),
    [
        ({"kind": "per_move", "days": 15}, "time_control.days must be a whole number of days from 1 to 14"),
        ({"kind": "hourglass"}, "time_control.kind must be 'per_move' or 'clock'"),
        ({"kind": "clock", "bank_days": 10, "cap_days": 5}, "time_control.cap_days must be a whole number of days from 10"),
        ({"kind": "per_move", "hours": 3}, "Unknown time_control field 'hours'"),
        ({"kind": "per_move", "skip_weekends": "yes"}, "skip_weekends must be true or false"),
    ],
)  # fmt: skip
def test_a_bad_time_control_is_refused_with_what_to_send(as_alice, control, says):
    response = as_alice.post("/api/games/", {"kind": "nim", "seats": 2, "time_control": control},
                             format="json")  # fmt: skip
    assert response.status_code == 400
    assert says in response.json()["detail"]
    assert not Game.objects.exists()


def test_the_sweep_times_out_an_overdue_seat_once(alice, bob):
    with time_machine.travel(datetime(2025, 3, 3, 9, 0, tzinfo=UTC), tick=False) as clock:
        game = two_player_nim(alice, bob)
        late = game.to_act[0]
        clock.shift(3 * DAY - timedelta(seconds=1))
        assert deadlines_sweep() == 0
        clock.shift(timedelta(seconds=2))
        assert deadlines_sweep() == 1
        assert deadlines_sweep() == 0
    game.refresh_from_db()
    timed_out = Event.objects.filter(game=game, type="SeatTimedOut")
    assert [e.data for e in timed_out] == [{"seat": late, "in_a_row": 1}]
    assert game.to_act == [1 - late]  # the timeout took one stone for them; the other moves
    assert game.deadline == datetime(2025, 3, 9, 9, 0, 1, tzinfo=UTC)


def test_a_late_move_racing_the_timeout_is_refused_by_the_version(alice, bob):
    with time_machine.travel(datetime(2025, 3, 3, 9, 0, tzinfo=UTC), tick=False) as clock:
        game = two_player_nim(alice, bob)
        seen = game.version
        clock.shift(4 * DAY)
        deadlines_sweep()
        with pytest.raises(StaleVersion):
            services.game_act(user=player(game, alice, bob), game_id=game.pk, version=seen,
                              choices=("2",))  # fmt: skip
    assert not Event.objects.filter(game=game, type="StonesTaken", data__n=2).exists()


def test_a_timeout_racing_a_move_that_landed_first_changes_nothing(alice, bob):
    game = two_player_nim(alice, bob)
    mover = game.to_act[0]
    services.game_act(user=player(game, alice, bob), game_id=game.pk, version=game.version,
                      choices=("1",))  # fmt: skip
    with pytest.raises(StaleVersion):
        services.game_time_out(game_id=game.pk, seat=mover, version=game.version)
    assert not Event.objects.filter(game=game, type="SeatTimedOut").exists()


def test_every_seat_still_owing_a_sealed_pledge_is_timed_out_on_expiry(alice, bob, carol):
    with time_machine.travel(datetime(2025, 3, 3, 9, 0, tzinfo=UTC), tick=False) as clock:
        game = services.game_create(user=alice, kind="nim", seats=3, options={"pledges": True})
        services.game_join(user=bob, game_id=game.pk)
        game = services.game_join(user=carol, game_id=game.pk)
        assert game.to_act == [0, 1, 2]
        clock.shift(DAY)
        game = services.game_act(user=bob, game_id=game.pk, version=game.version,
                                 choices=("2",))  # fmt: skip
        assert game.deadline == datetime(2025, 3, 6, 9, 0, tzinfo=UTC)  # one shared deadline
        clock.shift(2 * DAY + timedelta(minutes=1))
        assert deadlines_sweep() == 2
    seats = sorted(e.data["seat"] for e in Event.objects.filter(game=game, type="SeatTimedOut"))
    assert seats == [0, 2]


def time_out_three_times(game, alice, bob, clock):
    """Let seat 0 (Alice) miss three deadlines in a row while Bob answers at once."""
    for _ in range(40):
        game.refresh_from_db()
        if game.seats.get(number=0).bot or game.status != GameStatus.ACTIVE:
            return game
        if game.to_act == [1]:
            services.game_act(user=bob, game_id=game.pk, version=game.version, choices=("1",))
            continue
        clock.shift(4 * DAY)
        deadlines_sweep()
    raise AssertionError("Alice was never handed to the bot")


def test_after_three_timeouts_in_a_row_the_bot_plays_the_seat_until_it_is_taken_back(
    alice, bob, as_alice, django_capture_on_commit_callbacks
):
    with time_machine.travel(datetime(2025, 3, 3, 9, 0, tzinfo=UTC), tick=False) as clock:
        game = services.game_create(user=alice, kind="nim", seats=2,
                                    options={"pledges": False, "pile": 40})  # fmt: skip
        game = services.game_join(user=bob, game_id=game.pk)
        game = time_out_three_times(game, alice, bob, clock)
    handed = Event.objects.get(game=game, type="SeatHandedToBot")
    assert handed.data == {"seat": 0, "after_timeouts": 3, "level": "normal"}
    held = as_alice.get(f"/api/games/{game.pk}/").json()["seats"][0]
    assert (held["bot"], held["bot_level"]) == (True, "normal"), "takeovers play at normal"
    assert [e.data["in_a_row"] for e in Event.objects.filter(game=game, type="SeatTimedOut")
            ] == [1, 2, 3]  # fmt: skip
    response = as_alice.post(f"/api/games/{game.pk}/take-back/")
    assert response.status_code == 200, response.json()
    seat = next(s for s in response.json()["seats"] if s["seat"] == 0)
    assert seat["bot"] is False and seat["bot_level"] is None
    game.refresh_from_db()
    assert game.seats.get(number=0).timeouts_in_a_row == 0
    again = as_alice.post(f"/api/games/{game.pk}/take-back/")
    assert again.status_code == 400 and "already yours" in again.json()["detail"]


def test_a_bot_held_seat_can_be_offered_and_a_replacement_plays_on(
    alice, bob, carol, as_bob, as_carol, django_capture_on_commit_callbacks
):
    game = services.game_create(user=alice, kind="nim", seats=2,
                                options={"pledges": False, "pile": 40})  # fmt: skip
    services.game_join(user=bob, game_id=game.pk)
    services.game_resign(user=bob, game_id=game.pk)
    refused = as_carol.post(f"/api/games/{game.pk}/seats/1/offer/")
    assert refused.status_code == 403
    offered = as_bob.post(f"/api/games/{game.pk}/seats/1/offer/")
    assert offered.status_code == 200, offered.json()
    lobby = as_carol.get("/api/lobby/seats/").json()
    assert [(s["game"]["id"], s["seat"]) for s in lobby] == [(game.pk, 1)]
    joined = as_carol.post(f"/api/games/{game.pk}/join/")
    assert joined.status_code == 200, joined.json()
    seat = next(s for s in joined.json()["seats"] if s["seat"] == 1)
    assert (seat["name"], seat["bot"], seat["offered"]) == ("Carol", False, False)
    assert as_carol.get("/api/lobby/seats/").json() == []
    assert Event.objects.get(game=game, type="SeatReplaced").data["user"] == carol.pk


def test_weekends_do_not_count_when_the_game_says_so(alice, bob):
    profile_update(user=alice, time_zone="Europe/Paris")
    profile_update(user=bob, time_zone="Europe/Paris")
    friday_noon_paris = datetime(2025, 3, 7, 11, 0, tzinfo=UTC)
    with time_machine.travel(friday_noon_paris, tick=False):
        game = two_player_nim(alice, bob, time_control={"kind": "per_move", "days": 1,
                                                        "skip_weekends": True})  # fmt: skip
    assert game.deadline == datetime(2025, 3, 10, 11, 0, tzinfo=UTC)  # Monday noon in Paris
    with time_machine.travel(friday_noon_paris, tick=False):
        plain = two_player_nim(alice, bob, time_control={"kind": "per_move", "days": 1})
    assert plain.deadline == datetime(2025, 3, 8, 11, 0, tzinfo=UTC)


def test_a_vacation_stops_the_clock_in_every_game(alice, bob, carol):
    with time_machine.travel(datetime(2025, 3, 3, 9, 0, tzinfo=UTC), tick=False):
        first = services.game_create(user=alice, kind="nim", seats=2, options={"pledges": True})
        first = services.game_join(user=bob, game_id=first.pk)
        second = services.game_create(user=carol, kind="nim", seats=2, options={"pledges": True})
        second = services.game_join(user=alice, game_id=second.pk)
        assert first.deadline == second.deadline == datetime(2025, 3, 6, 9, 0, tzinfo=UTC)
        services.game_act(user=bob, game_id=first.pk, version=first.version, choices=("1",))
        services.game_act(user=carol, game_id=second.pk, version=second.version, choices=("1",))
        vacation_create(user=alice, first_day=date(2025, 3, 4),
                        last_day=date(2025, 3, 5))  # fmt: skip
    first.refresh_from_db()
    second.refresh_from_db()
    # Two days off in the middle of her three: she now has until Saturday.
    assert first.deadline == second.deadline == datetime(2025, 3, 8, 9, 0, tzinfo=UTC)


def test_vacations_are_limited_to_the_yearly_allowance(alice, as_alice):
    with time_machine.travel(datetime(2025, 3, 3, 9, 0, tzinfo=UTC), tick=False):
        ok = as_alice.post("/api/me/vacations/", {"first_day": "2025-04-01",
                                                  "last_day": "2025-04-10"}, format="json")  # fmt: skip
        assert ok.status_code == 201 and ok.json()["days"] == 10
        too_many = as_alice.post("/api/me/vacations/", {"first_day": "2025-05-01",
                                                        "last_day": "2025-05-05"}, format="json")  # fmt: skip
        past = as_alice.post("/api/me/vacations/", {"first_day": "2025-03-01",
                                                    "last_day": "2025-03-02"}, format="json")  # fmt: skip
        listed = as_alice.get("/api/me/vacations/").json()
    assert too_many.status_code == 400
    assert (
        too_many.json()["detail"] == "You have 4 vacation day(s) left in 2025; these dates need 5."
    )
    assert past.status_code == 400 and "cannot start in the past" in past.json()["detail"]
    assert [v["first_day"] for v in listed] == ["2025-04-01"]


def test_a_correspondence_clock_spends_the_bank_and_adds_the_increment(alice, bob):
    control = {"kind": "clock", "bank_days": 5, "increment_days": 1, "cap_days": 5}
    with time_machine.travel(datetime(2025, 3, 3, 9, 0, tzinfo=UTC), tick=False) as clock:
        game = two_player_nim(alice, bob, time_control=control)
        mover = game.to_act[0]
        assert game.deadline == datetime(2025, 3, 8, 9, 0, tzinfo=UTC)
        clock.shift(2 * DAY)
        game = services.game_act(user=player(game, alice, bob), game_id=game.pk,
                                 version=game.version, choices=("1",))  # fmt: skip
        seat = game.seats.get(number=mover)
        assert seat.clock_bank == (5 - 2 + 1) * 86400
        clock.shift(timedelta(hours=1))
        game = services.game_act(user=player(game, alice, bob), game_id=game.pk,
                                 version=game.version, choices=("1",))  # fmt: skip
    other = game.seats.get(number=1 - mover)
    assert other.clock_bank == 5 * 86400  # 5 days - 1 h + 1 day, capped at 5 days
    charged = Event.objects.filter(game=game, type="ClockCharged").order_by("seq")
    assert [e.data["used"] for e in charged] == [2 * 86400, 3600]


def test_rebuilt_projections_equal_the_live_ones_after_timeouts_handovers_and_clocks(
    alice, bob, carol
):
    with time_machine.travel(datetime(2025, 3, 3, 9, 0, tzinfo=UTC), tick=True) as clock:
        game = services.game_create(user=alice, kind="nim", seats=2,
                                    options={"pledges": False, "pile": 40},
                                    time_control={"kind": "clock", "bank_days": 2,
                                                  "increment_days": 1, "skip_weekends": True})  # fmt: skip
        game = services.game_join(user=bob, game_id=game.pk)
        game = time_out_three_times(game, alice, bob, clock)
        handover.game_offer_seat(user=alice, game_id=game.pk, seat=0)
        services.game_join(user=carol, game_id=game.pk)
        vacation_create(user=bob, first_day=date(2025, 4, 1),
                        last_day=date(2025, 4, 3))  # fmt: skip
        two_player_nim(alice, carol)
    live = snapshot_rows()
    assert any(s["clock_bank"] for s in live[1]) and any(g["deadline"] for g in live[0])
    Game.objects.update(deadline=None, time_control={})
    call_command("rebuild_projections", verbosity=0)
    rebuilt = snapshot_rows()
    for before, after in zip(live[0] + live[1], rebuilt[0] + rebuilt[1], strict=True):
        assert {k: v for k, v in after.items() if before[k] != v} == {}, before


def test_a_rebuild_reads_the_calendars_of_those_who_owe_an_answer_only(alice, bob, carol):
    """The rebuild reads the players' calendars once, after folding, and only those of the
    people owing an answer: the vacation of the one who owes still moves the deadline, and
    a rebuild of a game nobody owes an answer in (still waiting for players) reads none."""
    from games.deadlines import clock

    with time_machine.travel(datetime(2025, 3, 3, 9, 0, tzinfo=UTC), tick=False):
        owed = two_player_nim(alice, bob)
        first = player(owed, alice, bob)
        services.game_act(user=first, game_id=owed.pk, version=owed.version, choices=("1",))
        second = bob if first == alice else alice
        vacation_create(user=second, first_day=date(2025, 3, 4), last_day=date(2025, 3, 5))
        waiting = services.game_create(user=carol, kind="nim", seats=2)  # nobody seated owes
    owed.refresh_from_db()
    assert owed.to_act != [] and owed.deadline == datetime(2025, 3, 8, 9, 0, tzinfo=UTC)
    read: list[list[int]] = []
    real = clock._source[0]

    def source(ids):
        read.append(list(ids))
        return real(ids)

    clock._source[0] = source
    try:
        Game.objects.update(deadline=None)
        call_command("rebuild_projections", f"--game={owed.pk}", f"--game={waiting.pk}",
                     verbosity=0)  # fmt: skip
        assert read == [[second.pk]]  # not the first mover's, who answered; not Carol's
        owed.refresh_from_db()
        assert owed.deadline == datetime(2025, 3, 8, 9, 0, tzinfo=UTC)  # not Thursday
        read.clear()
        call_command("rebuild_projections", f"--game={waiting.pk}", verbosity=0)
        assert read == []
    finally:
        clock._source[0] = real
