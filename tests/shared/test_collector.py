"""``shared.collector.gc_paused``: no collector pass within a bulk of work (a rebuild's
chunk), the collector as it was found after, and the cycles made within collected."""

from __future__ import annotations

import gc
import io
import weakref

import pytest
from django.core.management import call_command

from shared.collector import gc_paused


class Node:
    pass


def test_no_pass_within_and_the_cycles_made_within_collected_after():
    assert gc.isenabled()
    with gc_paused():
        assert not gc.isenabled()
        a, b = Node(), Node()
        a.other, b.other = b, a  # a cycle: reference counting alone never frees it
        gone = weakref.ref(a)
        del a, b
        assert gone() is not None
    assert gc.isenabled() and gone() is None


def test_a_collector_turned_off_stays_off():
    gc.disable()
    try:
        with gc_paused():
            assert not gc.isenabled()
        assert not gc.isenabled()
    finally:
        gc.enable()


@pytest.mark.django_db
def test_the_rebuild_folds_its_games_with_the_collector_paused(alice, monkeypatch):
    from games import projections, services

    game = services.game_create(user=alice, kind="nim", seats=2)
    real, seen = projections._fold, []

    def fold(*args, **kwargs):
        seen.append(gc.isenabled())
        return real(*args, **kwargs)

    monkeypatch.setattr(projections, "_fold", fold)
    call_command("rebuild_projections", f"--game={game.pk}", stdout=io.StringIO())
    assert seen == [False] and gc.isenabled()
