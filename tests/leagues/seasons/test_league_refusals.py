"""Leagues refuse what cannot be done with a sentence that says what to do, and change
nothing; a season whose window of weeks is over closes with the results it has."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone

from games.models import Event, Stream
from leagues.models import League, LeagueMember, Season, SeasonTable
from leagues.seasons.services import (
    league_create,
    league_join,
    league_leave,
    season_start,
    seasons_close_due,
)
from shared.errors import Forbidden, IllegalAction, NotFound
from tests.leagues.seasons.play import a_league, people, play_game, running_games

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"name": "  "}, "Give the league a name."),
        ({"kind": "chess"}, "There is no game kind 'chess'"),
        ({"table_size": 5}, "table_size must be a whole number from 2 to 4."),
        ({"division_size": 1}, "division_size must be a whole number from 2 to 60."),
        ({"promote": 3}, "promote must be a whole number from 0 to 2."),
        ({"weeks": 0}, "weeks must be a whole number from 1 to 52."),
        ({"options": {"stones": 3}}, "Unknown option 'stones'"),
        ({"placement": [3, -1]}, "placement lists points by place"),
    ],
)
def test_a_bad_league_is_refused_with_what_to_change(alice, change, words):
    settings = {"name": "Museum League", "kind": "nim", "table_size": 2, "division_size": 4}
    with pytest.raises(IllegalAction) as refused:
        league_create(organiser=alice, **(settings | change))
    assert words in refused.value.message
    assert not League.objects.exists()


def test_joining_leaving_and_starting_refuse_what_is_not_allowed(alice, bob, carol):
    league = a_league(alice, [], invite_only=True)
    with pytest.raises(Forbidden, match="invite-only: ask its organiser for the invite code"):
        league_join(user=bob, league_id=league.pk)
    assert not LeagueMember.objects.exists()
    with pytest.raises(Forbidden, match="invite-only: ask its organiser for the invite code"):
        league_join(user=carol, league_id=league.pk, invite_code="guess")
    league_join(user=bob, league_id=league.pk, invite_code=league.invite_code)
    with pytest.raises(IllegalAction, match="You are already in this league."):
        league_join(user=bob, league_id=league.pk, invite_code=league.invite_code)
    with pytest.raises(IllegalAction, match="You are not in this league."):
        league_leave(user=carol, league_id=league.pk)
    with pytest.raises(NotFound, match="No such league."):
        league_join(user=carol, league_id=league.pk + 99)
    with pytest.raises(Forbidden, match="Only the league's organiser can start a season."):
        season_start(user=bob, league_id=league.pk)
    with pytest.raises(IllegalAction, match="A season needs at least 2 players; the league has 1."):
        season_start(user=alice, league_id=league.pk)
    league_join(user=alice, league_id=league.pk)
    season_start(user=alice, league_id=league.pk)
    with pytest.raises(IllegalAction, match="A season is running; start the next one when"):
        season_start(user=alice, league_id=league.pk)
    assert Season.objects.count() == Stream.objects.count() == 1


def test_a_season_whose_window_is_over_closes_and_a_late_game_does_not_count(django_user_model):
    organiser, *players = people(django_user_model, ["Olga", "Ada", "Ben", "Cy", "Dee"])
    league = a_league(organiser, players, weeks=2)
    season = season_start(user=organiser, league_id=league.pk)
    first, late = running_games(season)
    play_game(first)
    assert seasons_close_due(now=timezone.now() + timedelta(days=13)) == 0
    assert seasons_close_due(now=timezone.now() + timedelta(weeks=2, minutes=1)) == 1
    season.refresh_from_db()
    assert season.finished and season.seed
    play_game(late)  # the game itself plays on, but the season has closed
    assert not SeasonTable.objects.get(game_id=late).recorded
    assert Event.objects.filter(stream_id=season.stream_id, type="ResultRecorded").count() == 1
    assert seasons_close_due(now=timezone.now() + timedelta(weeks=3)) == 0


def test_a_game_that_can_be_played_alone_is_played_at_tables_of_two_or_more(alice, bob, carol):
    # Menagerie seats 1 to 4: a league table still seats at least two.
    with pytest.raises(IllegalAction, match="table_size must be a whole number from 2 to"):
        league_create(organiser=alice, name="Solo League", kind="menagerie", table_size=1,
                      division_size=4)  # fmt: skip
    league = league_create(organiser=alice, name="Menagerie League", kind="menagerie",
                           table_size=2, division_size=4)  # fmt: skip
    for player in (alice, bob, carol):
        league_join(user=player, league_id=league.pk)
    season = season_start(user=alice, league_id=league.pk)
    day = season.divisions.get().days.get()
    # Three players at tables of 2: one table of two (or one of three), nobody alone.
    assert all(len(t.players) >= 2 for t in day.tables.all())
    assert sorted(len(t.players) for t in day.tables.all()) + [len(day.byes)] in ([2, 1], [3, 0])
