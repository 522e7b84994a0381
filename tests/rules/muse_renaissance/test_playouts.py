"""Random bot-played games: 200 per player count, invariants after every event.

Issue, "Done when": random bot-played games for 2-8 players all finish with a valid result.
Two players play the cooperative variant; 3-8 play competitive (and a co-op batch).
"""

from __future__ import annotations

import json

import pytest

from games.engine.bot import bot_answer
from games.engine.rng import Rng, rng_for
from games.engine.table import play_to_end
from games.rules.muse_renaissance import RULES

GAMES = 200


def check(state, event) -> None:
    RULES.check_invariants(state)


def assert_valid_result(state, seats: int) -> None:
    result = RULES.result(state)
    assert result is not None and RULES.prompts(state) == {}
    assert set(result.scores) == set(result.ranks) == set(range(seats))
    assert result.summary
    json.dumps(result.to_json())
    if state["mode"] == "competitive":
        assert len(state["history"]) == 2 * seats
        assert sum(result.scores.values()) == sum(state["scores"])
        assert min(result.ranks.values()) == 1
    else:
        assert result.details["won"] == (len(state["scoring_area"]) == 5)
        assert 3 <= len(state["history"]) <= 7  # 3 wrong at the soonest, 5+2 at most


def play(seats: int, mode: str, seed: str):
    rng = Rng(f"bots:{seed}")
    return play_to_end(
        RULES,
        seats,
        {"mode": mode},
        seed,
        choose=lambda state, seat: bot_answer(RULES, state, seat, rng),
        check=check,
    )


@pytest.mark.parametrize("seats", range(2, 9))
def test_random_bot_games_finish_with_a_valid_result(seats):
    mode = "cooperative" if seats == 2 else "competitive"
    for i in range(GAMES):
        state, _ = play(seats, mode, f"playout-{seats}-{i}")
        assert_valid_result(state, seats)


@pytest.mark.parametrize("seats", range(3, 9))
def test_random_cooperative_games_finish_with_a_valid_result(seats):
    for i in range(GAMES // 4):
        state, _ = play(seats, "cooperative", f"coop-{seats}-{i}")
        assert_valid_result(state, seats)


@pytest.mark.parametrize("seats", [2, 3, 5, 8])
def test_random_games_with_missed_deadlines_finish_with_a_valid_result(seats):
    # Every pending seat may miss its deadline now and then (on_timeout).
    mode = "cooperative" if seats == 2 else "competitive"
    for i in range(GAMES // 5):
        seed = f"timeouts-{seats}-{i}"
        rng = Rng(f"bots:{seed}")
        events = RULES.setup(seats, RULES.clean_options({"mode": mode}, seats), rng_for(seed, 0))
        state = RULES.initial_state()
        for event in events:
            state = RULES.evolve(state, event)
        while RULES.prompts(state):
            seat = rng.choice(sorted(RULES.prompts(state)))
            step = rng_for(seed, len(events))
            if rng.random() < 0.15:
                new = RULES.on_timeout(state, seat, step)
            else:
                answer = bot_answer(RULES, state, seat, rng)
                new = RULES.decide(state, seat, answer, step)
            for event in new:
                state = RULES.evolve(state, event)
                RULES.check_invariants(state)
            events.extend(new)
        assert_valid_result(state, seats)


def test_a_replay_of_the_events_gives_the_same_state_and_everything_is_json():
    state, events = play(5, "competitive", "replay")
    raw = [json.loads(json.dumps(e.to_json())) for e in events]
    from games.engine.events import Event
    from games.engine.table import fold

    again = fold(RULES, [Event.from_json(r) for r in raw])
    assert again == state
    assert RULES.decode_state(json.loads(json.dumps(RULES.encode_state(state)))) == state
