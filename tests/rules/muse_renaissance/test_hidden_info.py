"""Hidden information never leaves through ``view``, ``describe`` or a public event.

Issue: hidden are the answer until the reveal, the votes until all are in, the Inspiration
card not chosen, and the deck orders.
"""

from __future__ import annotations

import json

from games.engine.bot import bot_answer
from games.engine.events import redact
from games.engine.rng import Rng
from games.rules.muse_renaissance import RULES

from .helpers import rigged


def seen_by(table, seat) -> str:
    return json.dumps(table.view(seat)) + RULES.describe(table.state, seat)


def test_before_choosing_only_the_muse_sees_the_two_inspirations_and_nobody_the_masterpiece():
    table = rigged(4, masterpieces=["MP21"], inspirations=["INS33", "INS29"])
    for seat in (None, *table.guessers()):
        assert "INS33" not in seen_by(table, seat) and "INS29" not in seen_by(table, seat)
    assert "INS33" in seen_by(table, table.muse)
    for seat in (None, *range(4)):
        assert "MP21" not in seen_by(table, seat) and "Mona Lisa" not in seen_by(table, seat)


def test_the_inspiration_not_chosen_stays_hidden_from_the_others():
    table = rigged(4, inspirations=["INS33", "INS29"])
    events = table.choose("INS33")
    for seat in (None, *table.guessers()):
        assert "INS29" not in seen_by(table, seat)
        for event in events:
            assert "INS29" not in json.dumps(redact(event.to_json(), seat, finished=False))
    table.clue("The Moon")
    table.vote_all()
    for seat in (None, *range(4)):
        assert "INS29" not in seen_by(table, seat)


def test_only_the_muse_knows_the_answer_until_the_reveal():
    table = rigged(4, masterpieces=["MP21"], inspirations=["INS01", "INS04"])
    table.choose("INS01")
    table.clue("smile")
    position = table.answer_position
    assert table.view(table.muse)["current"]["answer_position"] == position
    for seat in (None, *table.guessers()):
        current = table.view(seat)["current"]
        assert "answer_position" not in current and "masterpiece" not in current


def test_the_guessers_view_is_the_same_wherever_the_answer_lies():
    # Whatever the secret, a guesser's view cannot tell it.
    table = rigged(4, masterpieces=["MP21"], inspirations=["INS01", "INS04"])
    table.choose("INS01")
    table.clue("smile")
    row = table.state["current"]["row"]
    other = row[0] if row[0] != "MP21" else row[1]
    moved = {
        **table.state,
        "current": {
            **table.state["current"],
            "masterpiece": other,
            "answer_position": row.index(other) + 1,
        },
    }
    for seat in (None, *table.guessers()):
        assert RULES.view(moved, seat) == RULES.view(table.state, seat)
        assert RULES.describe(moved, seat) == RULES.describe(table.state, seat)


def test_votes_stay_secret_until_all_are_in():
    table = rigged(4, inspirations=["INS01", "INS04"])
    table.choose("INS01")
    table.clue("smile")
    table.vote(1, 5)
    for seat in (None, 0, 2, 3):
        current = table.view(seat)["current"]
        assert current["voted"] == [1] and "your_vote" not in current
    assert table.view(1)["current"]["your_vote"] == {"position": 5, "flag": False}
    cast = next(e for e in table.events if e.type == "VoteCast")
    assert "position" not in cast.data and cast.secret_to == (1,)
    table.vote(2, 4)
    table.vote(3, 3)
    assert table.view(0)["last_reveal"]["seats"][1]["vote"] == 5


def test_the_deck_orders_are_shown_to_nobody():
    table = rigged(3)
    deck = table.state["decks"]["masterpieces"]
    for seat in (None, 0, 1, 2):
        view = table.view(seat)
        assert view["decks"] == {"masterpieces": 83, "inspirations": 52}
        assert all(card not in json.dumps(view) for card in deck[:20])


def test_no_view_leaks_another_seats_secret_at_any_moment_of_random_games():
    # Brief: serialise every seat's view and assert no other seat's hidden ids appear.
    for n in (3, 4, 5):
        for game in range(4):
            table = rigged(n)
            rng = Rng(f"hidden-{n}-{game}")
            while table.phase != "over":
                _assert_no_leak(table)
                seat = min(RULES.prompts(table.state))
                table.answer(seat, bot_answer(RULES, table.state, seat, rng))


def _assert_no_leak(table) -> None:
    state = table.state
    current = state["current"]
    hidden_ids = set(current["offered"])  # the Inspirations before the choice
    if not current["row"]:
        hidden_ids.add(current["masterpiece"])  # the answer before the row is laid
    for seat in (None, *range(state["seats"])):
        seen = json.dumps(RULES.view(state, seat)) + RULES.describe(state, seat)
        own = set(current["offered"]) if seat == state["muse"] else set()
        if seat == state["muse"] and current["seen"]:
            own.add(current["masterpiece"])
        for card in hidden_ids - own:
            assert card not in seen, (seat, card)
        view_current = RULES.view(state, seat)["current"]
        if seat != state["muse"]:
            assert "answer_position" not in view_current and "masterpiece" not in view_current
        # Only one's own vote is shown: the view carries no vote but "your_vote".
        assert "votes" not in view_current
        mine = current["votes"].get(str(seat)) if seat is not None else None
        assert view_current.get("your_vote") == mine


def test_public_event_data_never_carries_a_secret():
    table = rigged(4)
    table.play_turn(right={1})
    for event in table.events:
        if event.secret:
            assert not set(event.secret) & set(event.data) - {"seat"}, event.type
            for seat in (None, *range(4)):
                redacted = redact(event.to_json(), seat, finished=False)
                assert ("secret" in redacted) == (seat in event.secret_to)
