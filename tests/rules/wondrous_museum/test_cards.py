"""The card set loads and validates at import (content file, "EFFECT VOCABULARY")."""

from __future__ import annotations

import copy

import pytest

from games.rules.wondrous_museum.card_set import CARDS, DATA, THEME_CARDS, THEMES
from games.rules.wondrous_museum.cards import validate_card
from games.rules.wondrous_museum.effects.base import CardDataError
from games.rules.wondrous_museum.effects.registry import describe_block


def test_every_card_of_the_box_loads_with_the_printed_counts():
    assert len(DATA["regular"]) == 45 and len(DATA["special"]) == 11
    assert len(DATA["travelling"]) == 58 and len(DATA["solo_ancient_weapons"]) == 10
    assert (
        len(DATA["monuments"]) == 5
        and len(DATA["gates"]) == 5
        and len(DATA["solo_gate_levels"]) == 4
    )
    assert {t: len(THEME_CARDS[t]) for t in THEMES} == DATA["meta"]["travelling_split"]
    for card in CARDS.values():
        validate_card(card)
        for block in card["effects"]:
            assert describe_block(block)


def _broken(card_id, mutate):
    card = copy.deepcopy(CARDS[card_id])
    mutate(card)
    return card


@pytest.mark.parametrize(
    ("mutate", "message"),
    [
        (lambda c: c["effects"][0]["do"][0].update(op="teleport"), "unknown primitive"),
        (lambda c: c["effects"][0]["do"][0].update(amount=-1), "negative"),
        (lambda c: c["effects"][0]["do"][0].update(to={"at": "everywhere"}), "at must be"),
        (lambda c: c["effects"][0]["do"][0].update(colour="red"), "unknown parameter"),
        (lambda c: c["effects"][0].update(when="at_noon"), "unknown timing"),
        (lambda c: c["effects"][0]["do"][0].update(to={"museum": "all_others"}), "own museum"),
        (lambda c: c.update(runes=["orange"]), "unknown rune"),
        (lambda c: c.update(types=["Fossils"]), "unknown type"),
        (lambda c: c.update(token_value={"count": "dreams"}), "count must be"),
        (
            lambda c: c["effects"].append(
                {"when": "passive", "do": [{"op": "draw_cards", "amount": 1}]}
            ),
            "cannot be used",
        ),
        (
            lambda c: c["effects"].append({"when": "triggered", "do": [{"op": "gain_token"}]}),
            "trigger",
        ),
    ],
)
def test_a_bad_card_is_refused_when_the_cards_load(mutate, message):
    with pytest.raises(CardDataError, match=message):
        validate_card(_broken("starry-stone", mutate))


def test_the_rulebooks_named_cards_are_in_the_set():
    names = {c["name"] for c in CARDS.values()}
    for name in [
        "Starry Stone",
        "Mirror of Starry Nights",
        "Dragonscale Breastplate",
        "Undone Golem",
        "Little Wooden Block That Won't Be Lost",
        "Longevity Burger",
        "Venus with Hands",
        "Merlin's Fake Beard",
        "Legendary Spear",
        "Scroll of Invisibility (Replica)",
        "Robe That Can't Be Looked At (Replica)",
        "Crimson Chalice",
        "Turquoise Chalice",
        "Yellow Chalice",
        "Mysterious Museum Curator",
        "Hall of Fame",
    ]:
        assert name in names
