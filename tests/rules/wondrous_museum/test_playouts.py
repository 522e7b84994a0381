"""Random bot-played games: every player count, every solo challenge, every pair of themes
all finish, with every conservation law checked after every event."""

from __future__ import annotations

import pytest

from games.engine.bot import bot_answer
from games.engine.rng import Rng
from games.engine.table import play_to_end
from games.rules.wondrous_museum import RULES
from games.rules.wondrous_museum.card_set import CHALLENGE_ORDER, THEME_PAIRS, pair_value

GAMES = 200
PAIRS = [pair_value(p) for p in THEME_PAIRS]


def playout(seats: int, i: int, options: dict) -> tuple[dict, list]:
    rng = Rng(f"bot-{seats}-{i}")

    def choose(state, seat):
        return bot_answer(RULES, state, seat, rng)

    def check(state, event):
        RULES.check_invariants(state)

    return play_to_end(RULES, seats, options, f"playout-{seats}-{i}", choose=choose, check=check)


def assert_valid_result(state, seats):
    result = RULES.result(state)
    assert result is not None and not RULES.prompts(state)
    assert set(result.scores) == set(range(seats)) == set(result.ranks)
    assert min(result.ranks.values()) == 1 or seats == 1
    for seat in range(seats):
        b = result.breakdown[seat]
        assert b["total"] == b["exhibit_ratings"] + b["admiration_tokens"] + b["special_effects"]
        assert result.scores[seat] == b["total"]
    assert result.summary


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_two_hundred_random_games_finish_for_each_player_count(seats):
    rounds = []
    for i in range(GAMES):
        state, _ = playout(seats, i, {"themes": PAIRS[i % len(PAIRS)]})
        assert_valid_result(state, seats)
        rounds.append(state["round"])
    assert max(rounds) < 80


@pytest.mark.parametrize("challenge", CHALLENGE_ORDER)
def test_random_solo_games_finish_for_every_challenge_and_pair_of_themes(challenge):
    for i in range(GAMES // len(CHALLENGE_ORDER)):
        state, _ = playout(1, i, {"themes": PAIRS[i % len(PAIRS)], "challenge": challenge})
        assert_valid_result(state, 1)
        result = RULES.result(state)
        assert result.details["challenge"] == challenge
        assert isinstance(result.details["won"], bool)
        assert state["dates"] <= 4
