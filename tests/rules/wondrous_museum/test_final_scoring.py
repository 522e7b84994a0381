"""Final Scoring and its tie-breaks (rulebook "Final Scoring")."""

from __future__ import annotations

from games.rules.wondrous_museum import RULES
from games.rules.wondrous_museum.phases.game_end import final_result
from tests.rules.wondrous_museum.helpers import GATE, play, question, set_museum, started


def three_museums(a, b, c):
    state = started(3)
    for seat, museum in enumerate((a, b, c)):
        state = set_museum(state, seat, museum, gate_tokens=0)
    return state


def test_ratings_add_base_ratings_token_values_and_special_bonuses():
    state = three_museums(
        [GATE, ("crown-jewels-of-the-forgotten-kingdom", 1), "crimson-chalice-1"],
        [GATE, "starry-stone"],
        [GATE, "jar-of-bottled-thunder"],
    )
    final = final_result(state)
    b = final["breakdown"]["0"]
    assert (b["exhibit_ratings"], b["admiration_tokens"], b["special_effects"]) == (5, 1, 4)
    assert final["ratings"]["0"] == 10


def test_a_tie_goes_to_fewer_exhibits_and_otherwise_is_shared():
    state = three_museums(
        [GATE, "starry-stone"],  # 3 with 1 exhibit
        [GATE, "jar-of-bottled-thunder", "pet-rock-with-a-pedigree"],  # 3 with 2 exhibits
        [GATE, "snow-globe-of-a-city-that-doesnt-exist", "rubber-duck-of-the-seven-seas"],
    )
    final = final_result(state)
    assert final["ratings"] == {"0": 3, "1": 3, "2": 3}
    assert final["ranks"] == {"0": 1, "1": 2, "2": 2}


def test_the_result_names_the_winner_and_breaks_every_rating_down():
    state = started(2)
    state = set_museum(state, 0, [GATE, "starry-stone"], gate_tokens=0)
    state = set_museum(state, 1, [GATE, "jar-of-bottled-thunder"], gate_tokens=0)
    state["end"] = {"by": 0, "reasons": {}, "final_round": 1}
    while RULES.result(state) is None:
        seat, q = question(state)
        choice = ["exchange"] if q.kind == "action" else [o for o, _ in q.options[: max(1, q.min)]]
        state, _ = play(state, seat, *choice)
    result = RULES.result(state)
    assert result.scores == {0: 3, 1: 2} and result.winners == [0]
    assert result.breakdown[0] == {
        "exhibit_ratings": 3,
        "admiration_tokens": 0,
        "special_effects": 0,
        "total": 3,
        "exhibits": 1,
    }
    assert result.summary.startswith("Winner: {seat:0}, with a rating of 3")
    view = RULES.view(state, None)
    assert view["final"]["breakdown"]["0"]["cards"][1]["name"] == "Starry Stone"
    assert "The game is over." in RULES.describe(state, None)
