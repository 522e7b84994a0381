"""The six travelling themes' special rules (rulebook "Themes Introduction and Rules")."""

from __future__ import annotations

from games.rules.wondrous_museum.endgame import end_reasons, museum_score
from games.rules.wondrous_museum.values import token_value
from tests.rules.wondrous_museum.helpers import (
    GATE,
    option_ids,
    pay,
    play,
    question,
    row_ids,
    set_hand,
    set_museum,
    started,
    tokens,
    types_of,
)


def table(themes, museum, seats=2, hand=None):
    state = started(seats, themes=themes)
    me = state["first"]
    state = set_museum(state, me, museum)
    if hand is not None:
        state = set_hand(state, me, hand)
    return state, me


# --- Paintings: effects on acquiring ------------------------------------------------------


def test_a_painting_acts_when_acquired():
    # Theme: Paintings. Mona Lisa's Less Famous Sister gains 2 tokens on acquiring.
    state, me = table(
        "paintings+scrolls",
        [GATE],
        hand=["mona-lisas-less-famous-sister", "pet-rock-with-a-pedigree"],
    )
    state, _ = play(state, me, "acquire-hand-mona-lisas-less-famous-sister")
    state, _ = play(
        state,
        me,
        "t-gate-mysterious-museum-curator-0",
        "t-gate-mysterious-museum-curator-1",
        "h-pet-rock-with-a-pedigree",
    )
    state, _ = play(state, me, "right")
    seat, q = question(state)
    assert q.kind == "effect" and "when acquired" in q.options[0][1]
    state, _ = play(state, me, "b0")
    assert tokens(state, me)["mona-lisas-less-famous-sister"] == 2


def test_the_moment_of_buying_matters_girl_with_a_pearl_earring_counts_consumed_runes():
    state, me = table(
        "paintings+scrolls",
        [GATE, ("the-emperors-new-clothes", 3)],
        hand=["girl-with-a-pearl-earring-clip-on"],
    )
    state["players"][me]["runes"] = {
        "green": False,
        "red": False,
        "blue": False,
        "yellow": True,
        "purple": True,
    }
    state, _ = play(state, me, "acquire-hand-girl-with-a-pearl-earring-clip-on")
    state = pay(state, me)
    state, _ = play(state, me, "left")
    state, _ = play(state, me, "b0")
    assert tokens(state, me)["girl-with-a-pearl-earring-clip-on"] == 3


def test_starry_night_names_a_rune_and_activates_those_cards_without_a_flip():
    state, me = table(
        "paintings+scrolls",
        [GATE, "jar-of-bottled-thunder", ("the-emperors-new-clothes", 3)],
        hand=["starry-night-in-the-afternoon"],
    )
    runes = dict(state["players"][me]["runes"])
    state, _ = play(state, me, "acquire-hand-starry-night-in-the-afternoon")
    state = pay(state, me)
    state, _ = play(state, me, "right")
    state, _ = play(state, me, "b0")
    seat, q = question(state)
    assert q.kind == "name" and option_ids(state) == ["green", "red", "blue", "yellow", "purple"]
    state, _ = play(state, me, "red")
    assert question(state)[1].data["card"] == "jar-of-bottled-thunder"
    state, _ = play(state, me, "b0")
    assert tokens(state, me)["jar-of-bottled-thunder"] == 2
    assert state["players"][me]["runes"] == runes  # no rune was flipped


# --- Decorations: rune resets -------------------------------------------------------------


def test_a_decoration_resets_runes_before_the_fourth_activation():
    # Theme: Decorations. The Cuckoo Clock recharges all runes when acquired (a reset).
    state, me = table(
        "paintings+decorations",
        [GATE, "tapestry-of-the-endless-morning", ("the-emperors-new-clothes", 3)],
        hand=["cuckoo-clock-without-a-cuckoo"],
    )
    state["players"][me]["runes"] = {
        "green": False,
        "red": False,
        "blue": False,
        "yellow": True,
        "purple": True,
    }
    state, _ = play(state, me, "acquire-hand-cuckoo-clock-without-a-cuckoo")
    state = pay(state, me)
    state, _ = play(state, me, "right")
    state, events = play(state, me, "b0")
    assert all(state["players"][me]["runes"].values())
    assert question(state)[1].data["card"] == "tapestry-of-the-endless-morning"
    state, _ = play(state, me, "b1")
    assert tokens(state, me)["tapestry-of-the-endless-morning"] == 2


def test_grandfather_clock_recharges_all_but_the_rune_just_flipped_for_a_card():
    state, me = table(
        "paintings+decorations",
        [GATE, "grandfather-clock-that-runs-backwards"],
        hand=["pet-rock-with-a-pedigree"],
    )
    state["players"][me]["runes"] = {
        "green": False,
        "red": False,
        "blue": True,
        "yellow": True,
        "purple": True,
    }
    state, _ = play(state, me, "show-purple")
    state, _ = play(state, me, "b0")
    assert state["players"][me]["runes"] == {
        "green": True,
        "red": True,
        "blue": True,
        "yellow": True,
        "purple": False,
    }
    assert state["players"][me]["hand"] == [] or "pet-rock-with-a-pedigree" in state["discard"]


# --- Scrolls: beneath an exhibit ----------------------------------------------------------


def tucked_table():
    state, me = table(
        "paintings+scrolls",
        [GATE, ("robe-that-cant-be-looked-at-replica", 2), ("the-emperors-new-clothes", 3)],
        hand=["scroll-of-invisibility-replica"],
    )
    state, _ = play(state, me, "acquire-hand-scroll-of-invisibility-replica")
    state = pay(state, me)
    return state, me


def test_a_scroll_tucked_beneath_an_exhibit_stacks_its_token_value_onto_it():
    # Theme: Scrolls; the rulebook's picture: Scroll of Invisibility beneath the Robe.
    state, me = tucked_table()
    assert "under-robe-that-cant-be-looked-at-replica" in option_ids(state)
    state, events = play(state, me, "under-robe-that-cant-be-looked-at-replica")
    assert "ScrollTucked" in types_of(events)
    row = state["players"][me]["row"]
    robe = row_ids(state, me).index("robe-that-cant-be-looked-at-replica")
    assert row[robe]["scroll"] == "scroll-of-invisibility-replica"
    assert token_value(row, robe) == 4  # 2 (Robe) + 2 (Scroll)
    assert "scroll-of-invisibility-replica" not in row_ids(state, me)


def test_a_tucked_scrolls_own_effect_rating_and_type_are_void():
    state, me = tucked_table()
    state, _ = play(state, me, "under-robe-that-cant-be-looked-at-replica")
    row = state["players"][me]["row"]
    score = museum_score(row)
    assert score["exhibits"] == 2
    assert score["exhibit_ratings"] == 2 + 0  # Robe 2, Clothes 0; the scroll's 1 is ignored
    # its purple rune activates nothing: the scroll is not in the row
    assert all("scroll" not in e["id"] for e in row)


def test_a_tucked_scroll_does_not_count_toward_the_ten_cards():
    state, me = table(
        "paintings+scrolls",
        [GATE]
        + [
            "starry-stone",
            "jar-of-bottled-thunder",
            "pet-rock-with-a-pedigree",
            "rubber-duck-of-the-seven-seas",
            "snow-globe-of-a-city-that-doesnt-exist",
            "crimson-chalice-1",
            "crimson-chalice-2",
            "turquoise-chalice-1",
            ("robe-that-cant-be-looked-at-replica", 0, "scroll-of-invisibility-replica"),
        ],
    )
    row = state["players"][me]["row"]
    assert len(row) == 10 and end_reasons(row) == ["10 cards in the museum"]
    state2, _ = table(
        "paintings+scrolls",
        [GATE, ("robe-that-cant-be-looked-at-replica", 0, "scroll-of-invisibility-replica")],
    )
    assert len(state2["players"][state2["first"]]["row"]) == 2


def test_a_scroll_may_be_placed_normally_as_an_ordinary_exhibit():
    state, me = tucked_table()
    state, _ = play(state, me, "right")
    assert "scroll-of-invisibility-replica" in row_ids(state, me)


# --- Ancient Weapons: other museums -------------------------------------------------------


def test_the_activating_player_chooses_the_target_museum_and_exhibit():
    # Theme: Ancient Weapons: "the player who activates the ancient weapon chooses the target(s)".
    state, me = table("ancient-weapons+paintings", [GATE, "bow-of-a-hundred-misses"], seats=3)
    for k in (1, 2):
        state = set_museum(
            state,
            (me + k) % 3,
            [GATE, ("starry-stone", 1), ("jar-of-bottled-thunder", 1)]
            if k == 1
            else [GATE, ("pet-rock-with-a-pedigree", 2)],
        )
    state, _ = play(state, me, "show-red")
    state, _ = play(state, me, "b0")
    seat, q = question(state)
    assert seat == me and q.kind == "museum"
    victim = (me + 1) % 3
    state, _ = play(state, me, str(victim))
    seat, q = question(state)
    assert seat == me and q.kind == "target"
    state, _ = play(state, me, "jar-of-bottled-thunder")
    assert tokens(state, victim)["jar-of-bottled-thunder"] == 0


def test_the_sword_lets_each_other_player_choose_their_own_exhibit():
    # Design note 6: only the Sword lets each victim choose.
    state, me = table(
        "ancient-weapons+paintings", [GATE, "sword-still-stuck-in-the-stone"], seats=3
    )
    for k in (1, 2):
        state = set_museum(
            state,
            (me + k) % 3,
            [GATE, ("starry-stone" if k == 1 else "pet-rock-with-a-pedigree", 1)],
        )
    state, _ = play(state, me, "show-purple")
    state, _ = play(state, me, "b0")
    seat, q = question(state)
    assert seat == (me + 1) % 3 and q.kind == "target"
    state, _ = play(state, seat, "starry-stone")
    seat, q = question(state)
    assert seat == (me + 2) % 3
    state, _ = play(state, seat, "pet-rock-with-a-pedigree")
    assert tokens(state, (me + 1) % 3)["starry-stone"] == 0
    assert tokens(state, me)["sword-still-stuck-in-the-stone"] == 1


def test_the_legendary_spear_hits_exhibits_with_the_rune_that_activated_it():
    # The printed Legendary Spear, design note 5: "corresponding rune" = the flipped rune.
    state, me = table("ancient-weapons+paintings", [GATE, "legendary-spear"])
    other = 1 - me
    state = set_museum(
        state,
        other,
        [GATE, ("jar-of-bottled-thunder", 2), ("snow-globe-of-a-city-that-doesnt-exist", 2)],
    )
    state, _ = play(state, me, "show-red")
    state, _ = play(state, me, "b0")
    assert tokens(state, other)["jar-of-bottled-thunder"] == 1  # red: the only red card
    assert tokens(state, other)["snow-globe-of-a-city-that-doesnt-exist"] == 2


# --- Botanical Specimens and Sculpture Art: regular exhibits ------------------------------


def test_the_money_plant_feeds_only_regular_exhibits_next_to_it():
    state, me = table(
        "botanical-specimens+sculpture-art",
        ["venus-with-hands", "money-plant-that-actually-grows-coins", "starry-stone", GATE],
    )
    state, _ = play(state, me, "show-yellow")
    state, _ = play(state, me, "b0")
    assert tokens(state, me)["starry-stone"] == 1
    assert tokens(state, me)["venus-with-hands"] == 0


def test_sleepy_mandrake_gains_when_a_regular_exhibit_is_acquired():
    state, me = table(
        "botanical-specimens+sculpture-art",
        [GATE, "sleepy-mandrake", ("the-emperors-new-clothes", 3)],
        hand=["pet-rock-with-a-pedigree"],
    )
    state, _ = play(state, me, "acquire-hand-pet-rock-with-a-pedigree")
    state = pay(state, me)
    state, events = play(state, me, "right")
    assert "EffectsTriggered" in types_of(events)
    state, _ = play(state, me, "b0")
    assert tokens(state, me)["sleepy-mandrake"] == 1


def test_terracotta_intern_makes_tokens_on_neighbouring_regulars_worth_more():
    state, me = table(
        "botanical-specimens+sculpture-art",
        [GATE, ("starry-stone", 2), "terracotta-intern", ("venus-with-hands", 1)],
    )
    row = state["players"][me]["row"]
    assert token_value(row, 1) == 2  # Starry Stone: 1 + 1
    assert token_value(row, 3) == 2  # Venus is not regular: 1 per Sculpture (itself, the Intern)
    assert museum_score(row)["admiration_tokens"] == 2 * 2 + 1 * 2 + 2


def test_the_sandcastle_gains_at_the_end_of_the_game_for_each_regular_neighbour():
    from games.rules.wondrous_museum.phases.game_end import final_effects

    state, me = table(
        "botanical-specimens+sculpture-art",
        [GATE, "starry-stone", "sandcastle-of-the-tide-king", "jar-of-bottled-thunder"],
    )
    frames = final_effects(state)
    assert [f["card"] for f in frames] == ["sandcastle-of-the-tide-king"]
