"""The API's JSON is written by orjson (api/renderers.py) yet reads byte for byte as DRF's
own renderer writes it, for every type an answer holds; what orjson cannot write, and
indented output, go through DRF's path."""

from __future__ import annotations

import datetime as dt
import uuid
from decimal import Decimal

import orjson
import pytest
from django.utils.html import escape
from django.utils.translation import gettext_lazy
from rest_framework import renderers
from rest_framework.settings import api_settings

from api.renderers import JSONRenderer
from games import selectors
from games.models import Game
from tests.conftest import client_for, make_user

ANSWERS = [
    {"version": 12, "prompt": {"id": "t3-unlock-0", "min": 1, "options": [{"id": "1", "label": "Café «Ours»"}]},
     "text": ["Alice drew 3 cards", "Ben: 12 points"], "done": False, "result": None},
    {"deadline": dt.datetime(2026, 12, 2, 15, 48, 11, 113735, tzinfo=dt.UTC),
     "naive": dt.datetime(2026, 12, 2, 15, 48),  # noqa: DTZ001 - DRF writes these too
     "day": dt.date(2026, 12, 2),
     "at": dt.time(18, 0), "took": dt.timedelta(hours=3, seconds=4),
     "paris": dt.datetime(2026, 6, 1, 9, 0, tzinfo=dt.timezone(dt.timedelta(hours=2)))},
    {"mu": 25.000001, "sigma": 8.333333333333334, "rate": 0.5, "money": Decimal("12.50"),
     "key": uuid.UUID("12345678-1234-5678-1234-567812345678"), "lazy": gettext_lazy("Games")},
    {0: "seat zero", 1: ["a", "b"], "nested": [[1, 2], (3, 4), {"deep": {"deeper": True}}]},
    {"line": "one\u2028two\u2029three", "quote": 'say "hi" \\ </script>', "nul": "\x01"},
    [],
    "",
]  # fmt: skip


@pytest.mark.parametrize("data", ANSWERS)
def test_orjson_writes_the_bytes_drf_writes(data):
    assert JSONRenderer().render(data) == renderers.JSONRenderer().render(data)


def test_what_orjson_cannot_write_goes_through_drf():
    huge = {"n": 2**70, "list": [2**65]}
    assert (
        JSONRenderer().render(huge) == b'{"n":1180591620717411303424,"list":[36893488147419103232]}'
    )


def test_indented_output_is_drfs():
    data = {"a": [1, {"b": 2}]}
    got = JSONRenderer().render(data, "application/json; indent=2")
    assert got == renderers.JSONRenderer().render(data, "application/json; indent=2")
    assert b"\n  " in got


def test_the_api_answers_with_it(client):
    assert api_settings.DEFAULT_RENDERER_CLASSES[0] is JSONRenderer
    response = client.get("/api/kinds/")
    assert response.status_code == 200
    assert response.content == renderers.JSONRenderer().render(response.json())


def test_a_part_a_view_encoded_already_is_written_as_it_is():
    """The state views hand a game's view over as the JSON it was written as (one encoding
    per answer): the bytes are DRF's all the same, indented or not."""
    view = {"field": {"A1": "HEM05", "B2": None}, "line": "Café «Ours»\u2028", "n": [1, 2.5]}
    encoded = {"version": 3, "view": orjson.Fragment(orjson.dumps(view)), "text": ["Alice"]}
    plain = {"version": 3, "view": view, "text": ["Alice"]}
    for accepted in (None, "application/json; indent=2"):
        assert JSONRenderer().render(encoded, accepted) == renderers.JSONRenderer().render(
            plain, accepted
        )


@pytest.mark.django_db
def test_a_games_state_reads_the_same_in_the_browsable_api(django_user_model):
    user = make_user(django_user_model, "Alice")
    api = client_for(user)
    game = api.post("/api/games/", {"kind": "menagerie", "seats": 1}, format="json").json()
    state = api.get(f"/api/games/{game['id']}/state/").json()
    page = api.get(f"/api/games/{game['id']}/state/", HTTP_ACCEPT="text/html")
    assert page.status_code == 200
    html = page.content.decode()
    label = state["prompt"]["options"][0]["label"]
    assert escape(label) in html
    assert escape(f'"deck_count": {state["view"]["deck_count"]}') in html


@pytest.mark.django_db
@pytest.mark.parametrize("kind", ["menagerie", "wondrous-museum", "muse-renaissance", "fine-arts"])
def test_a_games_state_encoded_once_is_the_bytes_it_was(django_user_model, kind):
    """The view, text and prompt handed over encoded read byte for byte as the state decoded
    and written again by orjson, and by DRF's own renderer."""
    users = [make_user(django_user_model, name) for name in ("Alice", "Ben")]
    api = client_for(users[0])
    game = api.post("/api/games/", {"kind": kind, "seats": 2}, format="json").json()
    assert client_for(users[1]).post(f"/api/games/{game['id']}/join/").status_code == 200
    row = Game.objects.get(pk=game["id"])
    encoded = selectors.game_state(user=users[0], game=row, encoded=True)
    plain = selectors.game_state(user=users[0], game=row)
    assert plain["view"] and plain["text"]
    assert JSONRenderer().render(encoded) == JSONRenderer().render(plain)
    assert JSONRenderer().render(encoded) == renderers.JSONRenderer().render(plain)
    assert api.get(f"/api/games/{game['id']}/state/").content == JSONRenderer().render(plain)
