"""Whether a step of a turn is a real decision (two legal choices or more: flow's rule,
every prompt a player sees offers a real choice) is also told without building the
choices' labels (``turn_choice_count``, what a rebuild asks after every batch). It must
count exactly the choices ``turn_choices`` lists, in every state a game goes through:
with 0 or 1 the step is automatic, with 2 or more the seat is asked."""

from __future__ import annotations

from collections import Counter

from games.engine import Rng
from games.engine.bot import bot_answer
from games.engine.table import play_to_end
from games.rules.menagerie import RULES
from games.rules.menagerie.choices import turn_choice_count, turn_choices
from games.rules.menagerie.flow import decision, prompt_id


def test_the_count_is_the_number_of_choices_listed_at_every_step():
    counted: Counter[str] = Counter()

    def same_count(state, event) -> None:
        for seat in range(state["seats"]):
            owed = decision(state, seat)
            assert prompt_id(state, seat) == (owed and owed.prompt_id), f"after {event.type}"
        if state["phase"] != "play" or state["turn"] is None:
            return
        listed = turn_choices(state)
        assert turn_choice_count(state) == len(listed), (
            f"{state['turn']['step']} after {event.type}"
        )
        counted[state["turn"]["step"]] += 1

    for players in range(1, 5):
        for game in range(3):
            rng = Rng(f"count-{players}-{game}")
            play_to_end(RULES, players, {}, f"count-{players}-{game}",
                        choose=lambda state, seat, rng=rng: bot_answer(RULES, state, seat, rng),
                        check=same_count)  # fmt: skip
    # Every step of a turn came up (the trait step with traits to use and without).
    assert set(counted) == {"unlock", "take", "place", "trait", "discover"}
