"""A whole league season played by its players through the real services: paired
matchdays, recorded results, promotion and relegation, the seed published; then the next
season starts from them, with a newcomer in the bottom division (issue 13, "Done when")."""

from __future__ import annotations

import hashlib

import pytest

from games.models import Event, Game, GameStatus
from games.store import read_stream_events
from leagues.models import DivisionPlayer, PlayerRating, Season, SeasonTable
from leagues.seasons.services import league_join, season_start
from tests.leagues.seasons.play import a_league, people, play_season

pytestmark = pytest.mark.django_db

NAMES = ["Ada", "Ben", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal"]


def standings(season: Season, division: int) -> list[str]:
    return list(DivisionPlayer.objects.filter(division__season=season, division__number=division)
                .order_by("rank", "seed_order").values_list("name", flat=True))  # fmt: skip


def test_a_season_is_played_to_the_end_and_the_next_one_moves_the_top_up_and_the_bottom_down(
    django_user_model,
):
    organiser, *players = people(django_user_model, ["Olga", *NAMES])
    league = a_league(organiser, players)
    season = season_start(user=organiser, league_id=league.pk)

    # The first season cuts the players in joining order: two divisions of four.
    assert [[p.name for p in d.players.order_by("seed_order")] for d in season.divisions.all()] == [
        NAMES[:4], NAMES[4:]]  # fmt: skip
    # Pairs: each division plays three matchdays, everyone meets everyone once.
    assert [d.matchdays for d in season.divisions.all()] == [3, 3]
    first = Event.objects.get(stream_id=season.stream_id, seq=1)
    assert first.data["title"] == "Museum League, season 1"
    assert first.data["path"] == f"/leagues/{league.pk}/seasons/1/"
    assert first.data["organiser"] == organiser.pk and first.data["kind"] == "nim"
    assert "seed" not in first.data and first.secret["seed"]

    played = play_season(season)

    assert played == 12 and season.finished
    meetings = set()
    for table in SeasonTable.objects.filter(matchday__division__season=season):
        assert table.recorded and Game.objects.get(pk=table.game_id).status == GameStatus.FINISHED
        meetings.add(frozenset(table.players))
    assert len(meetings) == 12  # every pair of each division met exactly once
    # Every player has three games, and their points are those of their wins (1 a win at
    # tables of 2, 0 a loss).
    tables = list(SeasonTable.objects.filter(matchday__division__season=season))
    for line in DivisionPlayer.objects.filter(division__season=season):
        mine = [t for t in tables if line.user_id in t.players]
        wins = sum(1 for t in mine if t.order[0] == [line.user_id])
        assert (line.games, line.points) == (3, wins)
    top, bottom = standings(season, 0), standings(season, 1)
    types = [r.type for r in read_stream_events(season.stream_id)]
    assert types[0] == "SeasonStarted" and types[-1] == "Finished"
    assert types.count("RoundPaired") == 6 and types.count("ResultRecorded") == 12
    assert types.count("RoundClosed") == 6
    finished = Event.objects.get(stream_id=season.stream_id, type="Finished")
    assert hashlib.sha256(finished.data["seed"].encode()).hexdigest() == first.data["seed_sha256"]
    assert [s["name"] for s in finished.data["standings"]] == top + bottom
    promoted = Event.objects.get(stream_id=season.stream_id, type="Promoted")
    relegated = Event.objects.get(stream_id=season.stream_id, type="Relegated")
    names = dict(DivisionPlayer.objects.filter(division__season=season)
                 .values_list("user_id", "name"))  # fmt: skip
    assert [names[p] for p in promoted.data["players"]] == bottom[:1]
    assert [names[p] for p in relegated.data["players"]] == top[-1:]
    assert DivisionPlayer.objects.get(division__season=season, name=bottom[0]).moved == "up"
    assert DivisionPlayer.objects.get(division__season=season, name=top[-1]).moved == "down"

    # Next season: the one who came down, those who stayed, the one who came up; a
    # newcomer who joined meanwhile starts in the bottom division.
    (ivy,) = people(django_user_model, ["Ivy"])
    league_join(user=ivy, league_id=league.pk)
    second = season_start(user=organiser, league_id=league.pk)
    assert second.number == 2 and second.title == "Museum League, season 2"
    seeded = [[p.name for p in d.players.order_by("seed_order")] for d in second.divisions.all()]
    assert seeded == [top[:3] + bottom[:1], top[3:] + bottom[1:] + ["Ivy"]]
    assert SeasonTable.objects.filter(matchday__division__season=second).count() == 2 + 2


def test_a_first_season_puts_the_best_rated_players_on_top_and_the_unrated_below(
    django_user_model,
):
    organiser, *players = people(django_user_model, ["Olga", *NAMES])
    for player, ordinal in zip(players[4:], (30.0, 10.0, 20.0, 40.0), strict=True):
        PlayerRating.objects.create(user=player, kind="nim", mu=ordinal + 9, sigma=3,
                                    games=12, ordinal=ordinal, ratings_version=1)  # fmt: skip
    league = a_league(organiser, players)
    season = season_start(user=organiser, league_id=league.pk)
    seeded = [[p.name for p in d.players.order_by("seed_order")] for d in season.divisions.all()]
    assert seeded == [["Hal", "Eve", "Gus", "Fay"], NAMES[:4]]
