"""A state response shows the view and its text, written from one view build
(``Rules.view_and_text``): for every game, at moments all through a bot-played game, for
every seat and a spectator, it gives exactly what ``view`` and ``describe`` give apart."""

from __future__ import annotations

import pytest

from games.engine.bot import bot_answer
from games.engine.registry import all_kinds
from games.engine.rng import Rng
from games.engine.table import play_to_end


@pytest.mark.parametrize("rules", all_kinds(), ids=lambda r: r.slug)
def test_view_and_text_are_view_and_describe(rules):
    seats = rules.max_players
    rng = Rng(f"view-and-text-{rules.slug}")
    seen = [0]

    def choose(state, seat):
        return bot_answer(rules, state, seat, rng)

    def check(state, event):
        seen[0] += 1
        if seen[0] % 9:
            return
        for seat in [*range(seats), None]:
            view, text = rules.view_and_text(state, seat)
            assert view == rules.view(state, seat)
            assert text == rules.describe(state, seat)

    state, _ = play_to_end(rules, seats, {}, f"view-and-text-{rules.slug}", choose=choose,
                           check=check)  # fmt: skip
    assert seen[0] > 9
    for seat in [*range(seats), None]:  # the end: the result in both
        assert rules.view_and_text(state, seat) == (rules.view(state, seat),
                                                    rules.describe(state, seat))  # fmt: skip
