"""The end: most points wins; equal most points share the win (ruling R17)."""

from __future__ import annotations

from games.rules.fine_arts import RULES

from .support import Table


def finished(museums: list[list[str]]) -> Table:
    table = Table(seats=len(museums), seed="result")
    table.to_turn(6)
    table.rig_museums(museums)
    table.to_turn(10)
    table.play_turn_quietly()
    assert table.phase == "over"
    return table


# Rulebook: "Turn 10 is the last turn of the game."
def test_there_is_no_result_before_the_end():
    table = Table(seats=2)
    table.to_turn(7)
    assert RULES.result(table.state) is None


# Rulebook: "OBJECT - The player to score the most points at the end of the game wins."
def test_the_player_with_the_most_points_wins():
    table = finished([["impressionism"], ["china", "japan"], []])
    result = RULES.result(table.state)
    assert result.scores == {0: 6, 1: 12, 2: 0}  # 2 and 4 points at each of 3 scorings
    assert result.ranks == {0: 2, 1: 1, 2: 3}
    assert result.winners == [1]
    assert result.summary == "Winner: {seat:1}, with 12 points."
    assert table.state["winners"] == [1]
    assert table.types()[-1] == "GameEnded"


# Ruling R17: a tie for most points is a shared win.
def test_equal_most_points_share_the_win():
    table = finished([["impressionism"], ["china"], []])
    result = RULES.result(table.state)
    assert result.scores == {0: 12, 1: 12, 2: 0}
    assert result.ranks == {0: 1, 1: 1, 2: 3}
    assert result.winners == [0, 1]
    assert result.details["shared_win"] is True
    assert result.summary == "Shared win: {seat:0} and {seat:1}, with 12 points each."
    assert "Game over. Shared win: {seat:0} and {seat:1}." in RULES.describe(table.state, None)


# Issue: "the final result" carries what a player needs to check it.
def test_the_result_lists_every_museum_with_card_details():
    table = finished([["impressionism"], ["china"]])
    museums = RULES.result(table.state).details["museums"]
    assert museums["0"][0]["label"] == "Impressionism (Late Western 10)"
    assert RULES.result(table.state).to_json()["winners"] == [0, 1]
