"""The engine's shared pieces: answer shapes, options, the random-legal bot, ranking."""

from __future__ import annotations

import pytest

from games.engine import Answer, IllegalAction, Option, OptionSpec, Prompt, check_answer_shape
from games.engine.bot import bot_answer
from games.engine.results import rank_by_score
from games.engine.rng import Rng, rng_for, seed_hash
from games.engine.table import play_to_end
from tests.support.nim import RULES as NIM

PICK = Prompt("p", 0, "Pick two", options=(Option("a", "A"), Option("b", "B"), Option("c", "C")),
              min=2, max=2)  # fmt: skip


def test_an_answer_must_fit_the_prompt():
    check_answer_shape(PICK, Answer(choices=("a", "c")))
    for bad, message in [
        (("a",), "Choose exactly 2 option(s); you chose 1."),
        (("a", "a"), "You chose the same option twice; choose each option once."),
        (("a", "z"), "'z' is not one of the options; choose from: a, b, c."),
    ]:
        with pytest.raises(IllegalAction) as err:
            check_answer_shape(PICK, Answer(choices=bad))
        assert err.value.message == message


def test_a_text_prompt_wants_some_text_within_its_limit():
    clue = Prompt("clue", 0, "Your clue", kind="text", max_length=5)
    check_answer_shape(clue, Answer(text="sunny"))
    with pytest.raises(IllegalAction, match="needs a text answer"):
        check_answer_shape(clue, Answer(text="   "))
    with pytest.raises(IllegalAction, match="6 characters long; the limit is 5"):
        check_answer_shape(clue, Answer(text="cloudy"))


def test_options_are_validated_and_defaulted():
    assert NIM.clean_options({}, 2) == {"pile": 15, "pledges": True}
    with pytest.raises(IllegalAction, match="Unknown option 'colour'"):
        NIM.clean_options({"colour": "red"}, 2)
    with pytest.raises(IllegalAction, match="true or false"):
        NIM.clean_options({"pledges": "yes"}, 2)
    spec = OptionSpec("mode", "Mode", choices=(("a", "A"), ("b", "B")), default="a")
    with pytest.raises(IllegalAction, match="must be one of: a, b"):
        spec.clean("c")


def test_the_same_seed_and_event_number_always_shuffle_alike():
    assert rng_for("s", 3).shuffled(range(20)) == rng_for("s", 3).shuffled(range(20))
    assert rng_for("s", 3).shuffled(range(20)) != rng_for("s", 4).shuffled(range(20))
    assert seed_hash("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"


def test_the_bot_finishes_games_and_replays_are_deterministic():
    rng = Rng("bot")
    state, events = play_to_end(
        NIM, 4, {}, "seed", choose=lambda s, seat: bot_answer(NIM, s, seat, rng)
    )
    assert NIM.result(state) is not None
    rng = Rng("bot")
    again, events2 = play_to_end(
        NIM, 4, {}, "seed", choose=lambda s, seat: bot_answer(NIM, s, seat, rng)
    )
    assert events == events2 and again == state


def test_tied_scores_share_a_rank():
    assert rank_by_score({0: (3,), 1: (5,), 2: (3,), 3: (1,)}) == {1: 1, 0: 2, 2: 2, 3: 4}
