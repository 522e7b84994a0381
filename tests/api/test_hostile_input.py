"""Hostile input that used to end in a 500 (or in HTML) gets a clear JSON 400/413, and
changes nothing. Runs in both CI passes; the NUL cases matter on PostgreSQL, which
refuses NUL characters in text."""

from __future__ import annotations

import json

import pytest

from accounts.models import Vacation
from games import services
from games.models import Game
from talk.models import Message

pytestmark = pytest.mark.django_db


def assert_json_error(response, status: int, words: str) -> None:
    assert response.status_code == status, response.content[:300]
    assert response["Content-Type"].startswith("application/json")
    body = response.json()
    assert set(body) >= {"code", "detail"} and words in body["detail"], body


@pytest.fixture
def a_game(alice):
    return services.game_create(user=alice, kind="nim", seats=2)


def test_json_nested_five_thousand_deep_is_refused(as_alice, a_game):
    deep = '{"kind": "nim", "seats": 2, "options": ' + "[" * 5000 + "]" * 5000 + "}"
    before = Game.objects.count()
    response = as_alice.post("/api/games/", deep, content_type="application/json")
    assert_json_error(response, 400, "nested too deep")
    nested: list = []
    for _ in range(40):  # past the 32 levels allowed, well short of json's recursion
        nested = [nested]
    moderately = {"kind": "nim", "seats": 2, "options": {"a": nested}}
    assert_json_error(as_alice.post("/api/games/", moderately, format="json"), 400, "nested")
    assert Game.objects.count() == before


@pytest.mark.parametrize("query", [
    "limit=99999999999999999999", "after=99999999999999999999", "limit=-1", "limit=many",
])  # fmt: skip
def test_absurd_page_numbers_are_refused_with_the_allowed_range(as_alice, a_game, query):
    response = as_alice.get(f"/api/games/?{query}")
    assert_json_error(response, 400, "must be a whole number from")


def test_an_unknown_kind_filter_is_refused_with_the_kinds_on_offer(as_alice, a_game):
    response = as_alice.get("/api/games/?kind=chess")
    assert_json_error(response, 400, "'kind' must be one of:")
    assert "menagerie" in response.json()["detail"]
    listed = as_alice.get(f"/api/games/?kind={a_game.kind}").json()["games"]
    assert [g["id"] for g in listed] == [a_game.pk]


def test_a_limit_above_the_maximum_gives_the_maximum(as_alice, a_game):
    page = as_alice.get("/api/games/?limit=100000").json()
    assert len(page["games"]) == 1


@pytest.mark.parametrize("url", [
    "/api/games/{id}/events/?after=99999999999999999999",
    "/api/games/{id}/events/?limit=99999999999999999999",
    "/api/games/{id}/state/?at=99999999999999999999",
    "/api/games/{id}/talk/?after=99999999999999999999",
])  # fmt: skip
def test_numbers_too_big_for_the_database_are_refused(as_alice, a_game, url):
    assert_json_error(as_alice.get(url.format(id=a_game.pk)), 400, "whole number")


def test_a_vacation_in_the_year_9999_is_refused(as_alice, alice):
    response = as_alice.post("/api/me/vacations/", {"first_day": "9999-12-30",
                                                    "last_day": "9999-12-31"}, format="json")  # fmt: skip
    assert_json_error(response, 400, "too far ahead")
    assert not Vacation.objects.filter(user=alice).exists()


@pytest.mark.parametrize("url", [
    "/api/games/?kind=a%00b", "/api/games/?status=active%00", "/api/games/{id}/?invite=%00",
    "/api/games/?k%00ey=1",
])  # fmt: skip
def test_a_nul_in_the_query_string_is_refused(as_alice, a_game, url):
    assert_json_error(as_alice.get(url.format(id=a_game.pk)), 400, "NUL")


def test_a_nul_in_a_json_body_is_refused_and_nothing_is_stored(as_alice, alice, bob, a_game):
    services.game_join(user=bob, game_id=a_game.pk)
    talk = as_alice.post(f"/api/games/{a_game.pk}/talk/", {"text": "hi\x00there"}, format="json")
    assert_json_error(talk, 400, "NUL")
    tc = {"kind": "nim", "seats": 2, "time_control": {"kind": "per_move\x00", "days": 3}}
    assert_json_error(as_alice.post("/api/games/", tc, format="json"), 400, "NUL")
    key = {"kind": "nim", "seats": 2, "options": {"pile\x00": 9}}
    assert_json_error(as_alice.post("/api/games/", key, format="json"), 400, "NUL")
    assert Message.objects.count() == 0 and Game.objects.count() == 1


def test_a_body_over_the_upload_limit_is_a_json_413(as_alice, a_game, settings):
    big = json.dumps({"kind": "nim", "seats": 2, "options": {"x": "y" * 3_000_000}})
    response = as_alice.post("/api/games/", big, content_type="application/json")
    assert_json_error(response, 413, "too large")
    assert f"{settings.DATA_UPLOAD_MAX_MEMORY_SIZE:,} bytes" in response.json()["detail"]
    assert Game.objects.count() == 1
    # Outside the API, pages keep Django's own answer.
    page = as_alice.post("/accounts/login/", {"login": "alice", "password": "y" * 3_000_000})
    assert page.status_code == 400 and page["Content-Type"].startswith("text/html")


def test_a_private_games_take_back_and_offer_are_404_to_a_stranger(alice, bob, as_carol):
    game = services.game_create(user=alice, kind="nim", seats=3, public=False,
                                options={"pledges": False})  # fmt: skip
    services.game_join(user=bob, game_id=game.pk, invite_code=game.invite_code)
    for url in (f"/api/games/{game.pk}/take-back/", f"/api/games/{game.pk}/seats/1/offer/",
                f"/api/games/{game.pk}/seats/7/offer/"):  # fmt: skip
        response = as_carol.post(url)
        assert response.status_code == 404, (url, response.json())
        # The same answer as for a game that does not exist: nothing told.
        assert response.json() == as_carol.post(url.replace(str(game.pk), "999999")).json()
