"""One test per primitive of the effect vocabulary (content "EFFECT VOCABULARY", 17 ops),
each through a real card wherever a card uses it."""

from __future__ import annotations

from games.engine.rng import Rng
from games.rules.wondrous_museum.agenda import block_frame
from games.rules.wondrous_museum.card_set import TOKEN_SUPPLY
from games.rules.wondrous_museum.effects.registry import REGISTRY
from games.rules.wondrous_museum.endgame import museum_score
from games.rules.wondrous_museum.flow import settle
from games.rules.wondrous_museum.phases.acquire import placements
from games.rules.wondrous_museum.values import token_value
from tests.rules.wondrous_museum.helpers import (
    GATE,
    fix,
    option_ids,
    play,
    question,
    row_ids,
    set_deck_top,
    set_hand,
    set_market,
    set_museum,
    started,
    tokens,
    types_of,
)


def test_the_vocabulary_has_exactly_the_17_primitives_of_the_card_set():
    assert sorted(REGISTRY) == sorted(
        [
            "gain_token",
            "remove_token",
            "move_token",
            "steal_token",
            "discard_from_hand",
            "draw_cards",
            "take_market_card",
            "discard_market_card",
            "recharge_runes",
            "activate",
            "swap_exhibits",
            "score",
            "protect",
            "discount",
            "tuck_beneath",
            "stack_token_value",
            "choose_one",
        ]
    )


def gate_tokens(state, seat):
    return next(e["tokens"] for e in state["players"][seat]["row"] if e["id"].startswith("gate"))


def table(museum, seats=2, **options):
    state = started(seats, **options)
    me = state["first"]
    return set_museum(state, me, museum), me


def test_gain_token_takes_tokens_from_the_supply_onto_each_named_card():
    # Self-Stirring Teacup: "gain 1 admiration token on each card next to this exhibit".
    state, me = table(["starry-stone", "self-stirring-teacup", GATE])
    supply = state["supply"]
    state, _ = play(state, me, "show-green")
    state, _ = play(state, me, "b0")  # Starry Stone (green) first, left to right
    state, _ = play(state, me, "b0")  # the Teacup
    assert tokens(state, me)["starry-stone"] == 2
    assert tokens(state, me)["gate-mysterious-museum-curator"] == 3
    assert state["supply"] == supply - 3


def test_gain_token_with_a_short_supply_places_what_is_left_in_the_activators_order():
    # Content ruling "token_supply": a hard limit of 60.
    state, me = table(["starry-stone", "self-stirring-teacup", GATE])
    other = 1 - me
    state = set_museum(state, other, [GATE, ("the-emperors-new-clothes", TOKEN_SUPPLY - 5)])
    assert state["supply"] == 1
    state, _ = play(state, me, "show-green")
    state, _ = play(state, me, "skip")  # Starry Stone skipped
    state, _ = play(state, me, "b0")  # the Teacup: two cards, one token left
    seat, q = question(state)
    assert q.kind == "order" and set(option_ids(state)) == {
        "starry-stone",
        "gate-mysterious-museum-curator",
    }
    state, _ = play(state, me, "gate-mysterious-museum-curator")
    assert tokens(state, me)["gate-mysterious-museum-curator"] == 3
    assert tokens(state, me)["starry-stone"] == 0
    assert state["supply"] == 0


def test_remove_token_as_a_cost_must_be_paid_in_full():
    # Candelabra: "remove 2 admiration tokens from this exhibit to recharge all your runes".
    state, me = table([GATE, ("candelabra-of-birthdays-past", 1)], themes="paintings+decorations")
    state["players"][me]["runes"] = {
        "green": False,
        "red": True,
        "blue": True,
        "yellow": True,
        "purple": True,
    }
    state, _ = play(state, me, "show-red")
    assert option_ids(state) == ["b0", "skip"]  # the cost of block 1 cannot be paid yet
    state, _ = play(state, me, "b0")  # gain 1: now 2 tokens
    assert option_ids(state) == ["b1", "skip"]
    state, events = play(state, me, "b1")
    assert tokens(state, me)["candelabra-of-birthdays-past"] == 0
    recharged = next(e for e in events if e.type == "RunesRecharged")
    assert recharged.data["runes"] == ["green"]  # red, just flipped, stays consumed


def test_remove_token_as_an_attack_removes_as_far_as_possible_from_another_museum():
    # Catapult: "remove up to 2 admiration tokens from one exhibit in 1 other player's museum".
    state, me = table([GATE, "catapult-for-very-small-sieges"], themes="ancient-weapons+paintings")
    other = 1 - me
    state = set_museum(state, other, [GATE, ("starry-stone", 1)], gate_tokens=3)
    state, _ = play(state, me, "show-purple")
    state, _ = play(state, me, "b0")
    seat, q = question(state)
    assert seat == me and q.kind == "target"
    state, _ = play(state, me, "starry-stone")
    assert tokens(state, other)["starry-stone"] == 0
    assert gate_tokens(state, other) == 3


def test_move_token_moves_up_to_the_amount_and_is_not_a_gain():
    # Bottled Ghost: "move up to 2 admiration tokens from one of your cards to another".
    state, me = table(
        [("starry-stone", 3), "bottled-ghost-friendly", "mirror-of-starry-nights", GATE]
    )
    supply = state["supply"]
    state, _ = play(state, me, "show-purple")
    state, _ = play(state, me, "skip")  # Starry Stone (purple) skipped
    state, _ = play(state, me, "b0")  # the Ghost
    state, _ = play(state, me, "starry-stone")  # from
    state, _ = play(state, me, "bottled-ghost-friendly")  # to (next to the Mirror)
    seat, q = question(state)
    assert q.kind == "count" and option_ids(state) == ["1", "2"]
    state, events = play(state, me, "2")
    assert tokens(state, me)["starry-stone"] == 1
    assert tokens(state, me)["bottled-ghost-friendly"] == 2
    assert "EffectsTriggered" not in types_of(events)
    assert tokens(state, me)["mirror-of-starry-nights"] == 0  # a move is never a gain
    assert state["supply"] == supply


def test_steal_token_takes_from_another_museum_and_counts_as_a_gain():
    # Boomerang: "take 1 admiration token from one exhibit in 1 other player's museum".
    state, me = table(
        [GATE, "boomerang-that-wont-come-back", "mirror-of-starry-nights"],
        themes="ancient-weapons+paintings",
    )
    other = 1 - me
    state = set_museum(
        state,
        other,
        [GATE, ("dragon-egg-still-warm", 2), "pet-rock-with-a-pedigree", ("starry-stone", 1)],
        gate_tokens=0,
    )
    state, _ = play(state, me, "show-blue")
    # The Dragon Egg protects itself: the Starry Stone is the only card the steal may name.
    state, events = play(state, me, "b0")
    assert tokens(state, other)["starry-stone"] == 0
    seat, q = question(state)
    assert q.data["card"] == "mirror-of-starry-nights" and option_ids(state) == ["b1", "skip"]
    assert tokens(state, me)["boomerang-that-wont-come-back"] == 1
    assert tokens(state, other)["dragon-egg-still-warm"] == 2


def test_draw_cards_reshuffles_the_discard_pile_when_the_deck_runs_out():
    # Rulebook "Open Market": "If the deck ever runs out, shuffle the discard pile".
    state, me = table([GATE, "pirate-map-with-x-everywhere"])
    state = dict(state)
    state["discard"] = [*state["discard"], *state["deck"]]
    state["deck"] = []
    state = fix(state)
    hand = len(state["players"][me]["hand"])
    state, _ = play(state, me, "show-blue")
    state, events = play(state, me, "b0")
    assert "DeckReshuffled" in types_of(events)
    assert len(state["players"][me]["hand"]) == hand + 1


def test_discard_from_hand_lets_each_affected_player_choose_their_own_cards():
    # Vocabulary: discard_from_hand with who: all_others (each victim chooses).
    state, me = table([GATE, "starry-stone"], seats=3)
    state = set_hand(state, (me + 1) % 3, ["pet-rock-with-a-pedigree", "jar-of-bottled-thunder"])
    frame = block_frame(me, "starry-stone", 0, rune=None, quiet=False, no_activate=False)
    frame["steps"] = [[False, {"op": "discard_from_hand", "amount": 1, "who": "all_others"}]]
    state = {**state, "agenda": [*state["agenda"], frame]}
    victim = (me + 1) % 3
    seat, q = question(state)
    assert seat == victim and q.kind == "discard"
    state, _ = play(state, victim, "jar-of-bottled-thunder")
    for event_seat in ((me + 2) % 3,):
        found = question(state)
        if found and found[0] == event_seat:
            state, _ = play(state, event_seat, found[1].options[0][0])
    assert state["players"][victim]["hand"] == ["pet-rock-with-a-pedigree"]
    assert "jar-of-bottled-thunder" in state["discard"]


def test_discard_from_hand_as_a_cost_buys_the_genie_lamps_three_tokens():
    state, me = table([GATE, "genie-lamp-wishes-used-up"])
    state = set_hand(state, me, ["pet-rock-with-a-pedigree"])
    state, _ = play(state, me, "show-yellow")
    state, _ = play(state, me, "b0")
    assert tokens(state, me)["genie-lamp-wishes-used-up"] == 3
    assert state["players"][me]["hand"] == [] or "pet-rock-with-a-pedigree" in state["discard"]


def test_take_market_card_takes_the_lowest_commission_card_still_there():
    # Lost-and-Found Box; ruling R3: a gap left this turn moves the take to the next card.
    state, me = table([GATE, "lost-and-found-box"])
    state = set_market(
        state,
        [
            None,
            "pet-rock-with-a-pedigree",
            "jar-of-bottled-thunder",
            "starry-stone",
            "snow-globe-of-a-city-that-doesnt-exist",
        ],
    )
    state, _ = play(state, me, "show-purple")
    state, _ = play(state, me, "b0")
    assert "pet-rock-with-a-pedigree" in state["players"][me]["hand"]


def test_discard_market_card_lets_the_player_pick_the_slot():
    # Catapult (solo version): "discard 1 Open Market card of your choice".
    state, me = table(
        [GATE, "catapult-for-very-small-sieges-solo"],
        seats=1,
        themes="ancient-weapons+paintings",
        challenge="grand-opening",
    )
    market = list(state["market"])
    state, _ = play(state, me, "show-purple")
    state, _ = play(state, me, "b0")
    seat, q = question(state)
    assert q.kind == "slot"
    state, _ = play(state, me, "3")
    assert market[3] in state["discard"]
    assert tokens(state, me)["catapult-for-very-small-sieges-solo"] == 1


def test_recharge_runes_all_except_the_one_just_flipped_is_a_reset():
    # Chandelier of Perpetual Dusk; design note 8.
    state, me = table(
        [GATE, "chandelier-of-perpetual-dusk", "phoenix-feather-slightly-singed"],
        themes="paintings+decorations",
    )
    p = state["players"][me]
    p["runes"] = {"green": False, "red": False, "blue": True, "yellow": True, "purple": True}
    state, _ = play(state, me, "show-blue")
    state, events = play(state, me, "b0")  # recharge all except blue
    assert state["players"][me]["runes"] == {
        "green": True,
        "red": True,
        "blue": False,
        "yellow": True,
        "purple": True,
    }
    seat, q = question(state)
    assert q.data["card"] == "phoenix-feather-slightly-singed"  # runes_reset trigger
    state, _ = play(state, me, "b1")
    assert tokens(state, me)["phoenix-feather-slightly-singed"] == 2


def test_recharge_runes_one_asks_which_rune():
    # Portrait of a Duke Who Blinked: on acquire, flip 1 consumed rune back.
    state, me = table([GATE], themes="paintings+decorations")
    state["players"][me]["runes"] = {
        "green": False,
        "red": False,
        "blue": True,
        "yellow": True,
        "purple": True,
    }
    state = set_hand(
        state,
        me,
        ["portrait-of-a-duke-who-blinked", "pet-rock-with-a-pedigree", "jar-of-bottled-thunder"],
    )
    state, _ = play(state, me, "acquire-hand-portrait-of-a-duke-who-blinked")
    state, _ = play(state, me, "h-pet-rock-with-a-pedigree", "h-jar-of-bottled-thunder")
    state, _ = play(state, me, "right")
    state, _ = play(state, me, "b0")
    seat, q = question(state)
    assert q.kind == "rune" and option_ids(state) == ["green", "red"]
    state, _ = play(state, me, "red")
    assert state["players"][me]["runes"]["red"] is True
    assert state["players"][me]["runes"]["green"] is False


def test_activate_resolves_the_show_time_effects_of_the_named_card_whatever_its_runes():
    # Music Box That Plays Backwards: "activate the card on the left of this exhibit".
    state, me = table([GATE, "jar-of-bottled-thunder", "music-box-that-plays-backwards"])
    state, _ = play(state, me, "show-purple")
    seat, q = question(state)
    assert q.data["card"] == "music-box-that-plays-backwards"
    state, _ = play(state, me, "b0")
    seat, q = question(state)
    assert q.data["card"] == "jar-of-bottled-thunder"  # activated: its own effects now
    state, _ = play(state, me, "b0")
    assert tokens(state, me)["jar-of-bottled-thunder"] == 2


def test_swap_exhibits_swaps_and_tokens_travel_with_their_cards():
    # Clockwork Snail: "swap this exhibit with the exhibit on either side, then gain 1".
    state, me = table(
        [GATE, ("starry-stone", 2), "clockwork-snail-express-delivery", "pet-rock-with-a-pedigree"]
    )
    state, _ = play(state, me, "show-red")
    state, _ = play(state, me, "b0")
    seat, q = question(state)
    assert q.kind == "target" and set(option_ids(state)) == {
        "starry-stone",
        "pet-rock-with-a-pedigree",
    }
    state, _ = play(state, me, "starry-stone")
    assert row_ids(state, me) == [
        "gate-mysterious-museum-curator",
        "clockwork-snail-express-delivery",
        "starry-stone",
        "pet-rock-with-a-pedigree",
    ]
    assert tokens(state, me)["starry-stone"] == 2
    assert tokens(state, me)["clockwork-snail-express-delivery"] == 1


def test_score_adds_the_special_cards_end_of_game_bonus():
    # Crown Jewels of the Forgotten Kingdom: +2 per Treasures exhibit (itself included).
    state, me = table(
        [GATE, "crown-jewels-of-the-forgotten-kingdom", "crimson-chalice-1", "starry-stone"]
    )
    score = museum_score(state["players"][me]["row"])
    assert score["special_effects"] == 4


def test_protect_keeps_other_players_effects_off_the_protected_cards():
    # Dragonscale Breastplate protects itself and its neighbours from the Bow.
    state, me = table([GATE, "bow-of-a-hundred-misses"], themes="ancient-weapons+paintings")
    other = 1 - me
    state = set_museum(
        state,
        other,
        [
            ("starry-stone", 1),
            ("dragonscale-breastplate", 1),
            ("jar-of-bottled-thunder", 1),
            ("pet-rock-with-a-pedigree", 1),
            GATE,
        ],
        gate_tokens=0,
    )
    state, _ = play(state, me, "show-red")
    state, _ = play(state, me, "b0")
    assert tokens(state, other)["pet-rock-with-a-pedigree"] == 0  # the only card it may name
    assert tokens(state, other)["starry-stone"] == 1
    assert tokens(state, other)["dragonscale-breastplate"] == 1


def test_discount_lowers_the_price_of_matching_cards_but_not_the_commission():
    # Golden Abacus: regular exhibits cost 1 less.
    state, me = table([GATE, "golden-abacus-that-always-rounds-down"])
    state = set_market(
        state,
        [
            "pet-rock-with-a-pedigree",
            "starry-stone",
            "jar-of-bottled-thunder",
            "rubber-duck-of-the-seven-seas",
            "snow-globe-of-a-city-that-doesnt-exist",
        ],
    )
    labels = dict(question(state)[1].options)
    assert "price 3, -1 discount, +2 commission: pay 4" in labels["acquire-market-1"]
    assert "price 1, -1 discount, +1 commission: pay 1" in labels["acquire-market-0"]


def test_tuck_beneath_offers_only_designated_hosts_without_a_scroll():
    # Scroll of Invisibility (Replica) goes beneath Attire only.
    state, me = table(
        [GATE, "robe-that-cant-be-looked-at-replica", "starry-stone"], themes="paintings+scrolls"
    )
    ids = [i for i, _ in placements(state, me, "scroll-of-invisibility-replica")]
    assert ids == ["left", "right", "under-robe-that-cant-be-looked-at-replica"]


def test_stack_token_value_adds_to_the_named_cards_token_value():
    # Philosopher's Pebble: +1 on the other exhibits' tokens, not on the Gate.
    state, me = table([GATE, "philosophers-pebble", ("starry-stone", 2)])
    row = state["players"][me]["row"]
    assert token_value(row, 2) == 2
    assert token_value(row, 0) == 1


def test_choose_one_performs_exactly_one_option():
    # Oracle's Bone Dice: gain 1 token OR draw 1 card.
    state, me = table([GATE, "oracles-bone-dice"])
    hand = len(state["players"][me]["hand"])
    state, _ = play(state, me, "show-red")
    state, _ = play(state, me, "b0")
    seat, q = question(state)
    assert q.kind == "option" and len(q.options) == 2
    state, events = play(state, me, "1")
    assert "OptionChosen" in types_of(events)
    assert len(state["players"][me]["hand"]) == hand + 1
    assert tokens(state, me)["oracles-bone-dice"] == 0


def test_an_injected_block_settles_without_any_question():
    # The engine's automatic run: a block with no choices resolves by itself.
    state, me = table([GATE, "starry-stone"])
    state = set_deck_top(state, ["pet-rock-with-a-pedigree"])
    frame = block_frame(me, "starry-stone", 0, rune=None, quiet=False, no_activate=False)
    frame["steps"] = [[False, {"op": "draw_cards", "amount": 1}]]
    state = {**state, "agenda": [*state["agenda"], frame]}
    for event in settle(state, Rng("s")):
        state = __import__("games.rules.wondrous_museum.evolve", fromlist=["evolve"]).evolve(
            state, event
        )
    assert "pet-rock-with-a-pedigree" in state["players"][me]["hand"]
