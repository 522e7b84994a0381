"""Rulings not covered by a rule's own test file, and RULINGS.md itself.

Where each ruling is tested is listed in RULINGS.md."""

from __future__ import annotations

from pathlib import Path

from games.rules.menagerie import RULES
from games.rules.menagerie.cards import RULINGS

from .helpers import ALICE, arrange, choose, of_type, option_ids, row, settle, tokens, types

RULINGS_MD = Path(__file__).parents[3] / "games" / "rules" / "menagerie" / "RULINGS.md"


def test_rulings_md_carries_every_ruling_of_the_content_file_word_for_word():
    text = RULINGS_MD.read_text("utf-8")
    for ruling in RULINGS:
        assert f"**{ruling['id']} ({ruling['topic']})**: {ruling['ruling']}" in text


def test_r02_with_no_insect_in_the_field_steps_three_to_five_are_skipped():
    # R02: "if none exists (the Field is empty), skip steps 3-5."
    empty = {s: None for s in ("A1", "A2", "A3", "B1", "B2", "B3")}
    state = arrange(field=empty, unlocked=0)
    state, events = settle(state)
    assert "InsectTaken" not in types(events)
    assert types(events)[:2] == ["FieldRefilled", "TurnEnded"]


def test_r09_discovery_tokens_are_not_limited_to_the_thirty_in_the_box():
    # R09: "Discovery tokens are unlimited in the engine".
    state = arrange(discovery={ALICE: 40}, benefactor={ALICE: "BF01"}, unlocked=0)
    state, _ = choose(state, "A2")
    assert tokens(state, ALICE) == 41


def test_m01_a_step_with_a_single_legal_choice_is_taken_for_the_player():
    field = {"A1": None, "A2": None, "A3": None, "B1": None, "B2": "MAN01", "B3": None}
    state = arrange(field=field, unlocked=0)
    state, events = settle(state)
    assert of_type(events, "InsectTaken")[0].data["space"] == "B2"


def test_m03_a_big_insects_bonus_may_come_after_its_extra_insect_is_placed():
    # R11 + M03: the Giant Asian Mantis is not right of a mantis when placed, but is once
    # BIG's extra insect (a SMALL mantis) slips in to its left.
    field = {"A1": "MAN03", "A2": "MAN12"}
    state = arrange(
        field=field,
        benefactor={ALICE: "BF08"},
        terrariums={ALICE: [["HEM01"], [], []]},
        discovery={ALICE: 2},
        unlocked=0,
    )
    state, events = choose(state, "A1")
    assert not of_type(events, "BonusGained")
    state, events = choose(state, "BIG-A2", "T1-2")
    assert row(state, ALICE, 0) == ["HEM01", "MAN12", "MAN03"]
    paid = [e.data for e in of_type(events, "BonusGained")]
    assert [(b["card"], b["checkpoint"]) for b in paid] == [("MAN03", "B")]


def test_m10_fierce_may_move_an_insect_out_of_the_terrarium_it_just_filled():
    state = arrange(terrariums={ALICE: [["COL02", "COL03", "COL04", "COL05"], [], []]}, unlocked=0)
    state, _ = choose(state, "B2")  # the 5th insect: terrarium 1 is full
    assert "FIERCE-COL02-T2" in option_ids(state)
    state, _ = choose(state, "FIERCE-COL02-T2")
    assert len(row(state, ALICE, 0)) == 4
    assert state["players"][ALICE]["ever_full"][0] is True


def test_m12_a_resigned_seat_is_played_on_by_the_bot():
    assert RULES.resign_policy == "bot"
