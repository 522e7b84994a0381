"""Game-end scoring (Rulebook, "Game End Scoring"), the scoring example, ties (R16)."""

from __future__ import annotations

from games.rules.menagerie import RULES
from games.rules.menagerie.cards import SCORING_EXAMPLE
from games.rules.menagerie.scoring import score_player, terrarium_points

from .helpers import ALICE, BOB, CAROL, arrange


def finished(state):
    state = dict(state, phase="over", turn=None, end_reason="terrariums full")
    return state


def test_each_order_in_a_terrarium_scores_by_how_many_insects_it_has():
    # "Number of insects from the same order 1 2 3 4 5 / Points 1 3 6 10 15"
    assert terrarium_points(["COL01", "COL02", "COL03", "COL04", "COL05"]) == 15
    assert terrarium_points(["COL01", "COL02", "COL03", "COL04", "HEM01"]) == 11
    assert terrarium_points(["COL01", "HYM01", "LEP01", "MAN01", "HEM01"]) == 5
    assert terrarium_points(["COL01", "COL02", "HEM01", "HEM02", "HEM03"]) == 9
    assert terrarium_points([]) == 0


def test_each_iridescent_token_scores_two_points():
    player = {"terrariums": [[], [], []], "iridescent": 4, "showcase": None, "discovery": 0}
    assert score_player(player)["iridescent"] == 8


def test_the_rulebook_scoring_example_fertessa_scores_44():
    # Rulebook, "Scoring Example", made concrete by the content file's scoring_example.
    example = SCORING_EXAMPLE
    player = {
        "terrariums": [list(t) for t in example["terrariums"]],
        "iridescent": example["iridescent_tokens"],
        "showcase": example["showcase"],
        "discovery": 0,
    }
    score = score_player(player)
    expected = example["expected"]
    assert score["terrariums"] == expected["terrariums"] == [9, 6, 11]
    assert score["terrarium_total"] == expected["terrarium_total"] == 26
    assert score["iridescent"] == expected["iridescent"] == 6
    assert score["showcase"] == expected["showcase"] == 12
    assert score["showcase_units"] == [2, 3]  # "Terrariums 2 and 3 meet" Panoptic Collector
    assert score["total"] == expected["total"] == 44


def test_the_scoring_example_as_a_finished_game_result():
    example = SCORING_EXAMPLE
    state = arrange(
        1,
        terrariums={ALICE: [list(t) for t in example["terrariums"]]},
        showcase={ALICE: example["showcase"]},
        iridescent={ALICE: example["iridescent_tokens"]},
    )
    result = RULES.result(finished(state))
    assert result.scores == {ALICE: 44}
    assert result.breakdown[ALICE] | {} == {
        "terrarium_1": 9,
        "terrarium_2": 6,
        "terrarium_3": 11,
        "iridescent": 6,
        "showcase": 12,
        "total": 44,
        "iridescent_tokens": 3,
        "showcase_card": "SC01",
        "showcase_units": [2, 3],
        "discovery_tokens": 0,
    }
    assert result.details["solo_title"] == "Casual Admirer"


def test_the_most_points_wins():
    state = arrange(2, terrariums={ALICE: [["COL01", "COL02"], [], []], BOB: [["COL03"], [], []]})
    result = RULES.result(finished(state))
    assert result.scores == {ALICE: 3, BOB: 1}
    assert result.winners == [ALICE]
    assert result.summary == "Winner: {seat:0}, with 3 points."


def test_a_tie_on_points_goes_to_the_most_discovery_tokens():
    # "In the case of a tie, the tied player with more Discovery tokens wins." R16.
    state = arrange(
        3,
        terrariums={ALICE: [["COL01"], [], []], BOB: [["COL02"], [], []], CAROL: [[], [], []]},
        discovery={ALICE: 1, BOB: 4},
    )
    result = RULES.result(finished(state))
    assert result.ranks == {BOB: 1, ALICE: 2, CAROL: 3}
    assert "tie-break" in result.summary
    assert result.details["tie_break_used"] is True


def test_a_tie_on_points_and_tokens_is_a_shared_win():
    # "If still tied, go for a walk, look at some insects, then play again." R16: shared.
    state = arrange(
        2,
        terrariums={ALICE: [["COL01"], [], []], BOB: [["COL02"], [], []]},
        discovery={ALICE: 2, BOB: 2},
    )
    result = RULES.result(finished(state))
    assert result.ranks == {ALICE: 1, BOB: 1}
    assert result.summary == "Shared win: {seat:0} and {seat:1}, with 1 point each."


def test_there_is_no_result_before_the_game_ends():
    assert RULES.result(arrange(2)) is None
