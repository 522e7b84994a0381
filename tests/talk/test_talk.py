"""Table talk: a chat per game for its players, through the REST API."""

from __future__ import annotations

import pytest

from talk.models import Message

pytestmark = pytest.mark.django_db


def nim_for_two(creator, **body):
    body = {"kind": "nim", "seats": 2, **body}
    return creator.post("/api/games/", body, format="json").json()["id"]


def say(client, game_id, text):
    return client.post(f"/api/games/{game_id}/talk/", {"text": text}, format="json")


def read(client, game_id, **params):
    return client.get(f"/api/games/{game_id}/talk/", params)


def test_players_talk_at_the_table_and_read_each_other(as_alice, as_bob):
    gid = nim_for_two(as_alice)
    as_bob.post(f"/api/games/{gid}/join/")
    first = say(as_alice, gid, "  Good luck, Bob!  ")
    assert first.status_code == 201
    assert first.json()["text"] == "Good luck, Bob!" and first.json()["name"] == "Alice"
    say(as_bob, gid, "You too.")
    page = read(as_bob, gid).json()
    assert [(m["seat"], m["name"], m["text"]) for m in page["messages"]] == [
        (0, "Alice", "Good luck, Bob!"),
        (1, "Bob", "You too."),
    ]
    newer = read(as_alice, gid, after=page["messages"][0]["id"]).json()
    assert [m["text"] for m in newer["messages"]] == ["You too."]
    assert newer["next_after"] == page["messages"][1]["id"]


def test_someone_without_a_seat_can_neither_read_nor_write(as_alice, as_carol):
    gid = nim_for_two(as_alice)
    say(as_alice, gid, "Waiting for someone to join.")
    for response in (read(as_carol, gid), say(as_carol, gid, "Hello?")):
        assert response.status_code == 403
        assert "players of this game" in response.json()["detail"]
    assert Message.objects.count() == 1


def test_a_private_game_talk_is_not_found_for_strangers(as_alice, as_carol, client):
    gid = nim_for_two(as_alice, public=False)
    assert read(as_carol, gid).status_code == 404
    assert read(client, gid).status_code in (401, 403)


def test_an_empty_or_overlong_message_is_refused_and_nothing_is_stored(as_alice):
    gid = nim_for_two(as_alice)
    empty = say(as_alice, gid, "   ")
    assert empty.status_code == 400 and "empty" in empty.json()["detail"]
    long = say(as_alice, gid, "x" * 1001)
    assert long.status_code == 400 and "1000" in long.json()["detail"]
    bad = read(as_alice, gid, after="soon")
    assert bad.status_code == 400 and "'after' must be a whole number" in bad.json()["detail"]
    assert Message.objects.count() == 0


def test_talk_keeps_the_name_a_player_had_when_they_spoke(alice, as_alice):
    gid = nim_for_two(as_alice)
    say(as_alice, gid, "Hello")
    alice.profile.display_name = "Alicia"
    alice.profile.save()
    say(as_alice, gid, "It is me again")
    names = [m["name"] for m in read(as_alice, gid).json()["messages"]]
    assert names == ["Alice", "Alicia"]
