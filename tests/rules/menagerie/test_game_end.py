"""Game end (Rulebook, "Game End"; R13) and the deck running out (R12)."""

from __future__ import annotations

from games.rules.menagerie import RULES

from .helpers import ALICE, BOB, CAROL, arrange, choose, of_type, settle, types

T5A = ["COL02", "COL03", "COL04", "COL05", "COL06"]
T5B = ["HYM01", "HYM02", "HYM03", "HYM04", "HYM05"]
T4 = ["HEM01", "HEM02", "HEM03", "HEM04"]


def play_a_simple_turn(state):
    """Let the active seat take the first insect offered, use no trait, stop."""
    while state["turn"] is not None and state["phase"] == "play":
        seat = state["turn"]["seat"]
        prompt = RULES.prompts(state)[seat]
        ids = prompt.option_ids()
        pick = "none" if "none" in ids else "stop" if "stop" in ids else ids[0]
        before = state["turn"]["number"]
        state, events = choose(state, pick)
        if state["turn"] is None or state["turn"]["number"] != before:
            return state, events
    return state, []


def test_the_fifteenth_insect_gives_every_other_player_one_final_turn():
    # "When one player fills all three of their terrariums (by placing 15 Insect cards) ...
    # Each other player takes one final turn, then the game ends."
    state = arrange(3, terrariums={ALICE: [T5A, T4, T5B]}, discovery={ALICE: 9}, unlocked=1)
    state, events = choose(state, "B3")  # the 15th insect, a bug among bugs: no trait
    trigger = of_type(events, "GameEndTriggered")[0]
    assert trigger.data == {"seat": ALICE, "final_turns": [BOB, CAROL]}
    assert of_type(events, "TurnBegan")[0].data["seat"] == BOB
    state, events = play_a_simple_turn(state)
    assert of_type(events, "TurnBegan")[0].data["seat"] == CAROL
    state, events = play_a_simple_turn(state)
    assert "GameEnded" in types(events)
    assert "TurnBegan" not in types(events)  # Alice takes no further turn
    assert RULES.prompts(state) == {}
    assert RULES.result(state) is not None


def test_the_final_round_runs_in_seat_order_from_the_triggering_player():
    state = arrange(3, seat=BOB, terrariums={BOB: [T5A, T4, T5B]}, unlocked=1)
    state, events = choose(state, "B3")
    assert of_type(events, "GameEndTriggered")[0].data["final_turns"] == [CAROL, ALICE]


def test_the_game_ends_at_the_end_of_the_turn_not_at_the_fifteenth_placement():
    # R13: "full at the end of their turn": the 15th insect may still use its trait.
    state = arrange(
        2, terrariums={ALICE: [T5A, ["HEM01", "HEM02", "HEM03", "LEP04"], T5B]}, unlocked=1
    )
    state, events = choose(state, "A2")  # Monarch: PATTERN pays in this mixed terrarium
    assert "GameEndTriggered" not in types(events)
    state, events = choose(state, "PATTERN")
    assert types(events)[:2] == ["TraitUsed", "FieldRefilled"]
    assert "GameEndTriggered" in types(events)


def test_hidden_showcases_are_revealed_when_the_game_ends():
    state = arrange(
        2,
        options={"benefactors": "none", "showcases": "dealt", "hidden_showcases": True},
        showcase={ALICE: "SC01", BOB: "SC02"},
        seat=BOB,
        terrariums={ALICE: [T5A, T4, T5B]},
        unlocked=0,
    )
    state["triggered_by"], state["final_turns"] = ALICE, []
    state, events = choose(state, "A2")
    ended = of_type(events, "GameEnded")[0]
    assert ended.data["showcases"] == {"0": "SC01", "1": "SC02"}
    assert ended.data["reason"] == "terrariums full"


def test_with_the_deck_and_field_empty_the_game_ends_at_the_next_turn():
    # R12: "if both deck and Field are empty at the start of a turn, the game ends at once".
    field = {"A1": "COL01", "A2": None, "A3": None, "B1": None, "B2": None, "B3": None}
    state = arrange(2, field=field, unlocked=0)
    state["deck"] = []  # cannot happen with 70 cards; the rule is defined anyway
    state, events = settle(state)
    assert "GameEnded" in types(events)
    assert of_type(events, "GameEnded")[0].data["reason"] == "deck and Field empty"


def test_with_the_deck_empty_the_field_stays_partly_empty():
    # R12: "If the deck is empty, spaces stay empty".
    state = arrange(2, unlocked=0)
    state["deck"] = ["LEP09"]
    state, events = choose(state, "A2")
    assert of_type(events, "FieldRefilled")[0].data["cards"] == {"A2": "LEP09"}
    state = arrange(2, unlocked=0)
    state["deck"] = []
    state, events = choose(state, "A2")
    assert "FieldRefilled" not in types(events)
    assert state["field"]["A2"] is None
