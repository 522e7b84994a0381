"""Muse: Renaissance rulebook: "The Muse cannot speak or help in any way other than by
repeating the clue given previously" - from the moment the Muse sees the Masterpiece to the
reveal, the Muse cannot post in the game's chat; the guessers can (RULINGS.md 32)."""

from __future__ import annotations

import pytest

from games.models import Game
from tests.conftest import client_for, make_user
from tests.support.api_bot import legal_answer

pytestmark = pytest.mark.django_db


def answer(client, gid, seat):
    st = client.get(f"/api/games/{gid}/state/").json()
    a = legal_answer(gid, seat, str(st["version"]))
    body = {"version": st["version"]}
    body.update({"text": a.text} if a.text is not None else {"choices": list(a.choices)})
    assert client.post(f"/api/games/{gid}/act/", body, format="json").status_code == 200


def test_the_muse_is_silent_from_seeing_the_masterpiece_to_the_reveal(django_user_model):
    players = {i: client_for(make_user(django_user_model, f"P{i}")) for i in range(3)}
    created = players[0].post("/api/games/", {"kind": "muse-renaissance", "seats": 3},
                              format="json").json()  # fmt: skip
    gid = created["id"]
    assert created["time_control"]["days"] == 2  # "48 h to clue, 48 h to vote"
    for i in (1, 2):
        players[i].post(f"/api/games/{gid}/join/")
    muse = Game.objects.get(pk=gid).to_act[0]
    talk = f"/api/games/{gid}/talk/"
    assert players[muse].post(talk, {"text": "Good luck!"}, format="json").status_code == 201
    answer(players[muse], gid, muse)  # the Inspiration: the Muse now sees the Masterpiece
    before_clue = players[muse].post(talk, {"text": "Think of a smile"}, format="json")
    assert before_clue.status_code == 403
    assert "The Muse cannot speak" in before_clue.json()["detail"]
    answer(players[muse], gid, muse)  # the clue: voting begins
    silenced = players[muse].post(talk, {"text": "It's the one with the smile"}, format="json")
    assert silenced.status_code == 403
    assert "The Muse cannot speak" in silenced.json()["detail"]
    guesser = next(s for s in players if s != muse)
    assert players[guesser].post(talk, {"text": "Hmm..."}, format="json").status_code == 201
    texts = [m["text"] for m in players[guesser].get(talk).json()["messages"]]
    assert "It's the one with the smile" not in texts and "Think of a smile" not in texts
    for seat in [s for s in players if s != muse]:
        answer(players[seat], gid, seat)  # every vote in: the reveal
    assert players[muse].post(talk, {"text": "Well played"}, format="json").status_code == 201
