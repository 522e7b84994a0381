"""Names written into what leaves the platform (``games.names.render_for``): it works on
the encoded JSON for speed, and must give exactly what a walk of the value gives
(``render_all``), whatever the strings hold and whoever reads."""

from __future__ import annotations

import datetime as dt

import orjson
import pytest

from games.engine.bot import bot_answer
from games.engine.names import render_all
from games.engine.registry import all_kinds
from games.engine.rng import Rng
from games.engine.table import play_to_end
from games.models import GameStatus
from games.names import render_for, render_json

# Names that JSON must escape, or that look like the JSON around them.
NAMES = {0: 'Ada "the bold"', 1: "Bob \\ Bob", 2: "Zoë {seat:1}", 3: "Dee\nDee", 4: "Eve", 5: "Fay"}


def same(value, reader):
    walked = render_all(value, NAMES, reader)
    assert render_for(None, value, seat=reader, names=NAMES) == walked
    # The export's road: the JSON as encoded, named as bytes, is the walked value encoded.
    encoded = orjson.dumps(value)
    assert render_json(encoded, seat=reader, names=NAMES) == orjson.dumps(walked)


@pytest.mark.parametrize("reader", [0, 1, None])
def test_strings_of_every_shape_are_named_as_a_walk_names_them(reader):
    same({
        "log": ["{seat:0} took 3.", 'She said "{seat:1}"', "\\{seat:0}\\", "a\n  {seat:0} b"],
        "deep": [[[{"who": "{seat:0's} turn. {seat:1} waits. {seat:0}"}]]],
        "{seat:0}": "a key is an id: kept", "plain": [1, 2.5, None, True, False, "x"],
        "empty": {}, "none": [], "odd": "{seat:}{seat:x}{seat:12}", "tuple": ("{seat:1}",),
        "unicode": "\u2028{seat:0}\u00e9",
    }, reader)  # fmt: skip
    same(["{seat:0}", {"k": "{seat:1}"}], reader)
    same({"nothing": "to name", "n": 1}, reader)


def test_values_json_does_not_hold_as_they_are_are_walked_and_kept():
    when = dt.datetime(2026, 12, 3, tzinfo=dt.UTC)
    value = {"at": when, 3: "{seat:0}", "status": GameStatus.ACTIVE, "big": 2**70}
    rendered = render_for(None, value, seat=None, names=NAMES)
    assert rendered == {"at": when, 3: 'Ada "the bold"', "status": "active", "big": 2**70}
    assert rendered["at"] is when and type(rendered["status"]) is GameStatus


def test_a_container_comes_back_new():
    value = {"a": ["{seat:0}"], "b": [1]}
    rendered = render_for(None, value, seat=0, names=NAMES)
    assert rendered is not value and rendered["b"] is not value["b"]
    assert value == {"a": ["{seat:0}"], "b": [1]}


@pytest.mark.parametrize("rules", all_kinds(), ids=lambda r: r.slug)
def test_every_games_views_texts_and_prompts_are_named_as_a_walk_names_them(rules):
    """Through a bot-played game at the most seats, for every seat and a spectator."""
    seats = min(rules.max_players, len(NAMES))
    rng = Rng(f"render-for-{rules.slug}")
    seen = [0]

    def check(state, event):
        seen[0] += 1
        if seen[0] % 7:
            return
        prompts = rules.prompts(state)
        for seat in [*range(seats), None]:
            view, text = rules.view_and_text(state, seat)
            same(view, seat)
            same(text, seat)
            if seat in prompts:
                same(prompts[seat].to_json(), seat)

    state, _ = play_to_end(rules, seats, {}, f"render-for-{rules.slug}",
                           choose=lambda state, seat: bot_answer(rules, state, seat, rng),
                           check=check)  # fmt: skip
    assert seen[0] > 7
    result = rules.result(state)
    for seat in [*range(seats), None]:
        same(result.to_json(), seat)
