"""A ladder tournament, OGS-style (issue 13): each player chooses whom to challenge, up to
``reach`` places above; the challenge is a game that starts at once; the winner takes the
higher place; challenges close at their time or when the organiser says, and the ladder
finishes when none is left in play."""

from __future__ import annotations

from datetime import timedelta

import pytest
import time_machine
from django.utils import timezone

from games.models import Game, GameStatus, Stream
from games.store import read_stream_events
from leagues.models import TournamentRound, TournamentStatus, TournamentTable
from leagues.pairing import after_table
from leagues.tournaments import autoplay, ladder, project, services, tasks
from shared.errors import Forbidden, IllegalAction
from tests.leagues.tournaments.conftest import open_tournament
from tests.leagues.tournaments.test_replay import rows

pytestmark = pytest.mark.django_db


def events_of(t, type_):
    return [row.data for row in read_stream_events(t.pk) if row.type == type_]


def started(organiser, people, **kw):
    kw.setdefault("reach", 2)
    kw.setdefault("table_size", 2)
    t = open_tournament(organiser, people, format="ladder", title="Nim ladder", **kw)
    services.tournament_start(user=organiser, tournament_id=t.pk)
    t.refresh_from_db()
    return t


def challenge(user, t, *defenders):
    return ladder.tournament_challenge(user=user, tournament_id=t.pk,
                                       defenders=[d.pk for d in defenders])  # fmt: skip


def settle(organiser, t, number, order):
    """The organiser rules the challenge's result (a deterministic finish)."""
    table = TournamentTable.objects.get(tournament=t, round=None, number=number)
    services.tournament_adjudicate(user=organiser, tournament_id=t.pk, game_id=table.game_id,
                                   order=[[u.pk for u in group] for group in order],
                                   reason="Played over the board")  # fmt: skip
    t.refresh_from_db()


def refused(error, t, call, words):
    """Refused with ``words``; no event appended and no game created."""
    before, games = Stream.objects.get(pk=t.pk).version, Game.objects.count()
    with pytest.raises(error) as err:
        call()
    assert words in err.value.message
    assert Stream.objects.get(pk=t.pk).version == before
    assert Game.objects.count() == games


def test_a_ladder_starts_in_seeding_order_and_pairs_no_round(organiser, players):
    people = players(5)
    t = started(organiser, people)
    assert t.status == TournamentStatus.RUNNING
    assert t.ladder == [p.pk for p in people]
    assert not TournamentRound.objects.filter(tournament=t).exists()
    assert not Game.objects.exists()


def test_a_player_challenges_someone_within_reach_and_their_game_starts(organiser, players):
    people = players(5)
    t = started(organiser, people)
    assert challenge(people[4], t, people[2]) == 1
    (issued,) = events_of(t, "ChallengeIssued")
    assert issued["challenger"] == people[4].pk and issued["defenders"] == [people[2].pk]
    assert issued["title"] == "Nim ladder" and issued["path"] == f"/tournaments/{t.pk}/"
    game = Game.objects.get(pk=issued["game"])
    assert game.status == GameStatus.ACTIVE and game.part_of_id == t.pk
    # The defender sits first, the challenger after.
    assert [s.user_id for s in game.seats.order_by("number")] == [people[2].pk, people[4].pk]
    table = TournamentTable.objects.get(tournament=t, game=game)
    assert table.round is None and table.number == 1 and table.players == issued["players"]


def test_the_challenger_who_wins_takes_the_higher_place_and_a_defender_who_wins_keeps_it(
    organiser, players
):
    a, b, c, d, e = people = players(5)
    t = started(organiser, people)
    challenge(e, t, c)
    settle(organiser, t, 1, [[e], [c]])
    # Eve takes Cat's place; Cat and Dan move down one.
    assert t.ladder == [a.pk, b.pk, e.pk, c.pk, d.pk]
    (result,) = events_of(t, "ResultRecorded")
    assert result["challenge"] == 1 and result["ladder"] == t.ladder
    challenge(d, t, c)
    settle(organiser, t, 2, [[c], [d]])
    assert t.ladder == [a.pk, b.pk, e.pk, c.pk, d.pk]  # the defender held: nothing moves
    challenge(d, t, e)
    settle(organiser, t, 3, [[d, e]])
    assert t.ladder == [a.pk, b.pk, e.pk, c.pk, d.pk]  # a tie: nothing moves


def test_challenges_against_the_ladders_rules_are_refused_and_change_nothing(
    organiser, players, django_user_model
):
    people = players(6)
    (outsider,) = players(1, prefix="Outsider")
    t = started(organiser, people)
    refused(IllegalAction, t, lambda: challenge(people[4], t, people[1]),
            "Player02 is 3 places above you; on this ladder you may challenge up to 2 places up.")  # fmt: skip
    refused(IllegalAction, t, lambda: challenge(people[2], t, people[4]),
            "Player05 is below you on the ladder")  # fmt: skip
    refused(IllegalAction, t, lambda: challenge(people[2], t, people[2]),
            "You cannot challenge yourself.")  # fmt: skip
    refused(IllegalAction, t, lambda: challenge(people[4], t, people[2], people[3]),
            "Choose one player to challenge (user ids): this ladder's tables seat 2.")  # fmt: skip
    refused(IllegalAction, t, lambda: challenge(outsider, t, people[0]),
            "You are not playing in Nim ladder.")  # fmt: skip
    challenge(people[4], t, people[3])
    refused(IllegalAction, t, lambda: challenge(people[4], t, people[2]),
            "You are already playing challenge 1")  # fmt: skip
    refused(IllegalAction, t, lambda: challenge(people[5], t, people[3]),
            "Player04 is already playing a challenge; challenge someone else")  # fmt: skip


def test_only_a_running_ladder_takes_challenges(organiser, players):
    people = players(4)
    swiss = open_tournament(organiser, people, table_size=2)
    refused(IllegalAction, swiss, lambda: challenge(people[1], swiss, people[0]),
            "Spring Nim Swiss is not a ladder")  # fmt: skip
    waiting = open_tournament(organiser, people, format="ladder", title="Later ladder",
                              table_size=2)  # fmt: skip
    refused(IllegalAction, waiting, lambda: challenge(people[1], waiting, people[0]),
            "Later ladder has not started: challenges open when it does.")  # fmt: skip


def test_a_player_who_withdraws_leaves_the_ladder_and_those_below_move_up(organiser, players):
    a, b, c, d = people = players(4)
    t = started(organiser, people)
    refused(IllegalAction, t, lambda: challenge(d, t, a), "3 places above you")
    services.tournament_withdraw(user=b, tournament_id=t.pk)
    t.refresh_from_db()
    assert t.ladder == [a.pk, c.pk, d.pk]
    challenge(d, t, a)  # two places up now
    refused(IllegalAction, t, lambda: challenge(c, t, b), "Player02 is not on the ladder.")


def test_the_organiser_closes_challenges_and_the_ladder_ends_with_the_last_game(organiser, players):
    a, b, c, d = people = players(4)
    t = started(organiser, people)
    challenge(d, t, c)
    refused(Forbidden, t, lambda: ladder.tournament_close_challenges(user=a, tournament_id=t.pk),
            "Only the tournament's organiser can close its challenges.")  # fmt: skip
    ladder.tournament_close_challenges(user=organiser, tournament_id=t.pk)
    t.refresh_from_db()
    assert t.challenges_closed_at is not None and t.status == TournamentStatus.RUNNING
    refused(IllegalAction, t, lambda: challenge(b, t, a), "Nim ladder takes no more challenges")
    settle(organiser, t, 1, [[d], [c]])
    assert t.status == TournamentStatus.FINISHED
    (done,) = events_of(t, "Finished")
    assert [s["user"] for s in done["standings"]] == t.ladder == [a.pk, b.pk, d.pk, c.pk]
    assert done["seed"] == t.seed


def test_challenges_close_at_their_time_and_the_tick_finishes_the_ladder(organiser, players):
    people = players(3)
    close = timezone.now() + timedelta(days=14)
    t = started(organiser, people, challenges_close=close)
    with time_machine.travel(close + timedelta(minutes=1)):
        refused(IllegalAction, t, lambda: challenge(people[2], t, people[1]),
                f"closed at {close:%Y-%m-%d %H:%M} UTC.")  # fmt: skip
        tasks.tournaments_tick()
    t.refresh_from_db()
    assert events_of(t, "ChallengesClosed") == [{"by": None}]
    assert t.status == TournamentStatus.FINISHED


def test_at_tables_of_three_the_challenger_takes_on_two_players_above(organiser, players):
    a, b, c, d, e = people = players(5)
    t = started(organiser, people, table_size=3)
    refused(IllegalAction, t, lambda: challenge(e, t, d),
            "Choose 2 different players to challenge (user ids): this ladder's tables seat 3.")  # fmt: skip
    challenge(e, t, d, c)
    table = TournamentTable.objects.get(tournament=t, number=1, round=None)
    assert table.players == [c.pk, d.pk, e.pk]  # the defenders top first, then the challenger
    settle(organiser, t, 1, [[e], [c], [d]])
    assert t.ladder == [a.pk, b.pk, e.pk, c.pk, d.pk]


def test_a_whole_ladder_played_by_bots_follows_every_result(organiser, players):
    people = players(6)
    t = started(organiser, people, rounds_count=3)
    t = autoplay.play_tournament(t.pk)
    assert t.status == TournamentStatus.FINISHED
    issued = events_of(t, "ChallengeIssued")
    assert len(issued) >= 6  # three waves of at least two challenges
    tables = TournamentTable.objects.filter(tournament=t)
    assert all(Game.objects.get(pk=x.game_id).status == GameStatus.FINISHED for x in tables)
    # Each result moves the ladder exactly as the rule says, from the one before it.
    standing = tuple(str(u) for u in events_of(t, "Started")[0]["ladder"])
    for result in events_of(t, "ResultRecorded"):
        standing = after_table(standing, [[str(u) for u in g] for g in result["order"]])
        assert [int(u) for u in standing] == result["ladder"]
    (done,) = events_of(t, "Finished")
    assert [s["user"] for s in done["standings"]] == t.ladder == [int(u) for u in standing]


def test_the_rebuilt_rows_of_a_ladder_equal_the_live_ones(organiser, players):
    a, b, c, d, e = people = players(5)
    (sub,) = players(1, prefix="Sub")
    t = started(organiser, people)
    challenge(e, t, c)
    challenge(b, t, a)
    services.tournament_replace(user=organiser, tournament_id=t.pk, player_id=e.pk,
                                replacement_id=sub.pk)  # fmt: skip
    settle(organiser, t, 1, [[sub], [c]])
    services.tournament_withdraw(user=d, tournament_id=t.pk)
    live = rows(t)
    assert live["tournament"][0]["ladder"] == [a.pk, b.pk, sub.pk, c.pk]
    said = []
    project.rebuild(said.append)
    assert rows(t) == live
