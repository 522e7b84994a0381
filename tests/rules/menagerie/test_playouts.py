"""Random bot games for 1-4 players: every game ends with a valid result, and after every
event no insect is lost or duplicated and no token supply goes negative."""

from __future__ import annotations

import pytest

from games.engine import Rng
from games.engine.bot import bot_answer
from games.engine.table import answer_events, play_to_end, setup_events
from games.rules.menagerie import RULES
from games.rules.menagerie.cards import FULL_COLLECTION, SOLO_REMOVAL_LIMIT
from games.rules.menagerie.state import insect_count

GAMES = 200


def check(state, event):
    RULES.check_invariants(state)


def assert_valid_result(state, seats):
    result = RULES.result(state)
    assert result is not None, "the game ended without a result"
    assert sorted(result.ranks) == list(range(seats))
    assert min(result.ranks.values()) == 1
    for seat, parts in result.breakdown.items():
        terrariums = sum(parts[f"terrarium_{i}"] for i in (1, 2, 3))
        assert parts["total"] == terrariums + parts["iridescent"] + parts["showcase"]
        assert result.scores[seat] == parts["total"]
    counts = [insect_count(p) for p in state["players"]]
    if seats == 1:
        assert counts[0] == FULL_COLLECTION or len(state["removed"]) >= SOLO_REMOVAL_LIMIT
        assert result.details["solo_title"]
    else:
        assert FULL_COLLECTION in counts
        assert state["final_turns"] == []
    assert RULES.prompts(state) == {}


@pytest.mark.parametrize("seats", [1, 2, 3, 4])
def test_two_hundred_random_games_finish_with_a_valid_result(seats):
    for i in range(GAMES):
        rng = Rng(f"bot-{seats}-{i}")
        state, _ = play_to_end(
            RULES,
            seats,
            {},
            f"playout-{seats}-{i}",
            choose=lambda s, seat, rng=rng: bot_answer(RULES, s, seat, rng),
            check=check,
        )
        assert_valid_result(state, seats)


VARIANTS = [
    {"benefactors": "none", "showcases": "none"},
    {"benefactors": "dealt", "showcases": "dealt"},
    {"benefactors": "draft", "showcases": "draft", "hidden_showcases": True},
    {"benefactors": "dealt", "showcases": "none", "net_row": "B"},
]


@pytest.mark.parametrize("options", VARIANTS, ids=lambda o: "-".join(map(str, o.values())))
@pytest.mark.parametrize("seats", [1, 2, 3, 4])
def test_every_option_plays_to_a_valid_end(seats, options):
    for i in range(10):
        rng = Rng(f"variant-{seats}-{i}")
        state, _ = play_to_end(
            RULES,
            seats,
            options,
            f"variant-{seats}-{i}-{sorted(options.items())}",
            choose=lambda s, seat, rng=rng: bot_answer(RULES, s, seat, rng),
            check=check,
        )
        assert_valid_result(state, seats)


@pytest.mark.parametrize("seats", [1, 2, 3, 4])
def test_games_with_missed_deadlines_still_finish_with_a_valid_result(seats):
    # The platform may time out any seat that owes an answer, at any step.
    for i in range(25):
        seed = f"late-{seats}-{i}"
        rng = Rng(seed)
        events = setup_events(RULES, seats, RULES.clean_options({}, seats), seed)
        state = RULES.initial_state()
        for event in events:
            state = RULES.evolve(state, event)
            check(state, event)
        for _ in range(5000):
            pending = RULES.prompts(state)
            if not pending:
                break
            seat = rng.choice(sorted(pending))
            if rng.random() < 0.3:
                new = RULES.on_timeout(state, seat, rng)
            else:
                answer = bot_answer(RULES, state, seat, rng)
                new = answer_events(RULES, state, seat, answer, seed, len(events))
            assert new, "every answer or timeout moves the game on"
            for event in new:
                state = RULES.evolve(state, event)
                check(state, event)
            events.extend(new)
        assert_valid_result(state, seats)
