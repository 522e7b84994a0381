"""Whole tournaments of each format, from registration to the final standings, every game
played through the real services (each player's answer is the bot's decision for their
seat, sent by game_act)."""

from __future__ import annotations

from collections import Counter

import pytest

from games.models import Game, GameStatus
from games.store import read_stream_events
from leagues.models import Standing, TournamentRound, TournamentStatus, TournamentTable
from leagues.tournaments import autoplay, services
from tests.leagues.tournaments.conftest import open_tournament

pytestmark = pytest.mark.django_db


def events_of(t, type_):
    return [row.data for row in read_stream_events(t.pk) if row.type == type_]


def finished(t):
    t.refresh_from_db()
    assert t.status == TournamentStatus.FINISHED
    (done,) = events_of(t, "Finished")
    table = list(Standing.objects.filter(tournament=t).values_list("name", "rank", "points"))
    assert [(s["name"], s["rank"], s["points"]) for s in done["standings"]] == table
    return done


def test_a_swiss_tournament_plays_from_registration_to_final_standings(organiser, players):
    people = players(7)
    t = open_tournament(organiser, people, rounds_count=3, placement=[3, 1, 0], bye=1)
    services.tournament_start(user=organiser, tournament_id=t.pk)
    t = autoplay.play_tournament(t.pk)
    done = finished(t)
    assert [r.number for r in TournamentRound.objects.filter(tournament=t)] == [1, 2, 3]
    tables = TournamentTable.objects.filter(tournament=t)
    assert all(Game.objects.get(pk=x.game_id).status == GameStatus.FINISHED for x in tables)
    assert all(x.order for x in tables)
    # Everybody played every round, and the points are the placement points of their games.
    points = Counter()
    for x in tables:
        for user, p in x.points.items():
            points[int(user)] += p
    by_user = {s["user"]: s["points"] for s in done["standings"]}
    assert by_user == pytest.approx({u.pk: points[u.pk] for u in people})
    assert done["seed"] and done["standings"][0]["rank"] == 1
    assert {s["name"] for s in done["standings"]} == {u.profile.display_name for u in people}


def test_round_robin_in_groups_meets_everyone_in_the_group(organiser, players):
    people = players(8)
    t = open_tournament(organiser, people, format="round-robin", groups=2, rounds_count=3,
                        table_size=2, title="Nim groups")  # fmt: skip
    services.tournament_start(user=organiser, tournament_id=t.pk)
    t = autoplay.play_tournament(t.pk)
    finished(t)
    met = Counter()
    for x in TournamentTable.objects.filter(tournament=t):
        assert len(x.players) == 2
        met[frozenset(x.players)] += 1
    # Two groups of 4 in pairs over 3 rounds: every pair of a group meets exactly once.
    assert len(met) == 12 and set(met.values()) == {1}


def test_single_elimination_sends_the_top_of_each_table_through_to_a_final(organiser, players):
    people = players(9)
    t = open_tournament(organiser, people, format="elimination", top_k=1, table_size=3,
                        title="Nim knockout")  # fmt: skip
    services.tournament_start(user=organiser, tournament_id=t.pk)
    t = autoplay.play_tournament(t.pk)
    done = finished(t)
    rounds = list(TournamentRound.objects.filter(tournament=t))
    assert [len(r.tables.all()) for r in rounds] == [3, 1]
    final = rounds[-1].tables.get()
    # One of each table's first place (Nim ties its winners) goes through to the final.
    for x in rounds[0].tables.all():
        assert len(set(final.players) & set(x.order[0])) == 1
    assert done["standings"][0]["user"] in final.order[0]
