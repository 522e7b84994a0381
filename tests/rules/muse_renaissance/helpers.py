"""Test helpers: rigged tables (known cards on top of the decks) and one-line moves."""

from __future__ import annotations

from typing import Any

from games.engine.events import Event
from games.engine.prompts import Answer, check_answer_shape
from games.engine.rng import Rng, rng_for
from games.engine.table import fold
from games.rules.muse_renaissance import RULES, cards
from games.rules.muse_renaissance.bots import valid_clue
from games.rules.muse_renaissance.chain import Chain
from games.rules.muse_renaissance.flow import start_turn
from games.rules.muse_renaissance.state import COMPETITIVE, initial_state

SEED = "test-seed"


class Table:
    """A game in memory: its state and every event so far."""

    def __init__(self, events: list[Event]):
        self.events = list(events)
        self.state = fold(RULES, self.events)

    # --- moves --------------------------------------------------------------------------
    def answer(self, seat: int, answer: Answer) -> list[Event]:
        """Apply ``seat``'s answer as the platform does (shape check, then decide)."""
        prompt = RULES.prompts(self.state)[seat]
        check_answer_shape(prompt, answer)
        new = RULES.decide(self.state, seat, answer, rng_for(SEED, len(self.events)))
        self._apply(new)
        return new

    def timeout(self, seat: int) -> list[Event]:
        new = RULES.on_timeout(self.state, seat, rng_for(SEED, len(self.events)))
        self._apply(new)
        return new

    def _apply(self, new: list[Event]) -> None:
        for event in new:
            self.state = RULES.evolve(self.state, event)
            RULES.check_invariants(self.state)
        self.events.extend(new)

    def choose(self, card_id: str | None = None) -> list[Event]:
        """The Muse keeps ``card_id`` (default: the first offered)."""
        offered = self.state["current"]["offered"]
        return self.answer(self.muse, Answer(choices=(card_id or offered[0],)))

    def clue(self, text: str) -> list[Event]:
        return self.answer(self.muse, Answer(text=text))

    def vote(self, seat: int, position: int, flag: bool = False) -> list[Event]:
        choices = (str(position), "flag") if flag else (str(position),)
        return self.answer(seat, Answer(choices=choices))

    def vote_all(self, right: set[int] = frozenset(), flags: set[int] = frozenset()) -> None:
        """Every pending guesser votes: those in ``right`` for the answer, others wrongly."""
        answer = self.answer_position
        wrong = 1 if answer != 1 else 2
        for seat in list(RULES.prompts(self.state)):
            self.vote(seat, answer if seat in right else wrong, flag=seat in flags)

    def play_turn(
        self,
        card_id: str | None = None,
        clue: str | None = None,
        right: set[int] = frozenset(),
        flags: set[int] = frozenset(),
    ) -> None:
        """A whole turn: choose, clue (default: a bot's valid clue), every guesser votes."""
        self.choose(card_id)
        current = self.state["current"]
        self.clue(clue or valid_clue(current["inspiration"], current["masterpiece"], Rng("t")))
        self.vote_all(right, flags)

    # --- reading ------------------------------------------------------------------------
    @property
    def muse(self) -> int:
        return self.state["muse"]

    @property
    def phase(self) -> str:
        return self.state["phase"]

    @property
    def answer_position(self) -> int:
        return self.state["current"]["answer_position"]

    @property
    def masterpiece(self) -> str:
        return self.state["current"]["masterpiece"]

    def view(self, seat: int | None) -> dict[str, Any]:
        return RULES.view(self.state, seat)

    def guessers(self) -> list[int]:
        return [s for s in range(self.state["seats"]) if s != self.muse]


def rigged(
    seats: int,
    mode: str = COMPETITIVE,
    *,
    masterpieces: list[str] = (),
    inspirations: list[str] = (),
    first_muse: int = 0,
) -> Table:
    """A table whose decks have the given cards on top (the rest in file order), so a
    test knows what the Muse draws. The first turn has started."""
    all_mp = [m for m in cards.masterpieces() if m not in masterpieces]
    all_ins = [i for i in cards.inspirations() if i not in inspirations]
    chain = Chain(initial_state())
    chain.emit(
        Event(
            "GameSetUp",
            {
                "seats": seats,
                "mode": mode,
                "colours": [],
                "first_muse": first_muse,
                "total_turns": 2 * seats if mode == COMPETITIVE else None,
            },
        )
    )
    chain.emit(
        Event(
            "DecksShuffled",
            {},
            secret={
                "masterpieces": [*masterpieces, *all_mp],
                "inspirations": [*inspirations, *all_ins],
            },
            secret_to=(),
        )
    )
    start_turn(chain, rng_for(SEED, 2))
    return Table(chain.events)


def new_game(seats: int, mode: str = COMPETITIVE, seed: str = SEED) -> Table:
    """A table set up by the real ``setup`` (random first Muse, shuffled decks)."""
    options = RULES.clean_options({"mode": mode}, seats)
    return Table(RULES.setup(seats, options, rng_for(seed, 0)))
