"""The platform keeps the state a command ends with and hands the same object to the
response, the emails and the bots of that process (games/replay.py): that is only safe
because no game changes a state it is given. Each game is played to its end here, and
before every event the state is copied and compared after evolve, prompts, view and
describe have seen it."""

from __future__ import annotations

import copy

import pytest

from games.engine import all_kinds
from games.engine.bot import bot_answer
from games.engine.rng import Rng
from games.engine.table import play_to_end


@pytest.mark.parametrize("rules", all_kinds(), ids=lambda r: r.slug)
def test_no_game_changes_a_state_it_is_given(rules):
    players = min(max(rules.min_players, 2), rules.max_players)
    rng = Rng("immutable")
    _, events = play_to_end(rules, players, {}, "immutable-seed",
                            choose=lambda state, seat: bot_answer(rules, state, seat, rng))  # fmt: skip
    state = rules.initial_state()
    for event in events:
        before = copy.deepcopy(state)
        new = rules.evolve(state, event)
        rules.prompts(state)
        for seat in (None, *range(players)):
            rules.view(state, seat)
            rules.describe(state, seat)
        assert state == before, f"{rules.slug} changed its state on {event.type}"
        state = new
