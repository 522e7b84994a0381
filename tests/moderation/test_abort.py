"""A moderator aborts a stuck game: a GameAborted event records who and why, the game
shows as aborted, and its history still replays and exports."""

from __future__ import annotations

import pytest
from django.core.management import call_command

from games import services
from games.models import Event, Game, GameStatus
from tests.games.test_projections_and_bots import snapshot_rows
from tests.moderation.conftest import started_nim

pytestmark = pytest.mark.django_db


def abort(client, gid, reason="Both players vanished"):
    return client.post(f"/api/moderation/games/{gid}/abort/", {"reason": reason}, format="json")


def test_a_moderator_aborts_a_game_in_play_with_a_recorded_reason(
    alice, bob, mod, as_alice, as_mod
):
    game = started_nim(alice, bob)
    game = services.game_act(user=alice if game.to_act == [0] else bob, game_id=game.pk,
                             version=game.version, choices=("2",))  # fmt: skip
    before = game.version
    answer = abort(as_mod, game.pk)
    assert answer.status_code == 200
    assert answer.json()["status"] == "aborted" and answer.json()["to_act"] == []
    assert answer.json()["deadline"] is None
    last = Event.objects.filter(game=game).order_by("seq").last()
    assert (last.seq, last.type) == (before + 1, "GameAborted")
    assert last.data == {"by": mod.pk, "reason": "Both players vanished", "moderator": True}
    # Nobody can move any more, and the history still reads, replays and exports.
    move = as_alice.post(f"/api/games/{game.pk}/act/", {"version": last.seq, "choices": ["1"]},
                         format="json")  # fmt: skip
    assert move.status_code == 400 and "aborted" in move.json()["detail"]
    events = as_alice.get(f"/api/games/{game.pk}/events/").json()["events"]
    assert events[-1]["type"] == "GameAborted"
    assert events[-1]["data"]["reason"] == "Both players vanished"
    replay = as_alice.get(f"/api/games/{game.pk}/state/", {"at": before})
    assert replay.status_code == 200 and replay.json()["version"] == before
    export = as_alice.get(f"/api/games/{game.pk}/export/").json()
    assert export["status"] == "aborted" and export["seed"] is not None
    assert [e["seq"] for e in export["events"]] == list(range(1, last.seq + 1))


def test_an_aborted_game_rebuilds_to_the_same_projection(alice, bob, mod):
    game = started_nim(alice, bob)
    services.game_abort_by_moderator(staff=mod, game_id=game.pk, reason="Stuck")
    before = snapshot_rows()
    call_command("rebuild_projections")
    assert snapshot_rows() == before
    assert Game.objects.get(pk=game.pk).status == GameStatus.ABORTED


def test_only_a_moderator_aborts_and_only_with_a_reason_a_game_not_over(
    alice, bob, as_alice, as_mod
):
    game = started_nim(alice, bob)
    refused = abort(as_alice, game.pk)
    assert refused.status_code == 403 and "Only moderators" in refused.json()["detail"]
    blank = abort(as_mod, game.pk, "")
    assert blank.status_code == 400 and "reason" in blank.json()["detail"]
    assert Game.objects.get(pk=game.pk).status == GameStatus.ACTIVE
    assert abort(as_mod, game.pk).status_code == 200
    again = abort(as_mod, game.pk)
    assert again.status_code == 400 and "already over (aborted)" in again.json()["detail"]
    assert Event.objects.filter(type="GameAborted").count() == 1
    assert abort(as_mod, 999_999).status_code == 404
