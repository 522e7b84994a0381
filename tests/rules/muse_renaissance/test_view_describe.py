"""What the table shows: the clue in every channel, the row in full, scoring breakdowns.

Issue: the clue is text shown in view and describe ("Clue: ...; reply with 1-6"); each
Masterpiece of the row by id, title, artist, year and visual description. Content notes,
"How clues are shown": always with the Inspiration's title and instruction.
"""

from __future__ import annotations

import json

from games.rules.muse_renaissance import RULES

from .helpers import rigged


def at_vote(seats: int = 4, card: str = "INS01", clue: str = "smile"):
    table = rigged(seats, masterpieces=["MP21"], inspirations=[card, "INS04"])
    table.choose(card)
    table.clue(clue)
    return table


def test_the_clue_is_shown_in_the_view_and_the_text_of_every_seat():
    table = at_vote()
    for seat in (None, 0, 1, 2, 3):
        current = table.view(seat)["current"]
        assert current["clue"] == "smile"
        assert current["clue_line"] == "Clue: smile; reply with 1-6"
        assert "Clue: smile; reply with 1-6." in RULES.describe(table.state, seat)


def test_the_clue_comes_with_the_inspirations_title_and_instruction():
    table = at_vote()
    card = table.view(1)["current"]["inspiration"]
    assert (card["title"], card["text"]) == ("One Word", "Give a single word.")
    assert "Inspiration: One Word - Give a single word." in RULES.describe(table.state, 1)
    assert "One Word" in RULES.prompts(table.state)[1].text


def test_each_masterpiece_of_the_row_is_shown_with_its_details():
    table = at_vote()
    row = table.view(2)["current"]["row"]
    assert [m["position"] for m in row] == [1, 2, 3, 4, 5, 6]
    for m in row:
        assert {"id", "title", "artist", "year", "description"} <= set(m)
    text = RULES.describe(table.state, 2)
    for m in row:
        assert f"{m['position']}. {m['title']}" in text and m["description"] in text


def test_the_vote_prompt_numbers_the_row_one_to_six():
    table = at_vote()
    prompt = RULES.prompts(table.state)[1]
    assert prompt.option_ids() == ["1", "2", "3", "4", "5", "6"]
    assert "Clue: smile; reply with 1-6" in prompt.text


def test_a_haiku_keeps_its_line_breaks():
    # Content notes: "Haiku keeps its line breaks."
    table = at_vote(card="INS42", clue="old stone\nall look up\nthe end")
    assert table.view(1)["current"]["clue"] == "old stone\nall look up\nthe end"


def test_the_muse_sees_the_masterpiece_and_its_position_and_is_told_what_to_do():
    table = rigged(4, masterpieces=["MP21"], inspirations=["INS01", "INS04"])
    assert "Choose your Inspiration" in RULES.describe(table.state, table.muse)
    table.choose("INS01")
    text = RULES.describe(table.state, table.muse)
    assert "Your Masterpiece: Mona Lisa" in text and "Reply with your clue." in text
    table.clue("smile")
    assert f"The answer is number {table.answer_position}." in RULES.describe(
        table.state, table.muse
    )


def test_after_the_reveal_everyone_sees_the_answer_votes_and_points():
    table = at_vote()
    table.vote_all(right={1, 2})
    reveal = table.view(3)["last_reveal"]
    assert reveal["answer"]["title"] == "Mona Lisa"
    assert [s["points"] for s in reveal["seats"]] == [2, 1, 1, 0]
    assert [s["correct"] for s in reveal["seats"]] == [False, True, True, False]
    text = RULES.describe(table.state, 3)
    assert "the answer was" in text and "{seat:0} (Muse): 2 point(s)." in text


def test_the_view_is_json_and_shows_whose_turn_it_is():
    table = at_vote()
    view = table.view(1)
    json.dumps(view)
    assert view["role"] == "guesser" and view["current"]["waiting_for"] == [1, 2, 3]
    assert "Reply with 1-6." in RULES.describe(table.state, 1)


def test_the_cooperative_view_shows_the_scoring_area_and_the_cards_set_aside():
    table = rigged(3, "cooperative", masterpieces=["MP21"])
    table.play_turn(right={1, 2})
    co = table.view(0)["cooperative"]
    assert [m["title"] for m in co["scoring_area"]] == ["Mona Lisa"]
    assert co["correct"] == 1 and co["incorrect"] == 0
    assert "Group: 1 of 5 Masterpieces guessed, 0 of 3 set aside." in RULES.describe(table.state, 0)


def test_the_final_view_carries_the_result():
    table = rigged(3)
    while table.phase != "over":
        table.play_turn(right={1} - {table.muse})
    view = table.view(None)
    assert view["result"]["winners"] == [1]
    assert "Game over. Winner: {seat:1}, with 4 points." in RULES.describe(table.state, None)
