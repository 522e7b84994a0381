"""Game setup (rulebook "Game Setup", "Solo Game Setup"), as events.

Two themes' travelling cards are shuffled with the regular cards into the deck; 5 cards
form the Open Market (commission +1 farthest from the deck ... +3 nearest); 5 random special
cards form the Black Market (the rest are left out, secretly); gates are dealt, the Curator
among them, and its holder goes first; each player has 5 charged runes, 2 tokens worth 1
on the Gate and a hand of 5. Solo: the challenge's monument is the Black Market, the
Curator gate is used (Renovation: Gate Lv.1 with 3 tokens), and the solo Ancient Weapons
replace the multiplayer ones.
"""

from __future__ import annotations

from typing import Any

from games.engine import Event, Rng
from games.rules.wondrous_museum.agenda import simple
from games.rules.wondrous_museum.card_set import (
    BLACK_MARKET_SIZE,
    CHALLENGES,
    COLLECTION_TYPES,
    CURATOR,
    GATE_LEVELS,
    GATES,
    HAND_SIZE,
    MARKET_SIZE,
    PAIR_BY_VALUE,
    REGULAR,
    RENOVATION,
    RUNES,
    SOLO_VERSION,
    SPECIAL,
    THEME_CARDS,
    TOKEN_SUPPLY,
    card,
)
from games.rules.wondrous_museum.context import ev


def setup_events(seats: int, options: dict[str, Any], rng: Rng) -> list[Event]:
    solo = seats == 1
    themes = PAIR_BY_VALUE[options["themes"]]
    travelling = [cid for t in themes for cid in THEME_CARDS[t]]
    if solo:
        travelling = [SOLO_VERSION.get(cid, cid) for cid in travelling]
    deck = rng.shuffled([*REGULAR, *travelling])
    market = deck[:MARKET_SIZE]
    hands = [
        deck[MARKET_SIZE + HAND_SIZE * s : MARKET_SIZE + HAND_SIZE * (s + 1)] for s in range(seats)
    ]
    rest = deck[MARKET_SIZE + HAND_SIZE * seats :]
    challenge = options.get("challenge") if solo else None
    if solo:
        black_market = [CHALLENGES[challenge]["id"]]
        left_out: list[str] = []
        renovation = challenge == RENOVATION
        gates = [GATE_LEVELS[1] if renovation else CURATOR]
        gate_level = 1 if renovation else None
        first = 0
    else:
        specials = rng.shuffled(SPECIAL)
        black_market, left_out = specials[:BLACK_MARKET_SIZE], specials[BLACK_MARKET_SIZE:]
        others = rng.sample([g for g in GATES if g != CURATOR], seats - 1)
        gates = rng.shuffled([CURATOR, *others])
        gate_level = None
        first = gates.index(CURATOR)
    gate_tokens = card(gates[0])["starting_tokens"]
    order = [(first + k) % seats for k in range(seats)]
    agenda = [
        simple("next_turn", None, start=True),
        *[simple("opening", s) for s in reversed(order)],
    ]
    events = [
        ev(
            "GameSetUp",
            n=seats,
            solo=solo,
            challenge=challenge,
            hof_record=options.get("hall_of_fame_record") or 0,
            themes=list(themes),
            types_in_play=[*COLLECTION_TYPES, *themes],
            first=first,
            gates=gates,
            gate_tokens=gate_tokens,
            gate_level=gate_level,
            runes=list(RUNES),
            market=market,
            black_market=black_market,
            supply=TOKEN_SUPPLY - gate_tokens * seats,
            total_cards=len(deck) + len(black_market) + len(left_out),
            agenda=agenda,
            # The hands are dealt from the top of this deck by the HandDealt events.
            secret={"deck": [*[c for hand in hands for c in hand], *rest], "left_out": left_out},
            secret_to=(),
        )
    ]
    for s in range(seats):
        events.append(
            ev("HandDealt", seat=s, n=len(hands[s]), secret={"cards": hands[s]}, secret_to=(s,))
        )
    return events
