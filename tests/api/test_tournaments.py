"""Tournaments over the API: a whole one from creation to its standings, what each role
may do, and bad input answered with what to fix."""

from __future__ import annotations

import json

import pytest
from rest_framework.test import APIClient

from tests.api.tournament_flow import ladder_flow, tournament_flow
from tests.conftest import client_for, make_user

pytestmark = pytest.mark.django_db


class Client:
    def __init__(self, client):
        self.client = client

    def call(self, method, path, body=None, expect=200):
        send = getattr(self.client, method)
        response = send(path, body, format="json") if body is not None else send(path)
        if response.get("Content-Type", "").startswith("application/x-ndjson"):
            return [json.loads(line) for line in b"".join(response.streaming_content).splitlines()]
        assert response.status_code == expect, (path, response.content[:300])
        return response.json()

    def get(self, path, expect=200):
        return self.call("get", path, expect=expect)

    def post(self, path, body=None, expect=200):
        return self.call("post", path, body, expect=expect)


@pytest.fixture
def people(django_user_model):
    return {
        n: make_user(django_user_model, n)
        for n in ("Alice", "Bob", "Carol", "Dora", "Eve", "Frank")
    }


def test_a_tournament_from_creation_to_its_standings(people):
    a, b, c, d, f = (Client(client_for(people[n])) for n in ("Alice", "Bob", "Carol", "Dora",
                                                             "Frank"))  # fmt: skip
    anyone = Client(APIClient())
    ids = {n: u.pk for n, u in people.items()}
    done = tournament_flow(a, [b, c, d, f], anyone, ids)
    assert done["status"] == "finished" and done["seed"]
    path = f"/api/tournaments/{done['id']}"
    lines = anyone.get(f"{path}/standings/")["standings"]
    assert {line["name"] for line in lines} == {
        "Bob",
        "Eve",
        "Frank",
    }  # Carol left early, Dora replaced
    rounds = anyone.get(f"{path}/pairings/")["rounds"]
    assert rounds[0]["tables"][0]["adjudicated"] is True
    assert {p["name"] for t in rounds[0]["tables"] for p in t["players"]} == {"Bob", "Eve", "Frank"}
    # Paging: one round at a time.
    page = anyone.get(f"{path}/pairings/?limit=1")
    assert [r["round"] for r in page["rounds"]] == [1] and page["next_after"] == 1
    assert anyone.get(f"{path}/pairings/?after=1&limit=1")["rounds"][0]["round"] == 2
    games = anyone.get(f"{path}/games/")["games"]
    assert len(games) == len([t for r in rounds for t in r["tables"]])
    # The organiser (creator of every game) exports them all, one finished game a line.
    exported = a.get(f"{path}/games/export/")
    assert sorted(doc["id"] for doc in exported) == sorted(g["id"] for g in games)


def test_organiser_actions_are_forbidden_to_others(people):
    a, b = Client(client_for(people["Alice"])), Client(client_for(people["Bob"]))
    made = a.post("/api/tournaments/", {"title": "Cup", "kind": "nim", "table_size": 2},
                  expect=201)  # fmt: skip
    path = f"/api/tournaments/{made['id']}"
    b.post(f"{path}/register/")
    for action, body in (("start", None), ("remove", {"player": people["Bob"].pk}),
                         ("replace", {"player": people["Bob"].pk,
                                      "replacement": people["Eve"].pk})):  # fmt: skip
        refused = b.post(f"{path}/{action}/", body, expect=403)
        assert "Only the tournament's organiser" in refused["detail"]
    me = b.get(f"{path}/")
    assert me["my_entry"] == "registered" and me["organised_by_me"] is False
    assert Client(APIClient()).post(f"{path}/register/", expect=401)


def test_bad_input_is_a_400_saying_what_to_fix(people):
    a = Client(client_for(people["Alice"]))
    big = a.post("/api/tournaments/", {"title": "Cup", "kind": "nim", "table_size": 6},
                 expect=400)  # fmt: skip
    assert "seats 2 to 4 players at a tournament table" in big["detail"]
    bad = a.post("/api/tournaments/", {"title": "Cup", "kind": "nim", "table_size": 2,
                                       "format": "knockout"}, expect=400)  # fmt: skip
    assert "format" in bad["fields"]
    assert a.get("/api/tournaments/?status=over", expect=400)["detail"].startswith("'status'")
    assert a.get("/api/tournaments/99999/", expect=404)["code"]
    assert a.get("/api/tournaments/")["tournaments"] == []


def test_a_ladder_through_the_api_from_challenge_to_final_ladder(people):
    a, b, c, d = (Client(client_for(people[n])) for n in ("Alice", "Bob", "Carol", "Dora"))
    anyone = Client(APIClient())
    done = ladder_flow(a, [b, c, d], anyone)
    assert done["status"] == "finished" and done["challenges_closed_at"]
    path = f"/api/tournaments/{done['id']}"
    (made,) = anyone.get(f"{path}/challenges/")["challenges"]
    # Dora, last of three with nobody rated, challenged the nearest above: Carol.
    assert made["challenge"] == 1 and made["challenger"]["name"] == "Dora"
    assert [p["name"] for p in made["players"]] == ["Carol", "Dora"]
    assert made["status"] == "finished" and made["order"]
    winner = made["order"][0]
    names = {people["Carol"].pk: "Carol", people["Dora"].pk: "Dora"}
    lines = anyone.get(f"{path}/standings/")["standings"]
    if len(winner) == 1 and names[winner[0]] == "Dora":
        assert [line["name"] for line in lines] == ["Bob", "Dora", "Carol"]
    else:
        assert [line["name"] for line in lines] == ["Bob", "Carol", "Dora"]
    assert done["ladder"] == [line["user"] for line in lines]


def test_a_challenge_the_ladder_forbids_is_a_400_that_says_why(people):
    a, b, c, d, e = (Client(client_for(people[n])) for n in ("Alice", "Bob", "Carol", "Dora",
                                                             "Eve"))  # fmt: skip
    made = a.post("/api/tournaments/", {"title": "Ladder", "kind": "nim", "table_size": 2,
                                        "format": "ladder", "reach": 1}, expect=201)  # fmt: skip
    path = f"/api/tournaments/{made['id']}"
    for player in (b, c, d):
        player.post(f"{path}/register/")
    a.post(f"{path}/start/")
    # Reach 1: Dora (third) may challenge Carol only.
    assert [p["name"] for p in d.get(f"{path}/")["may_challenge"]] == ["Carol"]
    assert b.get(f"{path}/")["may_challenge"] == []  # nobody above the top
    far = d.post(f"{path}/challenges/", {"defenders": [people["Bob"].pk]}, expect=400)
    assert far["detail"] == ("Bob is 2 places above you; on this ladder you may challenge up to "
                             "1 place up.")  # fmt: skip
    assert d.post(f"{path}/challenges/", {"defenders": []}, expect=400)["fields"]["defenders"]
    assert e.post(f"{path}/challenges/", {"defenders": [people["Carol"].pk]},
                  expect=400)["detail"] == "You are not playing in Ladder."  # fmt: skip
    assert Client(APIClient()).post(f"{path}/challenges/", {"defenders": [1]}, expect=401)
    refused = b.post(f"{path}/close-challenges/", expect=403)
    assert refused["detail"] == "Only the tournament's organiser can close its challenges."
    assert a.get(f"{path}/challenges/")["challenges"] == []
    d.post(f"{path}/challenges/", {"defenders": [people["Carol"].pk]}, expect=201)
    # Both are playing now: nobody they could challenge, and Carol is not free for Bob's
    # challengers either.
    assert d.get(f"{path}/")["may_challenge"] == [] and c.get(f"{path}/")["may_challenge"] == []
