"""Ratings over the API: the leaderboard, a player's ratings and history, and the "rated"
tick on a new game."""

from __future__ import annotations

import pytest
from django.contrib.auth import get_user_model
from rest_framework.test import APIClient

from accounts.moderation import account_reinstate, account_suspend
from games import services
from tests.conftest import make_user
from tests.leagues.play import play_out, table

pytestmark = pytest.mark.django_db
NIM = {"pledges": False, "pile": 9}


def test_the_leaderboard_lists_rated_players_with_their_figures(alice, bob, carol):
    for _ in range(3):
        play_out(table("nim", [alice, bob], options=NIM))
    play_out(table("nim", [bob, carol], options=NIM))
    board = APIClient().get("/api/kinds/nim/leaderboard/").json()
    assert board["kind_name"] == "Nim (test game)"
    rows = {row["player"]["name"]: row for row in board["rows"]}
    assert set(rows) == {"Alice", "Bob", "Carol"}
    assert rows["Bob"]["games"] == 4 and rows["Carol"]["games"] == 1
    assert all(row["provisional"] and row["rank"] is None for row in rows.values())
    assert [r["rating"] for r in board["rows"]] == sorted(
        (r["rating"] for r in board["rows"]), reverse=True
    )
    assert rows["Alice"]["reliability"] == 1.0  # she answered every prompt in time
    assert rows["Alice"]["pace_seconds"] is not None
    second = APIClient().get(
        f"/api/kinds/nim/leaderboard/?limit=2&after={board['rows'][0]['position']}"
    )
    assert [r["player"]["name"] for r in second.json()["rows"]] == [
        r["player"]["name"] for r in board["rows"][1:3]
    ]


def test_a_players_ratings_and_history(alice, bob):
    games = [play_out(table("nim", [alice, bob], options=NIM)) for _ in range(2)]
    mine = APIClient().get(f"/api/players/{alice.pk}/ratings/").json()
    assert mine["player"] == {"id": alice.pk, "name": "Alice"}
    (nim,) = mine["ratings"]
    assert nim["kind_name"] == "Nim (test game)" and nim["games"] == 2 and nim["provisional"]
    assert nim["rating"] == round(nim["mu"] - 3 * nim["sigma"], 1)
    history = APIClient().get(f"/api/players/{alice.pk}/ratings/nim/history/").json()
    assert [p["game"] for p in history["points"]] == [g.pk for g in games]
    assert history["points"][-1]["ordinal"] == nim["ordinal"]
    page = APIClient().get(f"/api/players/{alice.pk}/ratings/nim/history/?after=1").json()
    assert [p["game"] for p in page["points"]] == [games[1].pk]


def test_unknown_kinds_and_players_are_named_in_the_refusal(alice):
    response = APIClient().get("/api/kinds/chess/leaderboard/")
    assert response.status_code == 404
    assert "no game 'chess'" in response.json()["detail"] and "nim" in response.json()["detail"]
    response = APIClient().get("/api/players/999999/ratings/")
    assert response.status_code == 404 and "no player 999999" in response.json()["detail"]
    response = APIClient().get(f"/api/players/{alice.pk}/ratings/nim/history/?after=-1")
    assert response.status_code == 400 and "'after'" in response.json()["detail"]


def test_a_game_created_unrated_says_so_and_rates_nobody(alice, bob, as_alice):
    made = as_alice.post("/api/games/", {"kind": "nim", "seats": 2, "options": NIM,
                                         "rated": False}, format="json")  # fmt: skip
    assert made.status_code == 201 and made.json()["rated"] is False
    game = play_out(services.game_join(user=bob, game_id=made.json()["id"]))
    assert game.status == "finished"
    assert APIClient().get(f"/api/players/{alice.pk}/ratings/").json()["ratings"] == []
    rated = as_alice.post("/api/games/", {"kind": "nim", "seats": 2}, format="json").json()
    assert rated["rated"] is True


def test_a_suspended_player_is_left_off_the_leaderboard_until_reinstated(alice, bob, carol):
    maud = make_user(get_user_model(), "Maud")
    maud.is_staff = True
    maud.save()
    play_out(table("nim", [alice, bob], options=NIM))
    play_out(table("nim", [bob, carol], options=NIM))

    def names():
        board = APIClient().get("/api/kinds/nim/leaderboard/").json()
        return {row["player"]["name"]: row["position"] for row in board["rows"]}

    assert set(names()) == {"Alice", "Bob", "Carol"}
    account_suspend(staff=maud, user_id=bob.pk, reason="Cheating")
    assert sorted(names().values()) == [1, 2]  # the others close up
    assert set(names()) == {"Alice", "Carol"}
    # the ratings are kept, and his own page still reads them
    mine = APIClient().get(f"/api/players/{bob.pk}/ratings/").json()
    assert mine["ratings"][0]["games"] == 2
    account_reinstate(staff=maud, user_id=bob.pk, reason="Appeal upheld")
    assert set(names()) == {"Alice", "Bob", "Carol"}
