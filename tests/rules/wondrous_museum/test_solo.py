"""Solo rules and the five challenges (rulebook "Solo Rules", "Solo Game Challenges")."""

from __future__ import annotations

from games.rules.wondrous_museum import RULES
from games.rules.wondrous_museum.card_set import CURATOR
from games.rules.wondrous_museum.solo import victory
from games.rules.wondrous_museum.values import token_value, worth
from tests.rules.wondrous_museum.helpers import (
    GATE,
    option_ids,
    pay,
    play,
    question,
    set_museum,
    started,
    tokens,
    types_of,
)


def solo(challenge="grand-opening", museum=None, themes="botanical-specimens+sculpture-art"):
    state = started(1, challenge=challenge, themes=themes)
    if museum is not None:
        state = set_museum(state, 0, museum)
    return state


def finish_turn(state):
    """Answer the rest of the turn with harmless choices (skip effects, first options)."""
    start = state["round"]
    while RULES.result(state) is None and not (
        state["round"] > start and question(state)[1].kind == "action"
    ):
        seat, q = question(state)
        if q.kind == "action":
            return state
        choice = ["skip"] if q.kind == "effect" else [o for o, _ in q.options[: max(1, q.min)]]
        state, _ = play(state, seat, *choice)
    return state


def test_a_rune_is_flipped_every_turn_unless_the_action_is_show_time():
    # Rulebook "Solo Game Play".
    state = solo()
    state, _ = play(state, 0, "exchange")
    state, _ = play(state, 0, question(state)[1].options[0][0])
    seat, q = question(state)
    assert q.kind == "solo_flip" and len(q.options) == 5
    state, events = play(state, 0, "red")
    assert state["players"][0]["runes"]["red"] is False
    assert next(e for e in events if e.type == "RuneFlipped").data["show_time"] is False
    # Show Time flips its own rune, and no extra one.
    state, _ = play(state, 0, "show-blue")
    state = finish_turn(state)
    assert sorted(r for r, c in state["players"][0]["runes"].items() if not c) == ["blue", "red"]


def test_day_off_comes_after_the_fifth_rune_clears_the_open_market_and_records_a_date():
    state = solo()
    state["players"][0]["runes"] = {r: r == "purple" for r in state["players"][0]["runes"]}
    market = [c for c in state["market"] if c]
    supply = state["supply"]
    state, events = play(state, 0, "show-purple")
    state = finish_turn(state)
    assert all(state["players"][0]["runes"].values())
    assert set(market) <= set(state["discard"])
    assert state["dates"] == 1 and state["date_tokens"] == 1
    assert state["supply"] <= supply - 1


def test_the_game_ends_at_once_when_the_fourth_date_is_taken():
    state = solo(challenge="grand-opening")
    state["dates"] = 3
    state["players"][0]["runes"] = {r: r == "purple" for r in state["players"][0]["runes"]}
    state, events = play(state, 0, "show-purple")
    state = finish_turn(state)
    result = RULES.result(state)
    assert result is not None and state["dates"] == 4
    assert result.details["challenge"] == "grand-opening"
    assert result.details["won"] is False  # the monument was never acquired
    assert result.ranks == {0: 2}


def test_the_game_ends_at_once_when_the_tenth_card_is_placed():
    museum = [
        GATE,
        "starry-stone",
        "jar-of-bottled-thunder",
        "pet-rock-with-a-pedigree",
        "rubber-duck-of-the-seven-seas",
        "snow-globe-of-a-city-that-doesnt-exist",
        "crimson-chalice-1",
        "crimson-chalice-2",
        ("the-emperors-new-clothes", 6),
    ]
    state = solo(museum=museum)
    state, _ = play(state, 0, f"acquire-black-{state['black_market'][0]}")
    state = pay(state, 0)
    state, events = play(state, 0, "right")
    assert "GameEnded" in types_of(events)
    assert RULES.result(state) is not None and state["phase"] == "over"


def test_twenty_rating_of_tokens_does_not_end_a_solo_game():
    state = solo(museum=[GATE, ("the-emperors-new-clothes", 15)])
    assert worth(state["players"][0]["row"]) >= 20
    state, _ = play(state, 0, "exchange")
    state = finish_turn(state)
    assert RULES.result(state) is None and state["end"] is None


def test_renovation_gate_upgrade_costs_6_6_then_12_and_keeps_the_tokens():
    # Rulebook "Renovation": Gate Lv.1 starts with 3 tokens; Gate Upgrade action.
    state = solo(challenge="renovation", museum=[GATE, ("the-emperors-new-clothes", 20)])
    assert state["players"][0]["row"][0]["tokens"] == 3
    costs = []
    for level in (2, 3, 4):
        labels = dict(question(state)[1].options)
        assert "upgrade" in labels
        costs.append(int(labels["upgrade"].split("pay ")[1].split(" ")[0]))
        state, _ = play(state, 0, "upgrade")
        q = question(state)[1]
        state = play(
            state,
            0,
            *[o for o in option_ids(state) if o.startswith("t-the-emperors")][
                : q.data["cost"] // 2
            ],
        )[0]
        assert state["players"][0]["gate_level"] == level
        assert state["players"][0]["row"][0]["id"] == f"gate-lv{level}"
        state = finish_turn(state)
    assert costs == [6, 6, 12]
    assert "upgrade" not in option_ids(state)
    row = state["players"][0]["row"]
    assert row[0]["tokens"] == 3 and token_value(row, 0) == 2  # Lv.4 tokens are worth 2


def test_gate_upgrade_is_only_an_action_of_the_renovation_challenge():
    state = solo(challenge="diversity", museum=[GATE, ("the-emperors-new-clothes", 20)])
    assert "upgrade" not in option_ids(state)
    assert state["players"][0]["row"][0]["id"] == CURATOR


def _verdict(challenge, museum, rating, **extra):
    state = solo(challenge=challenge, museum=museum)
    state.update(extra)
    return victory(state, rating)


def test_grand_opening_needs_the_monument_4_types_and_25_rating():
    museum = [
        GATE,
        "monument-grand-opening",
        "starry-stone",
        "jar-of-bottled-thunder",
        "crimson-chalice-1",
        "robe-that-cant-be-looked-at-replica",
    ]
    assert _verdict("grand-opening", museum, 25)["won"]
    assert not _verdict("grand-opening", museum, 24)["won"]
    assert not _verdict("grand-opening", museum[:-1], 30)["won"]
    assert not _verdict("grand-opening", [m for m in museum if m != "monument-grand-opening"], 30)[
        "won"
    ]


def test_diversity_needs_5_types_and_20_rating():
    museum = [
        GATE,
        "monument-diversity",
        "starry-stone",
        "jar-of-bottled-thunder",
        "crimson-chalice-1",
        "robe-that-cant-be-looked-at-replica",
        "venus-with-hands",
    ]
    assert _verdict("diversity", museum, 20)["won"]
    assert not _verdict("diversity", museum[:-1], 20)["won"]


def test_renovation_needs_at_most_4_types_20_rating_and_gate_lv4():
    museum = [GATE, "monument-renovation", "starry-stone"]
    state = solo(challenge="renovation", museum=museum)
    state["players"][0]["gate_level"] = 4
    assert victory(state, 20)["won"]
    state["players"][0]["gate_level"] = 3
    assert not victory(state, 20)["won"]


def test_collector_needs_three_chalices_duplicates_allowed():
    museum = [
        GATE,
        "monument-collector",
        "crimson-chalice-1",
        "crimson-chalice-2",
        "yellow-chalice-1",
    ]
    assert _verdict("collector", museum, 20)["won"]
    assert not _verdict("collector", museum[:-1], 20)["won"]


def test_hall_of_fame_first_win_is_the_purchase_later_wins_must_beat_the_record():
    museum = [GATE, "monument-hall-of-fame"]
    assert _verdict("hall-of-fame", museum, 5)["won"]
    assert not _verdict("hall-of-fame", museum, 30, hof_record=30)["won"]
    assert _verdict("hall-of-fame", museum, 31, hof_record=30)["won"]


def test_the_solo_result_carries_rating_challenge_and_verdict_for_the_hall_of_fame():
    state = solo(
        challenge="hall-of-fame",
        museum=[GATE, "monument-hall-of-fame", ("the-emperors-new-clothes", 4)],
    )
    state["dates"] = 3
    state["players"][0]["runes"] = {r: r == "purple" for r in state["players"][0]["runes"]}
    state, _ = play(state, 0, "show-purple")
    state = finish_turn(state)
    result = RULES.result(state)
    assert result.details["won"] is True and result.ranks == {0: 1}
    assert result.details["rating"] == result.scores[0]
    assert result.details["hall_of_fame"] == {"previous_record": 0, "new_record": result.scores[0]}
    assert "Hall of Fame" in result.summary


def test_solo_ancient_weapons_use_their_solo_effect():
    state = solo(
        themes="ancient-weapons+paintings", museum=[GATE, "trident-with-a-missing-prong-solo"]
    )
    state, _ = play(state, 0, "show-blue")
    state, _ = play(state, 0, "b0")
    assert tokens(state, 0)["trident-with-a-missing-prong-solo"] == 1
    assert tokens(state, 0)[CURATOR] == 3
