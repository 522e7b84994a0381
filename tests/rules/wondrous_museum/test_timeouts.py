"""Missed deadlines (brief "Timeouts"; RULINGS R12)."""

from __future__ import annotations

from games.engine.rng import Rng
from games.rules.wondrous_museum import RULES
from games.rules.wondrous_museum.card_set import card
from tests.rules.wondrous_museum.helpers import (
    GATE,
    play,
    question,
    set_deck_top,
    set_hand,
    set_museum,
    started,
    types_of,
)


def fold(state, events):
    for e in events:
        state = RULES.evolve(state, e)
    return state


def test_a_timed_out_turn_is_an_exchange_discarding_the_highest_priced_card():
    state = started(2)
    me = state["first"]
    state = set_hand(state, me, ["pet-rock-with-a-pedigree", "longevity-burger"])
    state = set_deck_top(state, ["jar-of-bottled-thunder", "starry-stone", "crimson-chalice-1"])
    events = RULES.on_timeout(state, me, Rng("t"))
    state = fold(state, events)
    assert "ExchangeStarted" in types_of(events)
    discarded = [e for e in events if e.type == "CardsDiscarded"]
    assert discarded[0].data["cards"] == ["longevity-burger"]  # price 6
    assert question(state)[0] == 1 - me  # the turn has passed


def test_a_timed_out_exchange_also_discards_down_to_eight_highest_priced_first():
    state = started(2)
    me = state["first"]
    hand = [
        "pet-rock-with-a-pedigree",
        "glass-slipper-left-foot-only",
        "fortune-cookie-with-no-fortune",
        "coin-that-always-lands-on-its-edge",
        "jar-of-bottled-thunder",
        "snow-globe-of-a-city-that-doesnt-exist",
        "crimson-chalice-1",
        "crown-of-the-king-of-nowhere",
    ]
    state = set_hand(state, me, hand)
    state = set_deck_top(state, ["longevity-burger", "starry-stone", "crimson-chalice-2"])
    events = RULES.on_timeout(state, me, Rng("t"))
    state = fold(state, events)
    discarded = [c for e in events if e.type == "CardsDiscarded" for c in e.data["cards"]]
    assert discarded[0] == "longevity-burger"
    assert len(state["players"][me]["hand"]) == 8
    assert max(card(c)["price"] for c in discarded[1:]) >= max(
        card(c)["price"] for c in state["players"][me]["hand"]
    )


def test_a_timeout_in_the_middle_of_show_time_skips_the_optional_effects():
    state = started(2)
    me = state["first"]
    state = set_museum(state, me, [GATE, "starry-stone"], gate_tokens=0)
    state, _ = play(state, me, "show-green")
    events = RULES.on_timeout(state, me, Rng("t"))
    state = fold(state, events)
    assert "EffectsSkipped" in types_of(events)
    assert question(state)[0] == 1 - me


def test_a_timeout_at_the_opening_keeps_the_hand():
    from tests.rules.wondrous_museum.helpers import new_game

    state = new_game(2)
    seat = question(state)[0]
    hand = list(state["players"][seat]["hand"])
    state = fold(state, RULES.on_timeout(state, seat, Rng("t")))
    assert state["players"][seat]["hand"] == hand
    assert question(state)[0] == 1 - seat


def test_a_timeout_at_the_payment_pays_with_hand_cards_first():
    state = started(2)
    me = state["first"]
    state = set_hand(
        state, me, ["crimson-chalice-1", "pet-rock-with-a-pedigree", "jar-of-bottled-thunder"]
    )
    state, _ = play(state, me, "acquire-hand-crimson-chalice-1")
    events = RULES.on_timeout(state, me, Rng("t"))
    paid = next(e for e in events if e.type == "CostPaid")
    assert paid.data["tokens"] == {} and len(paid.data["cards"]) == 2


def test_timeouts_at_any_moment_of_random_games_keep_the_game_going():
    from games.engine.bot import bot_answer
    from games.engine.table import answer_events, setup_events, timeout_events

    for seats in (1, 3):
        seed = f"timeouts-{seats}"
        options = RULES.clean_options({"themes": "ancient-weapons+decorations"}, seats)
        events = setup_events(RULES, seats, options, seed)
        state = fold(RULES.initial_state(), events)
        rng = Rng(seed)
        for step in range(3000):
            if RULES.result(state) is not None:
                break
            seat = min(RULES.prompts(state))
            if step % 3 == 0:
                new = timeout_events(RULES, state, seat, seed, len(events))
            else:
                new = answer_events(
                    RULES, state, seat, bot_answer(RULES, state, seat, rng), seed, len(events)
                )
            for e in new:
                state = RULES.evolve(state, e)
                RULES.check_invariants(state)
            events.extend(new)
        assert RULES.result(state) is not None
