"""Snapshots keep long games fast and never change what a replay gives."""

from __future__ import annotations

import json

import pytest

from games import services
from games.bots import bots_play
from games.engine import get_kind
from games.models import Snapshot
from games.replay import fold_rows, forget, load_state

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
    Snapshot.objects.filter(game=game).update(rules_version="0-old", state='{"broken": true}')
    rules = get_kind("nim")
    assert load_state(game, rules) == fold_rows(rules, game.events.order_by("seq"))


def test_a_state_read_from_a_snapshot_lists_everything_in_the_order_it_was_folded(alice, settings):
    """PostgreSQL's jsonb sorts keys: a Wondrous Museum player's runes came back from a
    snapshot as "red, blue, green..." while the events gave "green, red, blue...", so the
    table's words changed with the snapshot. Compared as JSON text, order included."""
    settings.VITRINE_SNAPSHOT_EVERY = 7
    game = services.game_create(user=alice, kind="wondrous-museum", seats=3, bots=3,
                                join=False)  # fmt: skip
    bots_play(game.pk, limit=60)
    game.refresh_from_db()
    assert Snapshot.objects.filter(game=game).exists()
    rules = get_kind(game.kind)
    for version in range(1, game.version + 1, 3):
        forget()
        from_scratch = fold_rows(rules, game.events.filter(seq__lte=version).order_by("seq"))
        loaded = load_state(game, rules, upto=version)
        assert json.dumps(loaded) == json.dumps(from_scratch), version
        assert rules.describe(loaded, 0) == rules.describe(from_scratch, 0)
