"""Each rule of a tournament: refused with a sentence and nothing changed, or done."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone

from games import services as game_services
from games.models import Game, GameStatus, Stream
from games.store import read_stream_events
from leagues.models import (
    Entry,
    PlayerRating,
    PromptRecord,
    Standing,
    TournamentRound,
    TournamentStatus,
    TournamentTable,
)
from leagues.tournaments import autoplay, services
from shared.errors import Forbidden, IllegalAction, NotFound
from tests.leagues.tournaments.conftest import open_tournament

pytestmark = pytest.mark.django_db


def version(t) -> int:
    return Stream.objects.get(pk=t.pk).version


def refused(error, t, call, words):
    before = version(t)
    with pytest.raises(error) as err:
        call()
    assert words in err.value.message
    assert version(t) == before
    return err.value.message


def test_table_sizes_stay_within_the_kinds_bounds(organiser):
    with pytest.raises(IllegalAction, match="Nim \\(test game\\) seats 2 to 4 players at a"):
        services.tournament_create(organiser=organiser, title="Big", kind="nim", table_size=5)
    # A ladder challenge at tables of 4 seats three players above the challenger.
    with pytest.raises(IllegalAction, match="reach must be at least 3"):
        services.tournament_create(organiser=organiser, title="L", kind="nim", table_size=4,
                                   format="ladder", reach=2)  # fmt: skip
    with pytest.raises(IllegalAction, match="top_k"):
        services.tournament_create(organiser=organiser, title="K", kind="nim", table_size=3,
                                   format="elimination", top_k=3)  # fmt: skip
    assert not Stream.objects.exists()


def test_registration_keeps_to_its_window(organiser, players):
    (ann,) = players(1)
    now = timezone.now()
    later = open_tournament(organiser, [], registration_opens=now + timedelta(days=1))
    refused(IllegalAction, later, lambda: services.tournament_register(
        user=ann, tournament_id=later.pk), "opens at")  # fmt: skip
    closed = open_tournament(organiser, [], registration_opens=now - timedelta(days=2),
                             registration_closes=now - timedelta(days=1))  # fmt: skip
    refused(IllegalAction, closed, lambda: services.tournament_register(
        user=ann, tournament_id=closed.pk), "closed at")  # fmt: skip


def test_invite_only_refuses_the_uninvited(organiser, players):
    ann, ben = players(2)
    t = open_tournament(organiser, [], invite_only=True, invited=[ann.pk])
    services.tournament_register(user=ann, tournament_id=t.pk)
    refused(Forbidden, t, lambda: services.tournament_register(user=ben, tournament_id=t.pk),
            "invite-only; ask its organiser for an invitation")  # fmt: skip
    assert [e.user_id for e in Entry.objects.filter(tournament=t)] == [ann.pk]


def test_entry_limits_refuse_with_the_ratings_sentence(organiser, players):
    ann, ben = players(2)
    t = open_tournament(organiser, [], min_rating=5.0)
    words = refused(IllegalAction, t, lambda: services.tournament_register(
        user=ann, tournament_id=t.pk), "You have no rating in Nim (test game) yet")  # fmt: skip
    assert words.endswith("this tournament asks for 5.0 or more.")
    # Ben's rows, as the ratings projection keeps them: 34 in Nim, 19 of 20 deadlines met.
    PlayerRating.objects.create(user=ben, kind="nim", mu=40.0, sigma=2.0, games=30,
                                ordinal=34.0, ratings_version=1)  # fmt: skip
    game = game_services.game_create(user=ben, kind="nim", seats=2)
    start = timezone.now() - timedelta(days=30)
    for n in range(20):
        at = start + timedelta(hours=n)
        PromptRecord.objects.create(user=ben, game=game, seat=0, prompted_at=at, settled=True,
                                    answered_at=None if n == 3 else at + timedelta(minutes=5),
                                    timed_out=n == 3)  # fmt: skip
    services.tournament_register(user=ben, tournament_id=t.pk)
    assert Entry.objects.get(tournament=t).rating == pytest.approx(34.0)
    reliable = open_tournament(organiser, [], min_reliability=0.99)
    refused(IllegalAction, reliable, lambda: services.tournament_register(
        user=ben, tournament_id=reliable.pk), "Your reliability is 95%")  # fmt: skip
    refused(IllegalAction, reliable, lambda: services.tournament_register(
        user=ann, tournament_id=reliable.pk), "You have no reliability figure yet")  # fmt: skip


def test_only_the_organiser_runs_the_tournament(organiser, players):
    ann, ben, cat = players(3)
    t = open_tournament(organiser, [ann, ben])
    for call in (
        lambda: services.tournament_start(user=ann, tournament_id=t.pk),
        lambda: services.tournament_remove(user=ann, tournament_id=t.pk, player_id=ben.pk),
        lambda: services.tournament_replace(user=ann, tournament_id=t.pk, player_id=ben.pk,
                                            replacement_id=cat.pk),
    ):  # fmt: skip
        refused(Forbidden, t, call, "Only the tournament's organiser")
    with pytest.raises(NotFound):
        services.tournament_register(user=ann, tournament_id=987654)


def test_registering_twice_or_starting_too_small_is_refused(organiser, players):
    (ann,) = players(1)
    t = open_tournament(organiser, [ann])
    refused(IllegalAction, t, lambda: services.tournament_register(
        user=ann, tournament_id=t.pk), "already entered")  # fmt: skip
    refused(IllegalAction, t, lambda: services.tournament_start(
        user=organiser, tournament_id=t.pk), "needs at least 2 players to start; 1 registered")  # fmt: skip


def test_byes_go_round_and_nobody_has_two(organiser, players):
    people = players(5)
    t = open_tournament(organiser, people, table_size=2, mixed=False, rounds_count=4, bye=1)
    services.tournament_start(user=organiser, tournament_id=t.pk)
    t = autoplay.play_tournament(t.pk)
    assert t.status == TournamentStatus.FINISHED
    byes = [r.byes for r in TournamentRound.objects.filter(tournament=t)]
    assert all(len(b) == 1 for b in byes)
    assert len({b[0] for b in byes}) == 4  # four rounds, four different players sat out
    for line in Standing.objects.filter(tournament=t):
        assert line.byes <= 1 and line.games + line.byes == 4


def test_a_player_who_withdraws_plays_out_their_game_and_is_not_paired_again(organiser, players):
    people = players(6)
    quitter = people[0]
    t = open_tournament(organiser, people, table_size=2, rounds_count=3)
    services.tournament_start(user=organiser, tournament_id=t.pk)
    tables = TournamentTable.objects.filter(tournament=t)
    (game_id,) = [x.game_id for x in tables if quitter.pk in x.players]
    services.tournament_withdraw(user=quitter, tournament_id=t.pk)
    assert Game.objects.get(pk=game_id).status == GameStatus.ACTIVE  # it goes on
    refused(IllegalAction, t, lambda: services.tournament_withdraw(
        user=quitter, tournament_id=t.pk), "You are not playing")  # fmt: skip
    t = autoplay.play_tournament(t.pk)
    assert t.status == TournamentStatus.FINISHED
    later = TournamentTable.objects.filter(tournament=t, round__number__gt=1)
    assert all(quitter.pk not in x.players for x in later)
    assert TournamentTable.objects.get(game_id=game_id).order  # their game counted
    assert Standing.objects.get(tournament=t, user=quitter).active is False


def test_the_organiser_adjudicates_a_stuck_game_in_the_game_and_the_tournament(organiser, players):
    people = players(4)
    t = open_tournament(organiser, people, table_size=2, rounds_count=1, placement=[2, 0])
    services.tournament_start(user=organiser, tournament_id=t.pk)
    table = TournamentTable.objects.filter(tournament=t).first()
    a, b = table.players
    refused(IllegalAction, t, lambda: services.tournament_adjudicate(
        user=organiser, tournament_id=t.pk, game_id=table.game_id, order=[[a]],
        reason="stuck"), "order must list every player")  # fmt: skip
    refused(Forbidden, t, lambda: services.tournament_adjudicate(
        user=people[0], tournament_id=t.pk, game_id=table.game_id, order=[[b], [a]],
        reason="stuck"), "Only the tournament's organiser")  # fmt: skip
    services.tournament_adjudicate(user=organiser, tournament_id=t.pk, game_id=table.game_id,
                                   order=[[b], [a]], reason="No move for weeks")  # fmt: skip
    game = Game.objects.get(pk=table.game_id)
    assert game.status == GameStatus.ABORTED
    last = game.events.order_by("-seq").first()
    assert last.type == "GameAborted" and last.data["reason"] == "No move for weeks"
    table.refresh_from_db()
    assert table.adjudicated and table.order == [[b], [a]]
    assert table.points == {str(b): 2.0, str(a): 0.0}
    kinds = [r.type for r in read_stream_events(t.pk)]
    assert kinds[-2:] == ["Adjudicated", "ResultRecorded"]
    refused(IllegalAction, t, lambda: services.tournament_adjudicate(
        user=organiser, tournament_id=t.pk, game_id=table.game_id, order=[[a], [b]],
        reason="again"), "already over")  # fmt: skip


def test_a_replacement_takes_the_seat_and_the_place(organiser, players, django_user_model):
    people = players(4)
    (sub,) = players(1, prefix="Sub")
    t = open_tournament(organiser, people, table_size=2, rounds_count=2)
    services.tournament_start(user=organiser, tournament_id=t.pk)
    gone = people[0]
    table = next(x for x in TournamentTable.objects.filter(tournament=t) if gone.pk in x.players)
    services.tournament_replace(user=organiser, tournament_id=t.pk, player_id=gone.pk,
                                replacement_id=sub.pk)  # fmt: skip
    seat = Game.objects.get(pk=table.game_id).seats.get(user=sub)
    assert seat.name == "Sub01"
    t = autoplay.play_tournament(t.pk)
    names = list(Standing.objects.filter(tournament=t).values_list("name", flat=True))
    assert "Sub01" in names and "Player01" not in names
    assert Standing.objects.get(tournament=t, user=sub).games == 2
