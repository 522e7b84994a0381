"""Muse: Renaissance pictures come from the installation's own folder, by masterpiece id."""

from __future__ import annotations

import pytest
from django.core.management import call_command

from games.rules.muse_renaissance.cards import masterpieces
from tests.conftest import client_for, make_user
from tests.support.api_bot import legal_answer

pytestmark = pytest.mark.django_db
PNG = b"\x89PNG\r\n\x1a\n" + b"\0" * 16


@pytest.fixture
def images(settings, tmp_path):
    settings.VITRINE_MASTERPIECE_IMAGES = str(tmp_path)
    return tmp_path


def test_the_row_of_six_shows_an_image_for_each_masterpiece_with_a_file(images, django_user_model):
    for mid in masterpieces():
        (images / f"{mid}.png").write_bytes(PNG)
    players = {i: client_for(make_user(django_user_model, f"P{i}")) for i in range(3)}
    gid = players[0].post("/api/games/", {"kind": "muse-renaissance", "seats": 3},
                          format="json").json()["id"]  # fmt: skip
    for i in (1, 2):
        players[i].post(f"/api/games/{gid}/join/")
    for step in range(4):  # inspiration, clue: then the row is on the table
        summary = players[0].get(f"/api/games/{gid}/").json()
        seat = summary["to_act"][0]
        st = players[seat].get(f"/api/games/{gid}/state/").json()
        if st["view"].get("current") and st["view"]["current"]["row"]:
            break
        answer = legal_answer(gid, seat, str(step))
        body = {"version": st["version"], "choices": list(answer.choices)}
        if answer.text is not None:
            body = {"version": st["version"], "text": answer.text}
        assert players[seat].post(f"/api/games/{gid}/act/", body, format="json").status_code == 200
    guesser = next(s for s in range(3) if s != st["view"].get("muse"))
    row = players[guesser].get(f"/api/games/{gid}/state/").json()["view"]["current"]["row"]
    assert len(row) == 6
    assert all(card["image"] == f"/media/masterpieces/{card['id']}" for card in row)
    picture = players[guesser].get(row[0]["image"])
    assert picture.status_code == 200 and b"".join(picture.streaming_content) == PNG


def test_a_masterpiece_without_a_file_has_no_image_and_bad_ids_are_not_paths(images, client):
    assert client.get("/media/masterpieces/../../etc/passwd").status_code == 404
    assert client.get("/media/masterpieces/nothing-here").status_code == 404


def test_the_command_lists_the_missing_images(images, capsys):
    first = sorted(masterpieces())[0]
    (images / f"{first}.jpg").write_bytes(b"jpeg")
    call_command("masterpiece_images")
    out = capsys.readouterr().out
    assert f"1 of {len(masterpieces())} masterpieces have an image." in out
    assert first not in out.split("Missing")[1]
    assert sorted(masterpieces())[1] in out
