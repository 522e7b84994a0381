"""Scoring phase: the 14 contests (rulebook "SCORING PHASE"), rulings R15-R16."""

from __future__ import annotations

from games.rules.fine_arts import RULES
from games.rules.fine_arts.contests import CONTESTS, points, score

from .support import Table

ALICE = ["impressionism", "post-impressionism", "china"]
BOB = ["cubism", "surrealism", "abstract-expressionism", "lowbrow", "japan"]
CAROL = ["new-kingdom", "greek-hellenistic", "rococo", "baroque-era", "african", "oceania"]


def by_key(table: list[dict]) -> dict[str, dict]:
    return {c["key"]: c for c in table}


# Rulebook: "There are 14 Contests" - exactly as listed, in the printed order.
def test_there_are_exactly_the_fourteen_printed_contests_in_order():
    assert [c["name"] for c in CONTESTS] == [
        "Highest total rank of all cards",
        "Most collection cards",
        "Highest total rank in Ancient",
        "Highest total rank in Classical",
        "Highest total rank in Early Western",
        "Highest total rank in Non-Western",
        "Highest total rank in Late Western",
        "Highest total rank in Modern",
        "Most Ancient cards",
        "Most Classical cards",
        "Most Early Western cards",
        "Most Non-Western cards",
        "Most Late Western cards",
        "Most Modern cards",
    ]


# Rulebook: "Players score 1 point for each contest they win" / "In case of ties, both players
# get the point." Ruling R15: a contest nobody has a card in gives no point.
def test_a_worked_scoring_with_ties_and_an_empty_category():
    table = by_key(score([ALICE, BOB, CAROL]))
    expected = {
        "rank-all": ([29, 39, 43], [2]),
        "count-all": ([3, 5, 6], [2]),
        "rank-A": ([0, 0, 10], [2]),
        "rank-C": ([0, 0, 10], [2]),
        "rank-E": ([0, 0, 0], []),
        "rank-N": ([10, 9, 10], [0, 2]),
        "rank-L": ([19, 0, 13], [0]),
        "rank-M": ([0, 19, 0], [1]),
        "count-A": ([0, 0, 1], [2]),
        "count-C": ([0, 0, 1], [2]),
        "count-E": ([0, 0, 0], []),
        "count-N": ([1, 1, 2], [2]),
        "count-L": ([2, 0, 2], [0, 2]),
        "count-M": ([0, 2, 0], [1]),
    }
    for key, (values, winners) in expected.items():
        assert (table[key]["values"], table[key]["winners"]) == (values, winners), key
    assert points(list(table.values()), 3) == [3, 2, 9]


# Rulebook: Contemporary (X) appears only in contests 1 and 2.
def test_contemporary_collections_count_only_in_the_two_overall_contests():
    table = score([["abstract-expressionism", "minimalism"], ["china"]])
    won = {c["key"] for c in table if 0 in c["winners"]}
    assert won == {"rank-all", "count-all"}
    assert by_key(table)["rank-all"]["values"] == [18, 10]


# Rulebook: "In case of ties, both players get the point." Ruling R15 (any number).
def test_every_tied_leader_scores_the_point_with_any_number_of_players():
    museums = [["china"], ["impressionism"], ["cubism"], ["lowbrow"]]
    table = by_key(score(museums))
    assert table["count-all"]["winners"] == [0, 1, 2, 3]
    assert table["rank-all"]["winners"] == [0, 1, 2]


def scored_table() -> Table:
    table = Table(seats=3, seed="scoring")
    table.to_turn(6)
    table.rig_museums([ALICE, BOB, CAROL])
    return table


# Rulebook: "Scoring Phase occurs only in turns 6, 8, and 10." Ruling R16: points add up.
def test_each_scoring_turn_scores_all_contests_again_and_points_add_up():
    table = scored_table()
    table.play_turn_quietly()
    (first,) = [e for e in table.events if e.type == "ContestsScored"]
    assert first.data["turn"] == 6
    assert first.data["points"] == [3, 2, 9] and first.data["totals"] == [3, 2, 9]
    table.to_turn(10)
    table.play_turn_quietly()
    scorings = [e.data for e in table.events if e.type == "ContestsScored"]
    assert [s["turn"] for s in scorings] == [6, 8, 10]
    assert scorings[-1]["totals"] == [9, 6, 27]
    assert table.state["points"] == [9, 6, 27]


# Issue: "the breakdown of every contest at every scoring turn is in the view and the result".
def test_the_breakdown_of_every_contest_is_in_the_view_and_in_the_final_result():
    table = scored_table()
    table.play_turn_quietly()
    view = table.view(1)
    (scoring,) = view["scorings"]
    assert scoring["turn"] == 6 and len(scoring["contests"]) == 14
    rank_n = next(c for c in scoring["contests"] if c["key"] == "rank-N")
    assert rank_n["values"] == [10, 9, 10] and rank_n["winners"] == [0, 2]
    assert view["standings"][0]["values"] == [29, 39, 43]  # live standings too
    assert "Highest total rank in Non-Western: best 10, point to {seat:0} and {seat:2}." in (
        RULES.describe(table.state, 1)
    )
    table.to_turn(10)
    table.play_turn_quietly()
    result = RULES.result(table.state)
    assert [s["turn"] for s in result.details["scorings"]] == [6, 8, 10]
    assert result.breakdown[0]["turns"] == {"turn 6": 3, "turn 8": 3, "turn 10": 3}
    assert result.breakdown[0]["contests"]["Highest total rank in Non-Western"] == 3
    assert result.breakdown[2]["contests"]["Highest total rank in Early Western"] == 0
    assert sum(result.breakdown[2]["contests"].values()) == result.breakdown[2]["total"] == 27
