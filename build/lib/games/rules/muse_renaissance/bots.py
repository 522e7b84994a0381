"""Bot answers: a valid clue for the Muse's free-text prompt, and quick legal picks.

Random text would almost never pass a card's check, so the Muse bot picks among the sample
clues in ``data/bot_clues.yaml`` one that passes every rule for its Masterpiece. Voters pick a
random position and, on cards judged by players, now and then flag the clue, so playouts
also reach voided turns.
"""

from __future__ import annotations

from typing import Any

from games.engine.prompts import Answer, Prompt
from games.engine.rng import Rng
from games.rules.muse_renaissance import bot_clue, cards
from games.rules.muse_renaissance.bot_clue import sample_clues
from games.rules.muse_renaissance.clue_rules import clue_failures
from games.rules.muse_renaissance.phases.vote import FLAG

FLAG_CHANCE = 0.15


def valid_clue(inspiration_id: str, masterpiece_id: str, rng: Rng) -> str | None:
    """A sample clue that passes every rule for this card and Masterpiece, or None."""
    card = cards.inspiration(inspiration_id)
    piece = cards.masterpiece(masterpiece_id)
    for text in rng.shuffled(sample_clues()[inspiration_id]):
        if not clue_failures(text, card, piece):
            return text
    return None


def bot_answer(state: dict[str, Any], seat: int, prompt: Prompt, rng: Rng) -> Answer | None:
    """A legal answer to ``prompt`` (None leaves it to the generic random bot)."""
    phase = state["phase"]
    if phase == "inspire":
        return Answer(choices=(rng.choice(prompt.option_ids()),))
    if phase == "clue":
        current = state["current"]
        text = valid_clue(current["inspiration"], current["masterpiece"], rng)
        return Answer(text=text) if text is not None else None
    if phase == "vote":
        ids = prompt.option_ids()
        positions = [i for i in ids if i != FLAG]
        choices = [rng.choice(positions)]
        if FLAG in ids and rng.random() < FLAG_CHANCE:
            choices.append(FLAG)
        return Answer(choices=tuple(choices))
    return None


def level_answer(
    state: dict[str, Any], seat: int, prompt: Prompt, level: str, rng: Rng
) -> Answer | None:
    """``normal`` and ``strong``: a Muse whose clue points at its Masterpiece, guessers who
    vote for the best fit (``bot_clue``). ``easy`` (None here) keeps the random play."""
    if level == "easy":
        return None
    phase = state["phase"]
    if phase == "inspire":
        # The Masterpiece is still face down: judge each card on a few random ones.
        sample = rng.sample(sorted(cards.masterpieces()), 3)
        ids = prompt.option_ids()
        return Answer(choices=(max(ids, key=lambda i: bot_clue.inspiration_promise(i, sample)),))
    if phase == "clue":
        text = bot_clue.muse_state_answer(state)
        return Answer(text=text) if text is not None else None
    if phase == "vote":
        current = state["current"]
        best = bot_clue.guess(current["clue"] or "", current["row"])[0]
        return Answer(choices=(str(best),))
    return None
