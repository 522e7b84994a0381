"""Leagues over the API: what a player reads of a league and its season (names, standings
with the zones, matchdays with their games), paging, and refusals that change nothing."""

from __future__ import annotations

import pytest
from rest_framework.test import APIClient

from games.models import Game
from leagues.models import League, LeagueMember, Season
from tests.conftest import client_for, make_user
from tests.leagues.seasons.play import play_game

pytestmark = pytest.mark.django_db

NAMES = ["Ada", "Ben", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal"]


def test_a_league_and_its_season_read_with_names_zones_matchdays_and_games(django_user_model):
    olga = make_user(django_user_model, "Olga")
    people = [make_user(django_user_model, n) for n in NAMES]
    organiser = client_for(olga)
    league = organiser.post("/api/leagues/", {
        "name": "Museum League", "kind": "nim", "table_size": 2, "division_size": 4,
        "options": {"pile": 5, "pledges": False}, "invite_only": True}, format="json").json()  # fmt: skip
    code = league["invite_code"]
    assert code and league["organising"] and not league["member"]
    for person in people:
        answer = client_for(person).post(f"/api/leagues/{league['id']}/join/",
                                         {"invite_code": code}, format="json")  # fmt: skip
        assert answer.status_code == 200 and answer.json()["member"]
        assert answer.json()["invite_code"] is None  # only the organiser sees it
    seen = APIClient().get(f"/api/leagues/{league['id']}/").json()
    assert [m["name"] for m in seen["members"]] == NAMES and seen["organiser"]["name"] == "Olga"

    season = organiser.post(f"/api/leagues/{league['id']}/seasons/").json()
    assert season["title"] == "Museum League, season 1" and season["seed"] is None
    top, bottom = season["divisions"]
    assert (top["name"], bottom["name"]) == ("Division 1", "Division 2")
    # Before a game is played, the last of the top division sits in the relegation zone
    # and the first of the bottom one in the promotion zone.
    assert [line["zone"] for line in top["standings"]] == ["", "", "", "down"]
    assert [line["zone"] for line in bottom["standings"]] == ["up", "", "", ""]
    (day,) = top["matchdays"]
    assert day["round"] == 1 and len(day["tables"]) == 2
    names = {p["name"] for t in day["tables"] for p in t["players"]}
    assert names == set(NAMES[:4])

    first = day["tables"][0]["game"]
    play_game(first)
    again = APIClient().get(f"/api/leagues/{league['id']}/seasons/1/").json()
    # The stream a client registers the organiser's webhooks on is the one its games name.
    assert again["stream"] == Game.objects.get(pk=first).part_of_id
    table = again["divisions"][0]["matchdays"][0]["tables"][0]
    winner, loser = table["order"]
    assert table["recorded"] and table["status"] == "finished"
    assert table["points"] == {winner[0]: 1.0, loser[0]: 0.0}
    lines = {line["name"]: line for line in again["divisions"][0]["standings"]}
    assert (lines[winner[0]]["points"], lines[winner[0]]["rank"]) == (1.0, 1)

    # The season's games, a page at a time, oldest first.
    page = APIClient().get(f"/api/leagues/{league['id']}/seasons/1/games/?limit=3").json()
    assert len(page["games"]) == 3 and page["games"][0]["game"] == min(
        t["game"] for d in season["divisions"] for t in d["matchdays"][0]["tables"]
    )
    rest = (
        APIClient()
        .get(f"/api/leagues/{league['id']}/seasons/1/games/?after={page['next_after']}")
        .json()
    )
    assert len(rest["games"]) == 1 and rest["games"][0]["path"].startswith("/games/")
    seasons = APIClient().get(f"/api/leagues/{league['id']}/seasons/").json()
    assert [s["number"] for s in seasons["seasons"]] == [1]


def test_refusals_say_what_to_do_and_change_nothing(alice, bob, as_alice, as_bob):
    bad = as_alice.post("/api/leagues/", {"name": "L", "kind": "nim", "table_size": 9,
                                          "division_size": 4}, format="json")  # fmt: skip
    assert bad.status_code == 400
    assert bad.json()["detail"] == "table_size must be a whole number from 2 to 4."
    assert not League.objects.exists()
    league = as_alice.post("/api/leagues/", {"name": "L", "kind": "nim", "table_size": 2,
                                             "division_size": 4}, format="json").json()  # fmt: skip
    path = f"/api/leagues/{league['id']}"
    as_bob.post(f"{path}/join/", {}, format="json")
    refused = as_bob.post(f"{path}/seasons/")
    assert refused.status_code == 403
    assert refused.json()["detail"] == "Only the league's organiser can start a season."
    short = as_alice.post(f"{path}/seasons/")
    assert short.status_code == 400
    assert short.json()["detail"] == "A season needs at least 2 players; the league has 1."
    assert as_alice.post(f"{path}/leave/").json()["detail"] == "You are not in this league."
    assert APIClient().post(f"{path}/join/", {}, format="json").status_code in (401, 403)
    assert (
        APIClient().get(f"{path}/seasons/7/").json()["detail"] == "No such season of this league."
    )
    assert APIClient().get("/api/leagues/987/").status_code == 404
    huge = 2**90  # beyond what an id column holds: not there, rather than a crash
    assert APIClient().get(f"/api/leagues/{huge}/seasons/1/games/").status_code == 404
    assert as_bob.post(f"/api/leagues/{huge}/join/", {}, format="json").status_code == 404
    assert APIClient().get("/api/leagues/?limit=0").status_code == 400
    assert not Season.objects.exists() and LeagueMember.objects.count() == 1
