"""Bots that communicate (issue 16): the ``normal`` Muse's clue passes its Inspiration's
check and points at its Masterpiece; ``normal`` guessers rank the six by fit and find it;
a co-operative game of bots is won."""

from __future__ import annotations

from games.engine.bot import bot_answer
from games.engine.rng import Rng
from games.engine.table import play_to_end
from games.rules.muse_renaissance import RULES, bot_clue, cards
from games.rules.muse_renaissance.clue_rules import clue_failures


def play(players: int, mode: str, seed: str):
    rng = Rng(f"talk:{seed}")
    state, _ = play_to_end(
        RULES, players, {"mode": mode}, seed,
        choose=lambda s, seat: bot_answer(RULES, s, seat, rng, "normal"),
    )  # fmt: skip
    return state


def test_the_muses_clue_passes_every_inspirations_check_and_names_no_answer():
    rng = Rng("clues")
    masterpieces = sorted(cards.masterpieces())
    for inspiration in sorted(cards.inspirations()):
        piece = rng.choice(masterpieces)
        found = bot_clue.best_clue(piece, inspiration)
        assert found is not None, f"no clue for {inspiration} and {piece}"
        clue = found[0]
        assert not clue_failures(clue, cards.inspiration(inspiration), cards.masterpiece(piece))


def test_a_guesser_picks_the_masterpiece_a_rare_word_points_at():
    row = ["MP01", "MP02", "MP03", "MP04", "MP05", "MP06"]
    word = bot_clue._key_words("MP04")[0]  # the rarest word of its data
    assert row[bot_clue.guess(word, row)[0] - 1] == "MP04"


def test_bot_guessers_find_a_bot_muses_masterpiece_in_most_turns():
    turns = found = 0
    for i in range(3):
        state = play(4, "competitive", f"talk-{i}")
        for entry in state["history"]:
            if entry["answer"] is None:
                continue
            for position in entry["votes"].values():
                turns += 1
                found += position == entry["answer_position"]
    assert turns >= 60
    assert found / turns >= 0.5, f"guessers found the answer {found} times in {turns}"


def test_a_cooperative_game_of_bots_is_playable_and_won():
    outcomes = [play(3, "cooperative", f"coop-{i}")["ended"] for i in range(4)]
    assert all(o is not None for o in outcomes)
    assert sum(1 for o in outcomes if o["won"]) >= 3, outcomes
