"""Ratings kept by the platform: games played through the real services rate their
players when they finish, and a rebuild from the events alone gives the same rows."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
import time_machine
from django.core.management import call_command
from django.db import connection
from django.forms.models import model_to_dict
from django.test.utils import CaptureQueriesContext

from games import services
from leagues.models import PlayerRating, PromptRecord, RatingPoint
from leagues.player_ratings import rating_in, reliability_of
from leagues.ratings import PROVISIONAL_GAMES, RATINGS_VERSION, EntryLimits, refusals
from tests.conftest import make_user
from tests.leagues.play import play_out, table
from tests.notifications.conftest import mover, nim_for_two

pytestmark = pytest.mark.django_db
NIM = {"pledges": False, "pile": 9}
LONG = {"pledges": False, "pile": 30}


def ratings():
    return {(r.user.profile.display_name, r.kind): r for r in PlayerRating.objects.all()}


def snapshot():
    def rows(model, key):
        out = [{k: v for k, v in model_to_dict(r).items() if k != "id"}
               for r in model.objects.all()]  # fmt: skip
        return sorted(out, key=key)

    return (
        rows(PlayerRating, lambda r: (r["user"], r["kind"])),
        rows(RatingPoint, lambda r: (r["user"], r["game"])),
        rows(PromptRecord, lambda r: (r["game"], r["seat"], r["prompted_at"])),
    )


def test_a_finished_game_between_people_rates_them_by_their_places(alice, bob):
    game = play_out(table("nim", [alice, bob], options=NIM))
    winner = alice if game.result["ranks"]["0"] == 1 else bob
    loser = bob if winner == alice else alice
    rows = ratings()
    won, lost = (
        rows[(winner.profile.display_name, "nim")],
        rows[(loser.profile.display_name, "nim")],
    )
    assert won.games == lost.games == 1
    assert won.ordinal > lost.ordinal
    assert won.ratings_version == RATINGS_VERSION
    points = RatingPoint.objects.filter(user=winner)
    assert [(p.game_id, p.ordinal) for p in points] == [(game.pk, won.ordinal)]


def test_unrated_solo_and_bot_games_rate_nobody(alice, bob, django_capture_on_commit_callbacks):
    play_out(table("nim", [alice, bob], options=NIM, rated=False))
    play_out(table("nim", [alice], options=NIM, bots=2))  # one person among bots
    with django_capture_on_commit_callbacks(execute=True):
        solo = services.game_create(user=alice, kind="menagerie", seats=1)
        services.game_resign(user=alice, game_id=solo.pk)  # the bot plays it to the end
    solo.refresh_from_db()
    assert solo.status == "finished"
    assert not PlayerRating.objects.exists()


def test_a_seat_the_bot_took_over_after_timeouts_rates_its_player_last(alice, bob, carol):
    with time_machine.travel(datetime(2025, 3, 3, 9, 0, tzinfo=UTC), tick=False) as clock:
        game = play_out(table("nim", [alice, bob, carol], options=LONG), sleepers=[alice],
                        clock=clock)  # fmt: skip
    assert game.seats.get(number=0).bot
    rows = ratings()
    assert all(rows[(name, "nim")].games == 1 for name in ("Alice", "Bob", "Carol"))
    assert rows[("Alice", "nim")].ordinal < min(rows[("Bob", "nim")].ordinal,
                                                rows[("Carol", "nim")].ordinal)  # fmt: skip
    missed = PromptRecord.objects.filter(user=alice, timed_out=True).count()
    assert missed >= 3
    assert not PromptRecord.objects.filter(user=alice, answered_at__isnull=False).exists()
    assert PromptRecord.objects.filter(user=bob, answered_at__isnull=False).exists()


def test_ratings_rebuilt_from_the_events_equal_the_live_ones(
    alice, bob, carol, django_user_model, django_capture_on_commit_callbacks
):
    dan = make_user(django_user_model, "Dan")
    with time_machine.travel(datetime(2025, 3, 3, 9, 0, tzinfo=UTC), tick=True) as clock:
        for i in range(4):
            play_out(table("nim", [alice, bob, carol][: 2 + i % 2], options=NIM))  # ties at 3
        play_out(table("nim", [alice, bob, dan], options=LONG), sleepers=[dan], clock=clock)
        play_out(table("nim", [bob, carol], options=NIM, rated=False))
        play_out(table("menagerie", [carol, dan]))
        with django_capture_on_commit_callbacks(execute=True):
            left = table("nim", [alice, carol], options=LONG)
            services.game_resign(user=alice, game_id=left.pk)
        play_out(left)
        running = table("nim", [bob, dan], options=NIM)
        services.game_act(user=bob if running.to_act == [0] else dan, game_id=running.pk,
                          version=running.version, choices=("1",))  # fmt: skip
    live = snapshot()
    assert {kind for _, kind in ratings()} == {"nim", "menagerie"}
    assert ratings()[("Alice", "nim")].games == 6
    assert any(r["answered_at"] is None and not r["timed_out"] for r in live[2])  # open
    assert any(r["timed_out"] for r in live[2])
    PlayerRating.objects.update(mu=0.0, sigma=1.0, games=0)
    PromptRecord.objects.all().delete()
    call_command("rebuild_projections", verbosity=0)
    assert snapshot() == live
    assert ratings()[("Alice", "nim")].games < PROVISIONAL_GAMES


def test_entry_limits_read_the_rating_and_reliability_kept_live(alice, bob, carol):
    play_out(table("nim", [alice, bob], options=NIM))
    limits = EntryLimits(min_rating=50.0, min_reliability=0.9)
    said = refusals(limits, rating_in(alice.pk, "nim"), reliability_of(alice.pk), kind_name="Nim")
    assert said[0].startswith("Your rating in Nim is ")
    assert len(said) == 1  # she met every deadline: 100%
    newcomer = refusals(limits, rating_in(carol.pk, "nim"), reliability_of(carol.pk),
                        kind_name="Nim")  # fmt: skip
    assert newcomer[0].startswith("You have no rating in Nim yet")
    assert len(newcomer) == 2  # and no reliability figure yet


def test_rebuilding_one_game_rebuilds_its_prompt_records_and_leaves_the_others(alice, bob, carol):
    # the clock ticks: the rebuild tells one command's events from the next by their time
    with time_machine.travel(datetime(2025, 3, 3, 9, 0, tzinfo=UTC), tick=True) as clock:
        slept = play_out(table("nim", [alice, bob, carol], options=LONG), sleepers=[alice],
                         clock=clock)  # fmt: skip
        other = play_out(table("nim", [bob, carol], options=NIM))
    live = snapshot()[2]
    assert any(r["game"] == slept.pk and r["timed_out"] for r in live)
    PromptRecord.objects.filter(game=slept).update(timed_out=False, answered_at=None)
    PromptRecord.objects.create(user=carol, game=slept, seat=2, prompted_at=slept.created_at)
    others = PromptRecord.objects.filter(game=other)
    others.update(answered_at=slept.created_at)
    call_command("rebuild_projections", game=[slept.pk], verbosity=0)
    # the rebuilt game's records are its events' again; the other game's are left as they were
    assert [r for r in snapshot()[2] if r["game"] == slept.pk] == [
        r for r in live if r["game"] == slept.pk
    ]
    assert {r.answered_at for r in others} == {slept.created_at}


def test_ratings_written_by_another_model_version_are_flagged_until_replayed(alice, bob, capsys):
    play_out(table("nim", [alice, bob]))
    call_command("check", databases=["default"])
    assert "leagues.W001" not in capsys.readouterr().err
    PlayerRating.objects.filter(user=alice).update(ratings_version=RATINGS_VERSION - 1)
    call_command("check", databases=["default"])
    said = capsys.readouterr().err
    assert "leagues.W001" in said and "1 player rating was written by another version" in said
    assert "Run 'python manage.py rebuild_projections'" in said
    call_command("rebuild_projections", verbosity=0)
    call_command("check", databases=["default"])
    assert "leagues.W001" not in capsys.readouterr().err


def _last_move_queries(alice, bob, **kw) -> list[str]:
    game = nim_for_two(alice, bob, pile=5, **kw)
    while game.status == "active":
        with CaptureQueriesContext(connection) as seen:
            game = services.game_act(user=mover(game, alice, bob), game_id=game.pk,
                                     version=game.version, choices=("1",))  # fmt: skip
    return [q["sql"] for q in seen.captured_queries]


def test_an_unrated_games_end_does_not_read_its_stream(alice, bob):
    # who_is_rated: an unrated game (or a solo one) is never rated, and the game row says so.
    reads = [q for q in _last_move_queries(alice, bob, rated=False) if 'FROM "games_event"' in q]
    assert reads == []
    assert not PlayerRating.objects.exists()


def test_a_rated_games_end_reads_its_seats_history(alice, bob):
    reads = [q for q in _last_move_queries(alice, bob) if 'FROM "games_event"' in q]
    assert len(reads) == 1  # who sat where, and who left, decide who is rated
    assert PlayerRating.objects.filter(kind="nim").count() == 2
