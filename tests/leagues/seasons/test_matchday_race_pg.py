"""The last two games of a matchday ending at the same moment on real PostgreSQL: both
results are recorded (the season's stream lock queues them), the matchday closes once and
the next one is paired once, and the rows rebuilt from the streams equal the live ones."""

from __future__ import annotations

import pytest
from django.core.management import call_command
from django.db import connection

from games import services
from games.models import Event, Game
from leagues.seasons.services import season_start
from tests.games.test_concurrency import race
from tests.leagues.seasons.play import a_league, people, running_games
from tests.leagues.seasons.test_season_records import snapshot

pytestmark = [pytest.mark.postgres, pytest.mark.django_db(transaction=True)]


def one_stone_left(game_id: int):
    """Take stones one at a time until the next answer (the last stone) ends the game."""
    for _ in range(4):
        game = Game.objects.get(pk=game_id)
        mover = game.seats.get(number=game.to_act[0]).user
        services.game_act(user=mover, game_id=game_id, version=game.version, choices=("1",))
    game = Game.objects.get(pk=game_id)
    return game, game.seats.get(number=game.to_act[0]).user


def test_a_matchdays_last_two_games_ending_together_close_it_once(django_user_model):
    if connection.vendor != "postgresql":
        pytest.skip("the race is run on the real PostgreSQL server (CI)")
    organiser, *players = people(django_user_model, ["Olga", "Ada", "Ben", "Cy", "Dee"])
    league = a_league(organiser, players)  # one division of four at tables of 2
    season = season_start(user=organiser, league_id=league.pk)
    ends = [one_stone_left(game_id) for game_id in running_games(season)]
    assert len(ends) == 2
    race([
        lambda g=g, u=u: services.game_act(user=u, game_id=g.pk, version=g.version,
                                           choices=("1",))
        for g, u in ends
    ])  # fmt: skip
    types = list(Event.objects.filter(stream_id=season.stream_id).order_by("seq")
                 .values_list("type", "data__round"))  # fmt: skip
    assert types.count(("ResultRecorded", 1)) == 2
    assert types.count(("RoundClosed", 1)) == 1 and types.count(("RoundPaired", 2)) == 1
    assert len(running_games(season)) == 2  # matchday 2's games, started once
    live = snapshot()
    call_command("rebuild_projections", verbosity=0)
    assert snapshot() == live
