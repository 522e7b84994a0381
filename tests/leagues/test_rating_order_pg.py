"""Two games sharing a player, finishing at the same moment on real PostgreSQL: both rate
(neither is lost nor fails), and the rebuild, which replays the games in the order of their
GameFinished events, gives back the live rows exactly."""

from __future__ import annotations

import pytest
from django.core.management import call_command
from django.db import connection

from games import services
from games.models import Event
from leagues.models import RatingPoint
from tests.games.test_concurrency import race
from tests.leagues.play import table
from tests.leagues.test_rating_rows import snapshot

pytestmark = [pytest.mark.postgres, pytest.mark.django_db(transaction=True)]


def one_stone_left(players):
    """A two-player nim game whose next answer (take 1 of the last stone) ends it."""
    game = table("nim", players, options={"pledges": False, "pile": 5})
    for _ in range(4):
        mover = players[game.to_act[0]]
        game = services.game_act(user=mover, game_id=game.pk, version=game.version, choices=("1",))
    return game, players[game.to_act[0]]


def test_games_sharing_a_player_that_end_together_rate_in_their_event_order(alice, bob, carol):
    if connection.vendor != "postgresql":
        pytest.skip("the race is run on the real PostgreSQL server (CI)")
    for _ in range(3):
        ends = [one_stone_left([alice, bob]), one_stone_left([carol, alice])]
        race([
            lambda g=g, u=u: services.game_act(user=u, game_id=g.pk, version=g.version,
                                               choices=("1",))
            for g, u in ends
        ])  # fmt: skip
    finished = Event.objects.filter(type="GameFinished").order_by("id")
    rated = RatingPoint.objects.filter(user=alice).order_by("games")
    # her six games, rated in the order their last events were stored
    assert list(rated.values_list("game_id", flat=True)) == [e.game_id for e in finished]
    live = snapshot()
    call_command("rebuild_projections", verbosity=0)
    assert snapshot() == live
