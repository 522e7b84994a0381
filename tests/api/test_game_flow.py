"""A whole game through the REST API, as a third-party client plays it (Nim test game)."""

from __future__ import annotations

import hashlib

import pytest

from games.models import Event

pytestmark = pytest.mark.django_db


def create(client, **body):
    body.setdefault("kind", "nim")
    body.setdefault("seats", 2)
    return client.post("/api/games/", body, format="json")


def state(client, game_id, **params):
    return client.get(f"/api/games/{game_id}/state/", params)


def act(client, game_id, version, *choices, **extra):
    return client.post(
        f"/api/games/{game_id}/act/",
        {"version": version, "choices": list(choices), **extra},
        format="json",
    )


def test_kinds_lists_the_test_game_with_its_options(client):
    kinds = {k["slug"]: k for k in client.get("/api/kinds/").json()}
    nim = kinds["nim"]
    assert (nim["min_players"], nim["max_players"]) == (2, 4)
    assert {o["name"] for o in nim["options"]} == {"pile", "pledges"}


def test_a_game_starts_when_the_last_seat_is_taken(as_alice, as_bob):
    game = create(as_alice, options={"pile": 9}).json()
    assert game["status"] == "open" and game["seats"][1]["open"] is True
    joined = as_bob.post(f"/api/games/{game['id']}/join/").json()
    assert joined["status"] == "active"
    assert joined["to_act"] == [0, 1]  # the sealed pledge: both seats at once
    assert [s["name"] for s in joined["seats"]] == ["Alice", "Bob"]


def test_bad_options_are_refused_with_what_to_do(as_alice):
    response = create(as_alice, options={"pile": 2})
    assert response.status_code == 400
    assert response.json() == {
        "code": "illegal",
        "detail": "Option 'pile' must be between 5 and 40.",
    }
    response = create(as_alice, seats=7)
    assert response.status_code == 400 and "2-4 players" in response.json()["detail"]
    response = create(as_alice, kind="chess")
    assert response.status_code == 400 and "nim" in response.json()["detail"]


def started(as_alice, as_bob, **options):
    game = create(as_alice, options={"pile": 9, **options}).json()
    as_bob.post(f"/api/games/{game['id']}/join/")
    return game["id"]


def test_a_seat_sees_its_own_prompt_and_its_own_hidden_card_only(as_alice, as_bob, client):
    gid = started(as_alice, as_bob)
    mine = state(as_alice, gid).json()
    assert mine["seat"] == 0
    assert mine["prompt"]["kind"] == "choose" and mine["prompt"]["seat"] == 0
    assert [o["id"] for o in mine["prompt"]["options"]] == ["1", "2", "3"]
    assert set(mine["view"]["cards"]) == {"0"}
    assert set(state(as_bob, gid).json()["view"]["cards"]) == {"1"}
    spectator = state(client, gid).json()
    assert spectator["seat"] is None and spectator["prompt"] is None
    assert spectator["view"]["cards"] == {}


def test_an_illegal_answer_is_400_with_the_reason_and_appends_nothing(as_alice, as_bob):
    gid = started(as_alice, as_bob)
    version = state(as_alice, gid).json()["version"]
    before = Event.objects.filter(game_id=gid).count()
    response = act(as_alice, gid, version, "7")
    assert response.status_code == 400
    assert response.json()["detail"] == "'7' is not one of the options; choose from: 1, 2, 3."
    response = act(as_alice, gid, version, "1", "2")
    assert response.status_code == 400 and "exactly 1" in response.json()["detail"]
    assert Event.objects.filter(game_id=gid).count() == before


def test_acting_without_a_seat_or_out_of_turn_is_403(as_alice, as_bob, as_carol):
    gid = started(as_alice, as_bob, pledges=False)
    st = state(as_alice, gid).json()
    waiting = as_bob if st["to_act"] == [0] else as_alice
    assert act(as_carol, gid, st["version"], "1").status_code == 403
    response = act(waiting, gid, st["version"], "1")
    assert response.status_code == 403
    assert response.json()["code"] == "forbidden"


def test_a_stale_version_is_409_with_the_current_state(as_alice, as_bob):
    gid = started(as_alice, as_bob, pledges=False)
    st = state(as_alice, gid).json()
    mover = as_alice if st["to_act"] == [0] else as_bob
    assert act(mover, gid, st["version"], "1").status_code == 200
    other = as_bob if mover is as_alice else as_alice
    response = act(other, gid, st["version"], "1")
    assert response.status_code == 409
    body = response.json()
    assert body["code"] == "stale_version" and body["version"] == st["version"] + 1
    assert body["prompt"]["seat"] == body["seat"]


def test_simultaneous_prompts_accept_a_stale_version_when_the_prompt_is_unchanged(as_alice, as_bob):
    gid = started(as_alice, as_bob)
    seen = state(as_bob, gid).json()
    assert act(as_alice, gid, seen["version"], "2").status_code == 200
    response = act(as_bob, gid, seen["version"], "3", prompt=seen["prompt"]["id"])
    assert response.status_code == 200


def test_sealed_pledges_stay_secret_from_the_other_seat_until_revealed(as_alice, as_bob):
    gid = started(as_alice, as_bob)
    act(as_alice, gid, state(as_alice, gid).json()["version"], "3")
    bob_view = state(as_bob, gid).json()["view"]
    assert bob_view["pledges"] == {"0": "sealed"}
    feed = as_bob.get(f"/api/games/{gid}/events/").json()["events"]
    pledge = [e for e in feed if e["type"] == "PledgeMade"][0]
    assert "secret" not in pledge and pledge["data"] == {"seat": 0}
    alice_feed = as_alice.get(f"/api/games/{gid}/events/").json()["events"]
    assert [e for e in alice_feed if e["type"] == "PledgeMade"][0]["secret"] == {"pledge": 3}


def play_out(clients, gid):
    for _ in range(200):
        st = state(clients[0], gid).json()
        if st["status"] != "active":
            return st
        seat = st["to_act"][0]
        client = clients[seat]
        mine = state(client, gid).json()
        assert (
            act(client, gid, mine["version"], mine["prompt"]["options"][0]["id"]).status_code == 200
        )
    raise AssertionError("the game did not end")


def test_a_finished_game_publishes_the_seed_matching_the_hash_and_exports_everything(
    as_alice, as_bob
):
    gid = started(as_alice, as_bob)
    summary = as_alice.get(f"/api/games/{gid}/").json()
    assert summary["seed"] is None and len(summary["seed_sha256"]) == 64
    running = as_bob.get(f"/api/games/{gid}/export/").json()
    dealt = [e for e in running["events"] if e["type"] == "CardDealt"]
    assert [("secret" in e) for e in dealt] == [False, True]  # only Bob's own card
    assert "secret" not in running["events"][0]  # the seed stays hidden while running
    final = play_out([as_alice, as_bob], gid)
    assert final["status"] == "finished" and final["result"]["winners"]
    summary = as_alice.get(f"/api/games/{gid}/").json()
    assert hashlib.sha256(summary["seed"].encode()).hexdigest() == summary["seed_sha256"]
    export = as_bob.get(f"/api/games/{gid}/export/").json()
    assert export["seed"] == summary["seed"]
    assert all("secret" in e for e in export["events"] if e["type"] == "CardDealt")
    # The same result, in words for Bob ("You took the last stone" when he took it).
    assert export["result"] == as_bob.get(f"/api/games/{gid}/state/").json()["result"]
    assert [e["seq"] for e in export["events"]] == list(range(1, export["version"] + 1))


def test_replay_shows_the_public_view_at_any_version(as_alice, as_bob, client):
    gid = started(as_alice, as_bob, pledges=False)
    play_out([as_alice, as_bob], gid)
    final = state(client, gid).json()
    piles = [
        state(client, gid, at=n).json()["view"]["pile"] for n in range(0, final["version"] + 1)
    ]
    dealt = piles.index(9)  # before the deal the table is empty
    assert piles[-1] == 0
    assert all(a >= b for a, b in zip(piles[dealt:], piles[dealt + 1 :], strict=False))
    assert state(client, gid, at=final["version"] + 1).status_code == 400


def test_events_feed_pages_with_after(as_alice, as_bob):
    gid = started(as_alice, as_bob)
    first = as_alice.get(f"/api/games/{gid}/events/", {"limit": 2}).json()
    assert [e["seq"] for e in first["events"]] == [1, 2] and first["next_after"] == 2
    rest = as_alice.get(f"/api/games/{gid}/events/", {"after": 2}).json()
    assert rest["events"][0]["seq"] == 3
    assert as_alice.get(f"/api/games/{gid}/events/", {"after": "x"}).json()["code"] == "illegal"


def test_the_games_list_pages_newest_first_after_a_cursor(as_alice):
    ids = [create(as_alice).json()["id"] for _ in range(5)]
    first = as_alice.get("/api/games/", {"limit": 2}).json()
    assert [g["id"] for g in first["games"]] == ids[:2:-1] and first["next_after"] == ids[3]
    rest = as_alice.get("/api/games/", {"limit": 2, "after": first["next_after"]}).json()
    assert [g["id"] for g in rest["games"]] == [ids[2], ids[1]]
    last = as_alice.get("/api/games/", {"limit": 2, "after": rest["next_after"]}).json()
    assert [g["id"] for g in last["games"]] == [ids[0]], "a short page is the last"
    assert as_alice.get("/api/games/", {"after": ids[0]}).json()["games"] == []


@pytest.mark.parametrize(("query", "words"), [
    ({"mine": "maybe"}, "'mine' must be true or false"),
    ({"status": "lost"}, "'status' must be one of: open, active, finished, aborted"),
    ({"after": "-1"}, "'after' must be a whole number from 0"),
    ({"limit": "0"}, "'limit' must be a whole number from 1"),
])  # fmt: skip
def test_a_bad_list_filter_is_a_400_saying_what_is_allowed(as_alice, query, words):
    response = as_alice.get("/api/games/", query)
    assert response.status_code == 400 and words in response.json()["detail"]


def test_invite_only_games_need_the_code(as_alice, as_bob, as_carol):
    game = create(as_alice, seats=3, public=False).json()
    gid = game["id"]
    assert as_bob.get(f"/api/games/{gid}/").status_code == 404
    assert as_bob.post(f"/api/games/{gid}/join/").status_code == 404
    assert as_carol.get("/api/games/").json()["games"] == []
    response = as_bob.post(f"/api/games/{gid}/join/", {"invite_code": game["invite_code"]})
    assert response.status_code == 200
    assert as_bob.get(f"/api/games/{gid}/").json()["invite_code"] == game["invite_code"]


def test_leave_abort_and_bots_before_the_start(as_alice, as_bob):
    gid = create(as_alice, seats=3).json()["id"]
    as_bob.post(f"/api/games/{gid}/join/")
    assert as_bob.post(f"/api/games/{gid}/bots/").status_code == 403
    left = as_bob.post(f"/api/games/{gid}/leave/").json()
    assert left["seats"][1]["open"] is True
    assert as_bob.post(f"/api/games/{gid}/abort/").status_code == 403
    assert as_alice.post(f"/api/games/{gid}/abort/").json()["status"] == "aborted"
    assert as_bob.post(f"/api/games/{gid}/join/").status_code == 400


def test_every_error_is_json_with_code_and_detail(client, as_alice):
    assert client.post("/api/games/", {}, format="json").json()["code"] == "not_authenticated"
    response = as_alice.post("/api/games/", {"seats": "x"}, format="json")
    assert response.status_code == 400 and set(response.json()) >= {"code", "detail"}
    assert as_alice.get("/api/games/999/").json() == {
        "code": "not_found",
        "detail": "There is no such game, or you may not see it.",
    }
    bad = client.get("/api/games/", HTTP_AUTHORIZATION="Bearer nope").json()
    assert bad["code"] == "authentication_failed"


def test_a_game_summary_tells_the_caller_which_seat_is_theirs(as_alice, as_bob, client):
    gid = started(as_alice, as_bob)
    assert as_alice.get(f"/api/games/{gid}/").json()["my_seat"] == 0
    assert as_bob.get(f"/api/games/{gid}/").json()["my_seat"] == 1
    assert client.get(f"/api/games/{gid}/").json()["my_seat"] is None


def test_an_unknown_api_path_is_a_json_404(client):
    response = client.get("/api/nowhere/")
    assert response.status_code == 404
    assert response.json()["code"] == "not_found" and "/api/docs/" in response.json()["detail"]


def test_replay_as_a_spectator_shows_only_the_public_view(as_alice, as_bob):
    gid = started(as_alice, as_bob)
    assert set(state(as_alice, gid).json()["view"]["cards"]) == {"0"}
    public = state(as_alice, gid, **{"as": "spectator", "at": 4}).json()
    assert public["seat"] is None and public["view"]["cards"] == {}
    assert state(as_alice, gid, **{"as": "god"}).json()["code"] == "illegal"
    assert as_alice.get(f"/api/games/{gid}/").json()["created_by_me"] is True
    assert as_bob.get(f"/api/games/{gid}/").json()["created_by_me"] is False
