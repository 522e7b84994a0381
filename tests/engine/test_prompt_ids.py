"""``Rules.prompt_ids`` is what the rebuild of a game's turns and deadlines asks after each
batch, in place of the prompts (``projections.rebuild``): a game that answers it without
building its prompts (Museum of Fine Arts, Menagerie) must name the same seats and prompts
as ``prompts`` does, in every state a game goes through. Bot games of every kind, every
player count and every option that changes who is asked (Fine Arts' sealed bids or live
auction), checked after every event."""

from __future__ import annotations

import pytest

from games.engine import all_kinds
from games.engine.bot import bot_answer
from games.engine.rng import Rng
from games.engine.table import play_to_end

VARIANTS = {"fine-arts": [{"bidding": "sealed"}, {"bidding": "live"}]}
GAMES = 3  # per kind, player count and variant: every phase and trading chain comes up


def _cases():
    for rules in all_kinds():
        for options in VARIANTS.get(rules.slug, [{}]):
            for players in range(rules.min_players, rules.max_players + 1):
                name = f"{rules.slug}-{players}p" + "".join(f"-{v}" for v in options.values())
                yield pytest.param(rules, players, options, id=name)


@pytest.mark.parametrize(("rules", "players", "options"), list(_cases()))
def test_the_ids_name_the_seats_and_prompts_that_prompts_build(rules, players, options):
    asked_states = 0

    def same_ids(state, event) -> None:
        nonlocal asked_states
        built = {seat: prompt.id for seat, prompt in rules.prompts(state).items()}
        assert rules.prompt_ids(state) == built, f"after {event.type}"
        asked_states += bool(built)

    for game in range(GAMES):
        rng = Rng(f"ids-{game}")
        play_to_end(rules, players, options, f"ids-{rules.slug}-{players}-{game}",
                    choose=lambda state, seat, rng=rng: bot_answer(rules, state, seat, rng),
                    check=same_ids)  # fmt: skip
    assert asked_states > 0  # the games asked somebody something: the check had work
