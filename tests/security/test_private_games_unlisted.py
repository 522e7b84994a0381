"""A private game is not listed to anyone outside it (issue 11: nobody learns that a
private game exists): not in the games list, the lobby's open seats or anyone's deadlines,
while its players and creator find it there."""

from __future__ import annotations

import pytest

from games import handover, services
from games.models import Game
from tests.conftest import client_for

pytestmark = pytest.mark.django_db


def _running_with_an_offered_seat(alice, bob, public: bool) -> Game:
    game = services.game_create(user=alice, kind="nim", seats=2, public=public,
                                options={"pledges": False})  # fmt: skip
    game = services.game_join(user=bob, game_id=game.pk, invite_code=game.invite_code)
    seat = game.to_act[0]
    services.game_time_out(game_id=game.pk, seat=seat, version=game.version)
    handover.game_offer_seat(user=alice, game_id=game.pk, seat=seat)
    return Game.objects.get(pk=game.pk)


@pytest.fixture
def private_game(alice, bob, settings):
    settings.VITRINE_TIMEOUTS_BEFORE_BOT = 1
    return _running_with_an_offered_seat(alice, bob, public=False)


def _listed(client, path: str) -> set[int]:
    body = client.get(path).json()
    rows = body["games"] if isinstance(body, dict) else body
    return {row["game"]["id"] if isinstance(row.get("game"), dict) else row.get("game", row.get("id"))
            for row in rows}  # fmt: skip


def test_a_private_game_is_listed_to_its_players_only(
    private_game, alice, bob, carol, django_user_model
):
    staff = django_user_model.objects.create_user("keeper", "keeper@example.org", is_staff=True)
    from rest_framework.test import APIClient

    outsiders = [APIClient(), client_for(carol), client_for(staff)]
    for client in outsiders:
        for path in ("/api/games/", "/api/games/?status=active", "/api/lobby/seats/"):
            assert private_game.pk not in _listed(client, path), path
    assert private_game.pk in _listed(client_for(alice), "/api/games/?mine=true")
    public_twin = _running_with_an_offered_seat(alice, bob, public=True)
    for client in outsiders:
        assert public_twin.pk in _listed(client, "/api/lobby/seats/")
    assert private_game.pk not in _listed(client_for(carol), "/api/me/deadlines/")
