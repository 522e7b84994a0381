"""A quick, slightly greedy bot: a legal answer at once, for playouts and resigned seats.

Every listed option is legal, so the bot never needs ``decide`` to test a guess. It leans
towards using traits and discovering (so playouts exercise them) and towards insects of an
order already in the unlocked terrarium (so a resigned seat still scores something).
"""

from __future__ import annotations

from games.engine import Answer, Prompt, Rng
from games.rules.menagerie.cards import INSECTS
from games.rules.menagerie.state import State


def _same_order(state: State, seat: int, space: str) -> int:
    turn = state["turn"]
    card = state["field"].get(space)
    if card is None or turn is None or turn["unlocked"] is None:
        return 0
    row = state["players"][seat]["terrariums"][turn["unlocked"]]
    return sum(1 for c in row if INSECTS[c].order == INSECTS[card].order)


def bot_answer(state: State, seat: int, prompt: Prompt, rng: Rng) -> Answer:
    ids = prompt.option_ids()
    step = prompt.hint.get("step")
    pick = rng.choice(ids)
    if step == "trait":
        used = [i for i in ids if i != "none"]
        if used and rng.random() < 0.85:
            pick = rng.choice(used)
    elif step == "discover":
        takes = [i for i in ids if i != "stop"]
        if takes and rng.random() < 0.7:
            pick = rng.choice(takes)
    elif step == "take" and rng.random() < 0.6:
        best = max(_same_order(state, seat, i) for i in ids)
        pick = rng.choice([i for i in ids if _same_order(state, seat, i) == best])
    return Answer(choices=(pick,))
