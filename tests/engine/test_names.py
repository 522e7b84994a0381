"""Seat tokens: the rules mark whom they mean; rendering writes a name, or "you"."""

from __future__ import annotations

from games.engine.names import fallback_names, has_tokens, render, render_all, seat, seats

NAMES = {0: "Alice", 1: "Babbage (bot)", 2: "Carol"}


def test_a_seat_is_written_as_its_players_name():
    assert render(f"Waiting for {seats([0, 2])}.", NAMES) == "Waiting for Alice and Carol."
    assert render(f"Done trading: {seats([0, 1, 2])}.", NAMES) == (
        "Done trading: Alice, Babbage (bot) and Carol."
    )


def test_the_reader_is_you_capitalised_where_a_sentence_starts():
    text = f"{seat(2)}: 4 points.\n  {seat(2)} bid 5. Then {seat(0)} passed to {seat(2)}."
    assert render(text, NAMES, reader=2) == "You: 4 points.\n  You bid 5. Then Alice passed to you."


def test_a_possessive_is_your_for_the_reader_and_names_for_the_others():
    text = "Turn 3: {seat:1's} turn. {seat:2's} museum."
    assert render(text, NAMES, reader=2) == "Turn 3: Babbage (bot)'s turn. Your museum."


def test_a_seat_without_a_name_is_counted_from_one():
    assert render(f"{seat(3)} won.", NAMES) == "Player 4 won."
    assert fallback_names(2) == {0: "Player 1", 1: "Player 2"}


def test_nobody_and_a_spectator():
    assert render(f"Winners: {seats([])}.", NAMES) == "Winners: nobody."
    assert render(f"{seat(0)} bid.", NAMES, reader=None) == "Alice bid."


def test_every_string_in_a_json_value_is_rendered_and_the_rest_kept():
    view = {"notes": [f"Offer o1 ({seat(0)} to {seat(1)})"], "seat": 0, "0": {"x": seat(1)}}
    assert render_all(view, NAMES, reader=0) == {
        "notes": ["Offer o1 (you to Babbage (bot))"], "seat": 0, "0": {"x": "Babbage (bot)"}}  # fmt: skip
    assert has_tokens(view) and not has_tokens(render_all(view, NAMES))
