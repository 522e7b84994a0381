"""The conservation laws themselves catch a broken state, and evolve is pure."""

from __future__ import annotations

import copy

import pytest

from games.engine.bot import bot_answer
from games.engine.events import Event
from games.engine.rng import Rng
from games.rules.muse_renaissance import RULES

from .helpers import rigged


def broken(table, **changes):
    return {**table.state, **changes}


def test_a_lost_masterpiece_is_caught():
    table = rigged(3)
    deck = table.state["decks"]["masterpieces"][1:]
    with pytest.raises(AssertionError, match="lost"):
        RULES.check_invariants(broken(table, decks={**table.state["decks"], "masterpieces": deck}))


def test_a_duplicated_inspiration_is_caught():
    table = rigged(3)
    deck = table.state["decks"]["inspirations"]
    with pytest.raises(AssertionError, match="duplicated"):
        RULES.check_invariants(
            broken(table, decks={**table.state["decks"], "inspirations": deck + deck[:1]})
        )


def test_a_score_that_no_turn_earned_is_caught():
    table = rigged(3)
    with pytest.raises(AssertionError, match="scores"):
        RULES.check_invariants(broken(table, scores=[1, 0, 0]))


def test_a_muse_scoring_above_the_cap_is_caught():
    table = rigged(5)
    table.play_turn(right=set(table.guessers()))
    entry = {**table.state["history"][-1], "points": [4, 1, 1, 1, 1]}
    with pytest.raises(AssertionError, match="more than 3"):
        RULES.check_invariants(broken(table, history=[entry], scores=[4, 1, 1, 1, 1]))


def test_evolve_never_changes_the_state_it_is_given():
    table = rigged(4)
    rng = Rng("pure")
    while table.phase != "over":
        before = copy.deepcopy(table.state)
        seat = min(RULES.prompts(table.state))
        answer = bot_answer(RULES, table.state, seat, rng)
        events = RULES.decide(table.state, seat, answer, rng)
        state = table.state
        for event in events:
            state = RULES.evolve(state, event)
        assert table.state == before
        table.answer(seat, answer)


def test_events_the_game_does_not_know_change_nothing():
    # RULINGS.md, "Platform events": e.g. the platform's SeatTimedOut marker.
    table = rigged(3)
    assert RULES.evolve(table.state, Event("SeatTimedOut", {"seat": 0})) is table.state
