"""Snapshots keep long games fast and never change what a replay gives."""

from __future__ import annotations

import pytest

from games import services
from games.engine import get_kind
from games.models import Snapshot
from games.replay import fold_rows, load_state

pytestmark = pytest.mark.django_db


def test_state_from_a_snapshot_equals_a_replay_from_the_first_event(
    alice, settings, django_capture_on_commit_callbacks
):
    settings.VITRINE_SNAPSHOT_EVERY = 5
    with django_capture_on_commit_callbacks(execute=True):
        game = services.game_create(user=alice, kind="nim", seats=4, bots=4, join=False,
                                    options={"pile": 40})  # fmt: skip
    game.refresh_from_db()
    assert Snapshot.objects.filter(game=game).count() >= 2
    rules = get_kind("nim")
    for version in range(0, game.version + 1):
        from_scratch = fold_rows(rules, game.events.filter(seq__lte=version).order_by("seq"))
        assert load_state(game, rules, upto=version) == from_scratch


def test_a_snapshot_of_another_rules_version_is_ignored(alice, settings):
    settings.VITRINE_SNAPSHOT_EVERY = 1
    game = services.game_create(user=alice, kind="nim", seats=2, bots=1)
    Snapshot.objects.filter(game=game).update(rules_version="0-old", state={"broken": True})
    rules = get_kind("nim")
    assert load_state(game, rules) == fold_rows(rules, game.events.order_by("seq"))
