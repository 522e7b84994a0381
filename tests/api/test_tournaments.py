"""Tournaments over the API: a whole one from creation to its standings, what each role
may do, and bad input answered with what to fix."""

from __future__ import annotations

import json

import pytest
from rest_framework.test import APIClient

from tests.api.tournament_flow import tournament_flow
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
