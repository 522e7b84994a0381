"""Solitaire (Rulebook, "Solitaire Game"; R13, R14): the Net, its removals, the rank title."""

from __future__ import annotations

import pytest

from games.rules.menagerie import RULES
from games.rules.menagerie.scoring import solo_title

from .helpers import ALICE, arrange, choose, of_type, types

T5A = ["COL02", "COL03", "COL04", "COL05", "COL06"]
T5B = ["HYM01", "HYM02", "HYM03", "HYM04", "HYM05"]


def test_after_each_turn_the_net_row_is_cleared_and_the_net_moves():
    # "After each turn, remove any Insect cards remaining in the row with the Net token. End
    # your turn by moving the Net token to the other row, then refilling the Field."
    state = arrange(1, unlocked=0)
    assert state["net_row"] == "A"
    state, events = choose(state, "A2")
    end = types(events)[types(events).index("NetEmptied") :]
    assert end[:5] == ["NetEmptied", "NetMoved", "FieldRefilled", "TurnEnded", "TurnBegan"]
    emptied = of_type(events, "NetEmptied")[0].data
    assert emptied == {
        "row": "A",
        "spaces": ["A1", "A3"],
        "cards": ["COL01", "HYM06"],
        "removed_total": 2,
    }
    assert state["removed"] == ["COL01", "HYM06"]
    assert state["net_row"] == "B"
    assert all(state["field"][s] for s in ("A1", "A2", "A3", "B1", "B2", "B3"))
    assert of_type(events, "TurnBegan")[0].data["seat"] == ALICE


def test_the_net_can_start_by_row_b():
    state = arrange(
        1, options={"benefactors": "none", "showcases": "none", "net_row": "B"}, unlocked=0
    )
    state, events = choose(state, "B2")
    assert of_type(events, "NetEmptied")[0].data["spaces"] == ["B1", "B3"]
    assert state["net_row"] == "A"


def test_the_game_ends_once_ten_cards_have_been_removed_even_past_ten():
    # "The game ends ... OR when 10 cards have been removed by the Net token." R13/R14:
    # it may overshoot.
    removed = ["LEP09", "LEP10", "LEP11", "LEP12", "LEP13", "LEP14", "MAN12", "MAN13", "MAN14"]
    state = arrange(1, unlocked=0, removed=removed)
    state, events = choose(state, "B1")  # the Net row (A) still holds three
    ended = of_type(events, "GameEnded")[0].data
    assert ended["reason"] == "net removals"
    assert len(state["removed"]) == 12
    result = RULES.result(state)
    assert result.details["removed_by_net"] == 12


def test_the_game_ends_when_all_three_terrariums_are_full():
    state = arrange(
        1, terrariums={ALICE: [T5A, ["HEM01", "HEM02", "HEM03", "HEM04"], T5B]}, unlocked=1
    )
    state, events = choose(state, "B3")
    assert of_type(events, "GameEnded")[0].data["reason"] == "terrariums full"


def test_the_game_goes_on_below_ten_removals_and_fifteen_insects():
    state = arrange(1, unlocked=0, removed=["LEP09"])
    state, events = choose(state, "A2")
    assert "GameEnded" not in types(events)
    assert len(state["removed"]) == 3


@pytest.mark.parametrize(
    ("points", "title"),
    [
        (0, "Room to Grow"),
        (39, "Room to Grow"),
        (40, "Casual Admirer"),
        (44, "Casual Admirer"),
        (45, "Emerging Enthusiast"),
        (49, "Emerging Enthusiast"),
        (50, "Avid Collector"),
        (54, "Avid Collector"),
        (55, "Certified Entomologist"),
        (59, "Certified Entomologist"),
        (60, "World-Renowned Expert"),
        (95, "World-Renowned Expert"),
    ],
)
def test_the_result_carries_the_rank_title_from_the_rulebook_table(points, title):
    # "Solitaire Game Scoring: Less than 40: Room to Grow ... 60 or more: World-Renowned Expert"
    assert solo_title(points) == title


def test_a_finished_solitaire_game_names_its_title_in_the_summary():
    state = arrange(1, terrariums={ALICE: [T5A, [], []]})
    state = dict(state, phase="over", turn=None, end_reason="net removals")
    result = RULES.result(state)
    assert result.summary == "Solitaire: 15 points, Room to Grow."
    assert result.ranks == {ALICE: 1}
