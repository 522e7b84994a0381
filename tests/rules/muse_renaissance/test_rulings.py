"""Rulings of RULINGS.md not covered by a topical test file (each cites its ruling)."""

from __future__ import annotations

from games.rules.muse_renaissance import RULES, cards

from .helpers import rigged


def test_a_resigned_seat_is_played_by_the_bot():
    # RULINGS.md, "Resigning".
    assert RULES.resign_policy == "bot"
    assert RULES.describe_kind()["resign_policy"] == "bot"


def test_every_seat_has_six_voting_tokens_numbered_one_to_six():
    # Rulebook "Game Setup": 6 Voting Tokens numbered 1-6; the vote options are those.
    table = rigged(8, inspirations=["INS01", "INS04"])
    table.choose("INS01")
    table.clue("smile")
    for prompt in RULES.prompts(table.state).values():
        assert prompt.option_ids() == [str(n) for n in range(1, 7)]


def test_prompt_ids_differ_between_decision_points():
    # Brief: a prompt id names its decision point (turn and step).
    table = rigged(3, inspirations=["INS01", "INS04"])
    ids = [RULES.prompts(table.state)[table.muse].id]
    table.choose("INS01")
    ids.append(RULES.prompts(table.state)[table.muse].id)
    table.clue("smile")
    ids.append(RULES.prompts(table.state)[1].id)
    table.vote_all()
    ids.append(RULES.prompts(table.state)[table.muse].id)
    assert ids == ["inspire-1", "clue-1", "vote-1", "inspire-2"]


def test_the_clue_prompt_is_free_text_limited_to_the_global_length():
    table = rigged(3, inspirations=["INS01", "INS04"])
    table.choose("INS01")
    prompt = RULES.prompts(table.state)[table.muse]
    assert prompt.kind == "text" and prompt.max_length == cards.clue_length_limit() == 200


def test_the_giveaway_exceptions_are_read_from_the_content_file():
    assert cards.giveaway_exceptions() == {
        "and", "with", "after", "workshop", "school", "unknown", "elder", "younger",
        "brothers", "della", "weavers",
    }  # fmt: skip


def test_the_card_set_has_54_inspirations_and_84_masterpieces():
    # Rulebook "Components": 54 Inspiration Cards, 84 Masterpiece Cards.
    assert len(cards.inspirations()) == 54 and len(cards.masterpieces()) == 84
    judged = [c["judged_by"] for c in cards.inspirations().values()]
    assert (judged.count("machine"), judged.count("both"), judged.count("players")) == (34, 10, 10)
