"""Events and state: evolve is pure, state is JSON, replay rebuilds the same table."""

from __future__ import annotations

import copy
import json

from games.engine import Event, Rng
from games.engine.bot import bot_answer
from games.engine.table import fold, play_to_end
from games.rules.menagerie import RULES


def test_evolve_never_changes_the_state_it_is_given_and_replay_agrees():
    rng = Rng("pure")
    checked = []

    def check(state, event):
        checked.append(event)

    final, events = play_to_end(
        RULES,
        3,
        {},
        "pure-1",
        choose=lambda s, seat: bot_answer(RULES, s, seat, rng),
        check=check,
    )
    state = RULES.initial_state()
    for event in events:
        before = copy.deepcopy(state)
        after = RULES.evolve(state, event)
        assert state == before, f"{event.type} changed its input state"
        state = after
    assert state == final
    assert (
        fold(RULES, [Event.from_json(json.loads(json.dumps(e.to_json()))) for e in events]) == final
    )


def test_state_and_events_are_plain_json():
    final, events = play_to_end(
        RULES, 2, {}, "json-1", choose=lambda s, seat: bot_answer(RULES, s, seat, Rng("j"))
    )
    assert json.loads(json.dumps(RULES.encode_state(final))) == final
    assert RULES.decode_state(RULES.encode_state(final)) == final
    for event in events:
        json.dumps(event.to_json())
        assert event.type[0].isupper() and event.type.endswith(
            ("ed", "Up", "Dealt", "Chosen", "Began", "Taken")
        )


def test_unknown_events_such_as_platform_markers_change_nothing():
    state = RULES.initial_state()
    assert RULES.evolve(state, Event("SeatTimedOut", {"seat": 0})) is state
