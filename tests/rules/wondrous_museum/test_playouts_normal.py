"""Games between ``normal`` bots last as the card set's notes expect (issue 16): the designed
set's calibration (a greedy one-step-lookahead bot) gives a median of about 18 rounds at
2-5 players, 95% ending on the 20-rating trigger. A rules change that slows the game (or
stops the tokens' trigger) moves these figures; the benchmark (``bot_arena``, README
"Bots") measures them on more games."""

from __future__ import annotations

import statistics

from games.engine.bot import bot_answer
from games.engine.rng import Rng
from games.engine.table import play_to_end
from games.rules.wondrous_museum import RULES

GAMES_PER_COUNT = 2  # bounded: the whole test stays around a minute


def normal_game(players: int, i: int) -> dict:
    rng = Rng(f"normal-{players}-{i}")
    state, _ = play_to_end(
        RULES, players, {}, f"wm-len-{players}-{i}",
        choose=lambda s, seat: bot_answer(RULES, s, seat, rng, "normal"),
    )  # fmt: skip
    return state


def test_normal_bots_end_near_round_eighteen_on_the_twenty_rating_trigger():
    rounds = []
    on_twenty = 0
    for players in (2, 3, 4, 5):
        for i in range(GAMES_PER_COUNT):
            state = normal_game(players, i)
            rounds.append(state["round"])
            reasons = [r for rs in state["end"]["reasons"].values() for r in rs]
            on_twenty += any("worth 20" in r for r in reasons)
    assert 16 <= statistics.median(rounds) <= 20, sorted(rounds)
    assert on_twenty / len(rounds) >= 0.9, f"{on_twenty} of {len(rounds)} ended on twenty"
    assert max(rounds) <= 28, sorted(rounds)
