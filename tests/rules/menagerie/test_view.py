"""The view carries everything a web table draws; ``describe`` says it in plain English."""

from __future__ import annotations

import json

from games.engine.names import render
from games.rules.menagerie import RULES

from .helpers import ALICE, BOB, arrange, choose, new_game


def test_the_view_draws_the_field_as_two_rows_of_three_cards():
    state = arrange(2, unlocked=0)
    view = RULES.view(state, ALICE)
    assert [[cell["space"] for cell in r] for r in view["field"]] == [
        ["A1", "A2", "A3"],
        ["B1", "B2", "B3"],
    ]
    hercules = view["field"][0][0]["card"]
    assert hercules == {
        "id": "COL01",
        "name": "Hercules Beetle",
        "taxon": "Dynastes hercules",
        "order": "coleoptera",
        "order_name": "Coleoptera",
        "colour": "green",
        "colour_hex": "#2E8B3A",
        "icon": "beetle",
        "traits": ["BIG"],
    }
    assert view["deck_count"] == 70 - 6


def test_the_view_draws_three_terrariums_per_player_with_the_key_and_locks():
    state = arrange(
        2,
        terrariums={ALICE: [["COL02", "HEM01"], [], []], BOB: [[], ["LEP04"], []]},
        discovery={ALICE: 4},
        iridescent={BOB: 2},
        unlocked=0,
    )
    view = RULES.view(state, BOB)
    alice, bob = view["players"]
    first = alice["terrariums"][0]
    assert [c["name"] for c in first["cards"]] == ["Goliath Beetle", "Cicada"]
    assert [c["position"] for c in first["cards"]] == [1, 2]
    assert first["has_key"] is True and first["locked"] is False
    assert alice["terrariums"][1]["locked"] is True
    assert first["order_counts"] == {"coleoptera": 1, "hemiptera": 1}
    assert first["points"] == 2
    assert bob["terrariums"][1]["locked"] is False  # not Bob's turn: no Key on his board
    assert alice["discovery"] == 4 and bob["iridescent"] == 2
    assert view["key"] == {"holder": ALICE, "terrarium": 1}
    assert view["iridescent_supply"] == 14
    assert view["turn"]["step"] == "take"


def test_the_view_shows_kept_benefactor_and_showcase_cards_with_their_text():
    state = arrange(
        2,
        benefactor={ALICE: "BF05"},
        showcase={ALICE: "SC01"},
        options={"benefactors": "dealt", "showcases": "dealt"},
    )
    alice = RULES.view(state, BOB)["players"][ALICE]
    assert alice["benefactor"]["name"] == "The Jeweller"
    assert alice["showcase"]["name"] == "Panoptic Collector"
    assert alice["showcase"]["points_each"] == 6


def test_the_solitaire_view_shows_the_net_and_the_removed_insects():
    state = arrange(1, unlocked=0)
    state, _ = choose(state, "A2")
    view = RULES.view(state, ALICE)
    assert view["net"] == {"row": "B"}
    assert [cell["net"] for cell in view["field"][1]] == [True, True, True]
    assert [c["name"] for c in view["removed"]] == ["Hercules Beetle", "Leafcutter Ant"]
    assert view["removed_count"] == 2 and view["removal_limit"] == 10


def test_the_view_of_a_finished_game_carries_the_result_breakdown():
    state = arrange(2, terrariums={ALICE: [["COL02", "COL03"], [], []]})
    state = dict(state, phase="over", turn=None, end_reason="terrariums full")
    view = RULES.view(state, None)
    assert view["over"] is True
    assert view["result"]["breakdown"]["0"]["terrarium_1"] == 3
    assert view["result"]["winners"] == [ALICE]


def test_views_are_json_for_every_seat_and_spectators():
    state, _ = new_game(3, seed="json")
    for seat in (None, 0, 1, 2):
        assert json.loads(json.dumps(RULES.view(state, seat)))["seats"] == 3


def test_the_view_includes_the_reference_card():
    ref = RULES.view(arrange(2), ALICE)["reference"]
    assert [o["name"] for o in ref["orders"]] == [
        "Coleoptera",
        "Hymenoptera",
        "Lepidoptera",
        "Mantodea",
        "Hemiptera",
    ]
    assert ref["terrarium_points"] == {"1": 1, "2": 3, "3": 6, "4": 10, "5": 15}
    assert ref["costs"] == {"discovery_per_turn": 2, "discover": 3, "big": 2, "iridescent": 1}


def test_describe_reads_the_table_aloud():
    state = arrange(2, terrariums={ALICE: [["COL02"], [], []]}, discovery={ALICE: 3}, unlocked=0)
    names = {ALICE: "Alice", BOB: "Bob"}
    text = render(RULES.describe(state, ALICE), names, ALICE)  # as the platform writes it
    assert "Turn 1: your turn" in text
    assert "You: 1 insect, 3 Discovery tokens" in text
    assert "Terrarium 1 [Key: unlocked]" in text
    assert "Goliath Beetle (Coleoptera, green; BIG)" in text
    assert "Row A: A1 Hercules Beetle" in text
    assert "Turn 1: Alice's turn" in render(RULES.describe(state, BOB), names, BOB)


def test_prompts_read_as_sentences_with_labelled_options():
    state = arrange(2, terrariums={ALICE: [["COL02"], [], []]})
    prompt = RULES.prompts(state)[ALICE]
    assert prompt.text.startswith("Turn 1: you took 2 Discovery tokens")
    assert prompt.options[0].label == "Unlock terrarium 1 (1/5: Goliath Beetle)"
    state, _ = choose(state, "T1")
    assert RULES.prompts(state)[ALICE].options[0].label == (
        "Take A1: Hercules Beetle (Coleoptera; BIG)"
    )
