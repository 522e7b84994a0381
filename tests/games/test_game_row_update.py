"""A command writes only the game columns it changed (and the version): a move changes
three or four of twenty, and the rest cost their encoding and sending at every move. The
row still reads as the events say, on both databases."""

from __future__ import annotations

import re

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from games import projections, services
from games.models import Game
from tests.notifications.conftest import mover, nim_for_two

pytestmark = pytest.mark.django_db

_SET = re.compile(r'UPDATE "games_game" SET (.*?) WHERE', re.S)


def _set_columns(queries) -> list[str]:
    sets = [m.group(1) for q in queries for m in _SET.finditer(q["sql"])]
    assert len(sets) == 1, sets  # one UPDATE of the game per command
    return re.findall(r'"(\w+)" = ', sets[0])


def test_a_move_sets_only_what_it_changed(alice, bob):
    game = nim_for_two(alice, bob)
    player = mover(game, alice, bob)
    with CaptureQueriesContext(connection) as seen:
        after = services.game_act(user=player, game_id=game.pk, version=game.version,
                                  choices=("1",))  # fmt: skip
    columns = _set_columns(seen.captured_queries)
    assert "version" in columns and "to_act" in columns  # the turn passed to the other player
    for fixed in ("kind", "seed", "seed_sha256", "options", "invite_code", "created_at"):
        assert fixed not in columns
    row = Game.objects.get(pk=game.pk)
    assert row.version == after.version == game.version + 1
    assert row.to_act == after.to_act != game.to_act
    assert row.options == {"pledges": False, "pile": 20} and row.seed == game.seed


def test_the_game_that_ends_writes_its_result(alice, bob):
    game = nim_for_two(alice, bob, pile=5)
    while game.status == "active":  # one stone a move: the last one taken ends it
        with CaptureQueriesContext(connection) as seen:
            game = services.game_act(user=mover(game, alice, bob), game_id=game.pk,
                                     version=game.version, choices=("1",))  # fmt: skip
    columns = _set_columns(seen.captured_queries)
    assert {"status", "result", "finished_at", "version"} <= set(columns)
    row = Game.objects.get(pk=game.pk)
    assert row.status == "finished" and row.result and row.finished_at is not None


def test_a_json_value_changed_in_place_is_still_written(alice, bob):
    game = nim_for_two(alice, bob)
    before = projections.game_values(game)
    game.options["pile"] = 7  # the same dict, edited
    assert projections.game_values(game)["options"] != before["options"]
