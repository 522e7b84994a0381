"""The Wondrous Museum's Hall of Fame is kept per player across games (rulebook, "Hall of
Fame": "In the next challenge, the rating must be higher than the last challenge")."""

from __future__ import annotations

import pytest

from games.models import Game
from leagues.models import HallOfFameEntry
from tests.support.api_bot import play_to_the_end

pytestmark = pytest.mark.django_db
SOLO_HOF = {"kind": "wondrous-museum", "seats": 1, "options": {"challenge": "hall-of-fame"}}


def test_a_solo_hall_of_fame_game_is_given_the_players_own_record(as_alice, alice):
    first = as_alice.post("/api/games/", SOLO_HOF, format="json").json()
    assert first["options"]["hall_of_fame_record"] == 0  # first challenge: acquiring it wins
    HallOfFameEntry.objects.create(user=alice, game=Game.objects.get(pk=first["id"]),
                                   rating=31, recorded_at=Game.objects.get(pk=first["id"]).created_at)  # fmt: skip
    second = as_alice.post("/api/games/", SOLO_HOF, format="json").json()
    assert second["options"]["hall_of_fame_record"] == 31
    assert as_alice.get("/api/me/hall-of-fame/").json()[0]["rating"] == 31


def test_nobody_can_set_their_own_bar(as_alice):
    body = {**SOLO_HOF, "options": {"challenge": "hall-of-fame", "hall_of_fame_record": 1}}
    response = as_alice.post("/api/games/", body, format="json")
    assert response.status_code == 400
    assert "leave out 'hall_of_fame_record'" in response.json()["detail"]
    assert not Game.objects.exists()


def test_a_played_out_solo_game_records_its_outcome(as_alice, alice):
    for _ in range(4):
        gid = as_alice.post("/api/games/", SOLO_HOF, format="json").json()["id"]
        final = play_to_the_end({0: as_alice}, gid)
        details = final["result"]["details"]
        entry = HallOfFameEntry.objects.filter(game_id=gid).first()
        if details["won"]:
            assert entry is not None and entry.rating == details["rating"]
            assert entry.previous == details["hall_of_fame"]["previous_record"]
        else:
            assert entry is None
    assert HallOfFameEntry.objects.filter(user=alice).count() == sum(
        1 for g in Game.objects.all() if g.result["details"]["won"]
    )


def test_a_won_challenge_becomes_the_bar_for_the_next_one(as_alice, alice):
    from games.command import run

    gid = as_alice.post("/api/games/", SOLO_HOF, format="json").json()["id"]
    won = {"scores": {"0": 42}, "ranks": {"0": 1}, "winners": [0], "breakdown": {},
           "summary": "won", "details": {"solo": True, "challenge": "hall-of-fame",
           "rating": 42, "won": True, "hall_of_fame": {"previous_record": 0, "new_record": 42}}}  # fmt: skip
    run(gid, lambda c: c.add_table("GameFinished", {"result": won}))  # the real commit path
    assert [(e["rating"], e["previous"]) for e in as_alice.get("/api/me/hall-of-fame/").json()] == [
        (42, 0)
    ]
    nxt = as_alice.post("/api/games/", SOLO_HOF, format="json").json()
    assert nxt["options"]["hall_of_fame_record"] == 42
