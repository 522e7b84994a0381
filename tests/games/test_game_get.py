"""``selectors.game_get``, where every read of a game starts (its page, state, events,
export, seats, table talk): the game, its latest state and its seats in two statements
compiled once per process, and a 404 for an id no game can have."""

from __future__ import annotations

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from games import selectors, services
from games.errors import GameNotFound
from games.models import Game, LatestState
from tests.conftest import client_for
from tests.notifications.conftest import mover, nim_for_two

pytestmark = pytest.mark.django_db


def test_the_game_comes_with_its_latest_state_and_its_seats_in_order(alice, bob):
    game = nim_for_two(alice, bob)
    game = services.game_act(user=mover(game, alice, bob), game_id=game.pk,
                             version=game.version, choices=("1",))  # fmt: skip
    with CaptureQueriesContext(connection) as seen:
        read = selectors.game_get(user=alice, game_id=game.pk)
    assert len(seen.captured_queries) == 2  # the game with its latest state; its seats
    with CaptureQueriesContext(connection) as seen:
        seats = list(read.seats.all())
        latest = read.latest
        names = [s.name for s in seats]
        back = {s.game is read for s in seats}
    assert seen.captured_queries == []  # nothing more is asked for
    assert [s.number for s in seats] == [0, 1] and back == {True}
    assert names == [s.name for s in Game.objects.get(pk=game.pk).seats.order_by("number")]
    assert latest.version == game.version == read.version
    assert read.seats.filter(number=1).get().user == bob  # chaining still queries


def test_a_game_without_a_latest_state_reads_as_before(alice, bob):
    game = nim_for_two(alice, bob)
    LatestState.objects.filter(game=game).delete()
    read = selectors.game_get(user=alice, game_id=game.pk)
    assert not hasattr(read, "latest") or read.latest is None
    state = client_for(alice).get(f"/api/games/{game.pk}/state/").json()
    assert state["version"] == game.version and state["view"]["pile"] == 20


@pytest.mark.parametrize("game_id", [0, -1, 2**63, 10**30])
def test_an_id_no_game_can_have_is_not_found(alice, game_id):
    with pytest.raises(GameNotFound):
        selectors.game_get(user=alice, game_id=game_id)


def test_the_api_answers_404_for_an_id_beyond_any_row(alice):
    response = client_for(alice).get(f"/api/games/{10**30}/state/")
    assert response.status_code == 404
    assert "game" in response.json()["detail"].lower()
