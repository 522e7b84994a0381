"""Every installed game kind can be created and played to the end through the REST API,
with each seat seeing only its own hidden information on the way."""

from __future__ import annotations

import json

import pytest

from api.games.serializers import StateOut
from api.renderers import decoded
from games import selectors
from games.engine import all_kinds
from games.models import Game
from tests.conftest import client_for, make_user
from tests.support.api_bot import play_to_the_end

pytestmark = pytest.mark.django_db

KINDS = [k.slug for k in all_kinds()]


@pytest.fixture
def states_checked(monkeypatch):
    """Every state the API answers is already StateOut's shape (the state views send it
    as it is, its view, text and prompt encoded once): the serializer would change nothing in it."""
    seen = []
    real = selectors.game_state

    def checked(**kw):
        state = real(**kw)
        plain = decoded(state)
        assert StateOut(plain).data == plain
        seen.append(plain)
        return state

    monkeypatch.setattr(selectors, "game_state", checked)
    return seen


@pytest.mark.parametrize("slug", KINDS)
def test_a_game_of_every_kind_is_played_to_the_end_over_http(
    slug, django_user_model, states_checked
):
    rules = next(k for k in all_kinds() if k.slug == slug)
    players = max(rules.min_players, min(3, rules.max_players))
    users = [make_user(django_user_model, f"Player{i}") for i in range(players)]
    clients = {i: client_for(u) for i, u in enumerate(users)}
    created = clients[0].post("/api/games/", {"kind": slug, "seats": players}, format="json")
    assert created.status_code == 201, created.json()
    gid = created.json()["id"]
    for i in range(1, players):
        assert clients[i].post(f"/api/games/{gid}/join/").status_code == 200
    final = play_to_the_end(clients, gid)
    assert final["status"] == "finished"
    assert sorted(final["result"]["ranks"]) == [str(i) for i in range(players)]
    game = Game.objects.get(pk=gid)
    export = clients[0].get(f"/api/games/{gid}/export/").json()
    assert export["seed"] == game.seed and len(export["events"]) == game.version
    json.dumps(final["view"])  # the view a web table draws is plain JSON
    assert any(state["prompt"] for state in states_checked)
    assert final == states_checked[-1]
