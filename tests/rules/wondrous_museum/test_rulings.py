"""One test per ruling of RULINGS.md that no other test file already pins down."""

from __future__ import annotations

from games.rules.wondrous_museum import RULES
from games.rules.wondrous_museum.phases.acquire import placements
from tests.rules.wondrous_museum.helpers import (
    GATE,
    fix,
    option_ids,
    pay,
    play,
    question,
    row_ids,
    set_hand,
    set_market,
    set_museum,
    started,
    tokens,
    types_of,
)


def table(museum, seats=2, themes="botanical-specimens+sculpture-art", **options):
    state = started(seats, themes=themes, **options)
    me = state["first"]
    return set_museum(state, me, museum), me


def runes(state, seat, consumed):
    state["players"][seat]["runes"] = {
        r: r not in consumed for r in state["players"][seat]["runes"]
    }


def test_r2_a_full_museum_can_still_take_a_scroll_beneath_an_exhibit():
    nine = [
        "starry-stone",
        "jar-of-bottled-thunder",
        "pet-rock-with-a-pedigree",
        "rubber-duck-of-the-seven-seas",
        "snow-globe-of-a-city-that-doesnt-exist",
        "crimson-chalice-1",
        "crimson-chalice-2",
        "turquoise-chalice-1",
        ("the-emperors-new-clothes", 10),
    ]
    state, me = table([GATE, *nine], themes="paintings+scrolls")
    state = set_hand(state, me, ["scroll-of-compound-interest"])
    assert "acquire-hand-scroll-of-compound-interest" in option_ids(state)
    assert [p for p, _ in placements(state, me, "scroll-of-compound-interest")][0].startswith(
        "under-"
    )


def test_r4_the_cards_that_activate_are_fixed_when_the_rune_is_flipped():
    state, me = table(
        [GATE, "seven-league-boots-size-3", "starry-stone"],
    )
    state, _ = play(state, me, "show-green")
    state, _ = play(state, me, "b0")  # the Gate
    state, _ = play(state, me, "b0")  # the Boots: swap with the Starry Stone, then gain 1
    state, _ = (
        play(state, me, "starry-stone") if question(state)[1].kind == "target" else (state, [])
    )
    assert row_ids(state, me)[1:] == ["starry-stone", "seven-league-boots-size-3"]
    assert question(state)[1].data["card"] == "starry-stone"  # still activates, once
    state, _ = play(state, me, "b0")
    assert question(state)[0] != me or question(state)[1].kind != "effect"
    assert tokens(state, me)["seven-league-boots-size-3"] == 1
    assert tokens(state, me)["starry-stone"] == 1


def test_r5_the_end_is_checked_at_the_end_of_the_turn_not_in_the_middle():
    state, me = table(
        [GATE, ("the-emperors-new-clothes", 8), ("candelabra-of-birthdays-past", 1)],
        themes="paintings+decorations",
    )
    runes(state, me, ["green", "blue"])
    state, _ = play(state, me, "show-red")
    state, _ = play(state, me, "b0")  # 2+16+2 = 20 for a moment
    state, events = play(state, me, "b1")  # spend 2 of them to recharge
    assert "GameEndTriggered" not in types_of(events) and state["end"] is None


def test_r6_a_card_acquired_from_hand_is_shown_at_once():
    state, me = table([GATE])
    state = set_hand(state, me, ["pet-rock-with-a-pedigree", "jar-of-bottled-thunder"])
    state, events = play(state, me, "acquire-hand-pet-rock-with-a-pedigree")
    started_ = next(e for e in events if e.type == "AcquisitionStarted")
    assert started_.data["card"] == "pet-rock-with-a-pedigree" and started_.data["source"] == "hand"
    assert "pet-rock-with-a-pedigree" not in state["players"][me]["hand"]
    assert RULES.view(state, 1 - me)["acquiring"]["card"] == "pet-rock-with-a-pedigree"


def test_r7_a_recharge_all_that_recharges_nothing_is_no_reset():
    state, me = table(
        [GATE, "chandelier-of-perpetual-dusk", "phoenix-feather-slightly-singed"],
        themes="paintings+decorations",
    )
    state, _ = play(state, me, "show-blue")
    state, events = play(state, me, "b0")
    assert "NothingHappened" in types_of(events)
    assert question(state)[1].data["card"] == "chandelier-of-perpetual-dusk"  # no Phoenix trigger


def test_r8_day_off_discards_nothing_when_the_plus_one_slot_is_empty():
    state, me = table([GATE, "lost-and-found-box"])
    market = [
        "pet-rock-with-a-pedigree",
        "starry-stone",
        "jar-of-bottled-thunder",
        "rubber-duck-of-the-seven-seas",
        "snow-globe-of-a-city-that-doesnt-exist",
    ]
    state = set_market(state, market)
    runes(state, me, ["green", "red", "blue"])
    discard = len(state["discard"])
    state, _ = play(state, me, "show-purple")
    state, events = play(state, me, "b0")  # take the +1 card into hand
    assert "MarketCardDiscarded" not in types_of(events)
    assert len(state["discard"]) == discard
    assert state["market"][:4] == market[1:]


def test_r9_end_of_game_gains_resolve_without_a_question():
    state, me = table(
        [GATE, "starry-stone", "sandcastle-of-the-tide-king", "jar-of-bottled-thunder"]
    )
    state["end"] = {"by": me, "reasons": {}, "final_round": state["round"]}
    while RULES.result(state) is None:
        seat, q = question(state)
        assert q.kind != "effect" or q.data["card"] != "sandcastle-of-the-tide-king"
        choice = ["exchange"] if q.kind == "action" else [o for o, _ in q.options[: max(1, q.min)]]
        state, _ = play(state, seat, *choice)
    assert tokens(state, me)["sandcastle-of-the-tide-king"] == 2


def test_r10_the_fourth_date_ends_a_solo_game_before_that_resets_triggers():
    state = started(1, challenge="grand-opening", themes="paintings+decorations")
    state = set_museum(state, 0, [GATE, "phoenix-feather-slightly-singed"])
    state["dates"] = 3
    runes(state, 0, ["green", "red", "blue", "yellow"])
    state, _ = play(state, 0, "show-purple")
    assert RULES.result(state) is not None
    assert tokens(state, 0)["phoenix-feather-slightly-singed"] == 0


def test_r11_a_triggered_effect_may_be_skipped():
    state, me = table(["starry-stone", "mirror-of-starry-nights", GATE])
    state, _ = play(state, me, "show-green")
    state, _ = play(state, me, "b0")
    state, events = play(state, me, "skip")
    assert "EffectsSkipped" in types_of(events)
    assert tokens(state, me)["mirror-of-starry-nights"] == 0


def test_r14_an_exchange_with_nothing_to_draw_and_an_empty_hand_discards_nothing():
    state, me = table([GATE])
    state = set_hand(state, me, [])
    state = dict(state)
    state["left_out"] = [*state["left_out"], *state["deck"], *state["discard"]]
    state["deck"], state["discard"] = [], []
    state = fix(state)
    state, events = play(state, me, "exchange")
    assert "CardsDiscarded" not in types_of(events)
    assert question(state)[0] == 1 - me


def test_r17_a_forced_choice_is_not_asked():
    state, me = table(
        [GATE, "bow-of-a-hundred-misses"], seats=3, themes="ancient-weapons+paintings"
    )
    state = set_museum(state, (me + 1) % 3, [GATE, ("starry-stone", 1)], gate_tokens=0)
    state = set_museum(state, (me + 2) % 3, [GATE], gate_tokens=0)
    state, _ = play(state, me, "show-red")
    state, _ = play(state, me, "b0")  # one museum, one card: nothing to ask
    assert tokens(state, (me + 1) % 3)["starry-stone"] == 0


def test_r18_a_date_is_recorded_even_when_the_supply_is_empty():
    state = started(1, challenge="grand-opening")
    state = set_museum(state, 0, [GATE, ("the-emperors-new-clothes", 58)])
    assert state["supply"] == 0
    runes(state, 0, ["green", "red", "blue", "yellow"])
    state, events = play(state, 0, "show-purple")
    while question(state) and question(state)[1].kind == "effect":
        state, events = play(state, 0, "skip")
    assert state["dates"] == 1 and state["date_tokens"] == 0


def test_r21_an_upgraded_gate_takes_its_new_runes_from_the_next_flip():
    state = started(1, challenge="renovation")
    state = set_museum(state, 0, [GATE, ("the-emperors-new-clothes", 6)])
    state, _ = play(state, 0, "upgrade")
    state = pay(state, 0)
    state, _ = play(state, 0, "red")  # the solo flip
    labels = dict(question(state)[1].options)
    assert "Gate Lv.2" in labels["show-blue"]


def test_c_day_off_follows_the_flip_of_the_fourth_rune_even_after_a_recharge():
    # Content ruling "day_off_count".
    state, me = table([GATE, "chandelier-of-perpetual-dusk"], themes="paintings+decorations")
    runes(state, me, ["green", "red", "yellow"])
    market0 = state["market"][0]
    state, _ = play(state, me, "show-blue")
    state, _ = play(state, me, "b0")  # recharge all but blue
    state, _ = play(state, me, "skip")
    assert market0 in state["discard"] and all(state["players"][me]["runes"].values())


def test_c_recharging_one_rune_never_records_a_solo_date():
    # Content ruling "rune_reset_solo".
    state = started(1, challenge="grand-opening", themes="paintings+decorations")
    state = set_museum(state, 0, [GATE, "wallpaper-that-changes-when-you-blink"])
    runes(state, 0, ["green"])
    state, _ = play(state, 0, "show-yellow")
    state, _ = play(state, 0, "b0")
    assert state["players"][0]["runes"]["green"] is True and state["dates"] == 0


def test_c_the_owner_may_still_move_tokens_off_a_protected_card():
    # Content ruling "protected_cards".
    state, me = table(
        [("little-wooden-block-that-wont-be-lost", 2), "bottled-ghost-friendly", GATE]
    )
    state, _ = play(state, me, "show-blue")
    state, _ = play(state, me, "b0")
    state, _ = play(state, me, "little-wooden-block-that-wont-be-lost")
    state, _ = play(state, me, "bottled-ghost-friendly")
    state, _ = play(state, me, "2")
    assert tokens(state, me)["bottled-ghost-friendly"] == 2


def test_c_a_monument_is_a_special_exhibit_for_scroll_hosts():
    # Content ruling "monument_in_solo": the Heavy Seal goes beneath special exhibits.
    state = started(1, challenge="collector", themes="paintings+scrolls")
    state = set_museum(state, 0, [GATE, "monument-collector"])
    assert [p for p, _ in placements(state, 0, "scroll-of-the-heavy-seal")][
        -1
    ] == "under-monument-collector"


def test_c_activation_may_name_the_gate_and_never_chains():
    # Design note 9: Pharaoh's Alarm Clock activates its neighbours; an activated Music Box
    # does not activate further.
    state, me = table([GATE, "pharaohs-alarm-clock", "music-box-that-plays-backwards"])
    state, _ = play(state, me, "show-yellow")
    state, _ = play(state, me, "b0")
    seat, q = question(state)
    assert q.data["card"] == "gate-mysterious-museum-curator"
    state, _ = play(state, me, "b0")
    assert tokens(state, me)["gate-mysterious-museum-curator"] == 3
    # The Music Box's only effect is to activate: activated, it has nothing left to do.
    assert question(state)[0] != me or question(state)[1].kind != "effect"
