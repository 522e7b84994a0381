"""The Rules protocol every game implements, and the option specs games declare.

A game is a decider: ``setup`` and ``decide`` return events, ``evolve`` folds one event into
the state, and everything a player sees comes from ``prompts``, ``view`` and ``describe``.
State may be any value ``evolve`` never mutates in place; ``encode_state`` /
``decode_state`` turn it into JSON for snapshots (the defaults suit plain dicts/lists: they
are JSON as they are).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar, Literal

from games.engine.errors import IllegalAction
from games.engine.events import Event
from games.engine.prompts import Answer, Prompt
from games.engine.results import Result
from games.engine.rng import Rng


@dataclass(frozen=True)
class OptionSpec:
    """One game option shown at creation: a choice, a bool or an int in a range."""

    name: str
    label: str
    type: Literal["choice", "bool", "int"] = "choice"
    default: Any = None
    choices: tuple[tuple[str, str], ...] = ()  # (value, label)
    min: int | None = None
    max: int | None = None
    help: str = ""

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "name": self.name,
            "label": self.label,
            "type": self.type,
            "default": self.default,
            "help": self.help,
        }
        if self.type == "choice":
            out["choices"] = [{"value": v, "label": lbl} for v, lbl in self.choices]
        if self.type == "int":
            out["min"], out["max"] = self.min, self.max
        return out

    def clean(self, value: Any) -> Any:
        if value is None:
            return self.default
        if self.type == "bool":
            if isinstance(value, bool):
                return value
            raise IllegalAction(f"Option '{self.name}' must be true or false.")
        if self.type == "int":
            if isinstance(value, bool) or not isinstance(value, int):
                raise IllegalAction(f"Option '{self.name}' must be a whole number.")
            if (self.min is not None and value < self.min) or (
                self.max is not None and value > self.max
            ):
                raise IllegalAction(
                    f"Option '{self.name}' must be between {self.min} and {self.max}."
                )
            return value
        allowed = [v for v, _ in self.choices]
        if value not in allowed:
            raise IllegalAction(
                f"Option '{self.name}' must be one of: {', '.join(map(str, allowed))}."
            )
        return value


class Rules:
    """Base class and contract of a game. Subclass it and register the instance.

    Class attributes describe the kind; methods are pure functions of their arguments.
    """

    slug: ClassVar[str] = ""
    name: ClassVar[str] = ""
    summary: ClassVar[str] = ""
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 2
    rules_version: ClassVar[str] = "1"
    options: ClassVar[tuple[OptionSpec, ...]] = ()
    # What happens to a seat that resigns: "drop" (the rules' ``resign`` events) or "bot"
    # (the seat is handed to the bot and the game goes on unchanged).
    resign_policy: ClassVar[Literal["drop", "bot"]] = "bot"
    # Days per move when a game is created without a time control (None: the platform's).
    default_move_days: ClassVar[int | None] = None
    # The bot level that plays a seat handed to the bot (timeouts, resignation).
    takeover_bot_level: ClassVar[str] = "normal"
    # How many of the seat's own follow-up questions the searching bots answer after each
    # answer they try: more where one move is many questions (pay, place, each effect).
    bot_follow_up: ClassVar[int] = 2
    # Current schema version of each event type's payload; absent means 1.
    event_versions: ClassVar[dict[str, int]] = {}
    # (event type, from version) -> function(data, secret) -> (data, secret), one step up.
    upcasters: ClassVar[dict[tuple[str, int], Any]] = {}

    # --- creation -------------------------------------------------------------------------
    def clean_options(self, options: dict[str, Any], seats: int) -> dict[str, Any]:
        """Validate and complete the options. Raises IllegalAction naming the bad option."""
        if not self.min_players <= seats <= self.max_players:
            raise IllegalAction(
                f"{self.name} is for {self.min_players}-{self.max_players} players, not {seats}."
            )
        known = {o.name: o for o in self.options}
        unknown = sorted(set(options) - set(known))
        if unknown:
            raise IllegalAction(
                f"Unknown option '{unknown[0]}'; {self.name} has: "
                f"{', '.join(known) or 'no options'}."
            )
        return {name: spec.clean(options.get(name)) for name, spec in known.items()}

    # --- the decider ----------------------------------------------------------------------
    def initial_state(self) -> Any:
        """The empty state that ``setup``'s events are folded into."""
        raise NotImplementedError

    def setup(self, seats: int, options: dict[str, Any], rng: Rng) -> list[Event]:
        """The opening as events (deals, shuffles, first player), all randomness recorded."""
        raise NotImplementedError

    def evolve(self, state: Any, event: Event) -> Any:
        """Fold one event into a new state. Pure: never mutates ``state``, never draws."""
        raise NotImplementedError

    def prompts(self, state: Any) -> dict[int, Prompt]:
        """Who must decide what right now (several seats at once is normal); {} when over."""
        raise NotImplementedError

    def prompt_ids(self, state: Any) -> dict[int, str]:
        """``{seat: prompt.id}`` of ``prompts(state)``: who is asked, and which prompt. The
        rebuild needs only this after each batch (the turns and deadlines); a game whose
        prompts cost much to build (their options, their texts) answers it without them."""
        return {seat: prompt.id for seat, prompt in self.prompts(state).items()}

    def decide(self, state: Any, seat: int, answer: Answer, rng: Rng) -> list[Event]:
        """Check ``answer`` against the seat's prompt and the rules; return what follows.

        The events returned include everything that happens automatically up to the next
        decision (reveals, scoring, dealing). Raises IllegalAction on a refused answer.
        """
        raise NotImplementedError

    def on_timeout(self, state: Any, seat: int, rng: Rng) -> list[Event]:
        """The rulebook-safe default for a seat that missed its deadline.

        Give these events ``actor=None``: the platform counts a seat's timeouts in a row and
        resets the count when the seat itself acts, which an event with the seat as actor
        would look like."""
        raise NotImplementedError

    def resign(self, state: Any, seat: int, rng: Rng) -> list[Event]:
        """Events for a seat dropping out. Called only when ``resign_policy == "drop"``; a
        game whose resigned seats are played by the bot need not implement it."""
        raise NotImplementedError

    def result(self, state: Any) -> Result | None:
        """Final scores and ranks once the game is over, else None."""
        raise NotImplementedError

    # --- what players see -----------------------------------------------------------------
    def view(self, state: Any, seat: int | None) -> dict[str, Any]:
        """What ``seat`` (None: a spectator) may see. JSON-serialisable."""
        raise NotImplementedError

    def describe_view(self, view: dict[str, Any], seat: int | None) -> str:
        """The same view as plain text, for an email or a screen reader: ``view`` is what
        ``view`` gave ``seat``."""
        raise NotImplementedError

    def describe(self, state: Any, seat: int | None) -> str:
        """The text of what ``seat`` may see (``describe_view`` of a fresh view)."""
        return self.describe_view(self.view(state, seat), seat)

    def view_and_text(self, state: Any, seat: int | None) -> tuple[dict[str, Any], str]:
        """``view`` and ``describe`` from one build of the view (a state response shows
        both)."""
        view = self.view(state, seat)
        return view, self.describe_view(view, seat)

    def bot_answer(self, state: Any, seat: int, prompt: Prompt, rng: Rng) -> Answer | None:
        """A legal answer for a bot, when random picks from the options would rarely be
        legal (free text, constrained multi-choice). None: let the generic bot pick."""
        return None

    def determinize(self, state: Any, seat: int, rng: Rng) -> Any:
        """``state`` as ``seat`` may know it: every part the seat cannot see (deck order,
        other hands, sealed choices) replaced by a sample drawn with ``rng`` from what the
        seat has seen. The result must depend only on the seat's view, its own secrets and
        ``rng``, never on the hidden parts themselves: every bot decides from it. The
        default suits games without hidden information."""
        return state

    def evaluate(self, state: Any, seat: int) -> float:
        """How good ``state`` is for ``seat`` (bigger is better), for the ``normal`` and
        ``strong`` bots. The default reads the result: winning is 1, else 0."""
        result = self.result(state)
        return 1.0 if result is not None and seat in result.winners else 0.0

    def bot_candidates(
        self, state: Any, seat: int, prompt: Prompt, rng: Rng
    ) -> list[Answer] | None:
        """The answers worth comparing for the searching bots, when listing single options
        does not cover the prompt (multi-choice, text). None: the engine's default."""
        return None

    def bot_policy(
        self, state: Any, seat: int, prompt: Prompt, level: str, rng: Rng
    ) -> Answer | None:
        """The game's own answer at ``level`` (e.g. a clue that communicates), decided on a
        determinized state. None: the engine's generic level plays."""
        return None

    def bot_turn_start(self, state: Any, seat: int, prompt: Prompt) -> bool | None:
        """Whether ``prompt`` opens a turn of ``seat`` (its choice of a move; the move's
        payments and effects come after as follow-up questions). A game that declares its
        turns gets the ``strong`` bot of ``games.engine.turn_rollouts``: it searches where
        a turn opens, rolling out everyone else's turn. None (the default): no turns
        declared; ``strong`` compares quick rollouts at every question."""
        return None

    def game_figures(self, state: Any) -> dict[str, float]:
        """Figures of a finished game the bot arena summarises (median over games), such as
        its length. The default has none."""
        return {}

    def talk_refusal(self, state: Any, seat: int) -> str | None:
        """Why ``seat`` may not post in the table talk right now (a sentence), or None.
        For games whose rules silence a player at times."""
        return None

    def check_invariants(self, state: Any) -> None:
        """Raise AssertionError if ``state`` breaks a conservation law of the game (no card
        lost or duplicated...). Playouts call it after every event; the default checks
        nothing."""

    # --- persistence ------------------------------------------------------------------------
    def encode_state(self, state: Any) -> Any:
        """A JSON value for ``state``; only ever serialised, so a plain state is its own
        (a deep copy of it cost more than writing it)."""
        return state

    def decode_state(self, raw: Any) -> Any:
        """The state from ``encode_state``'s JSON, freshly parsed: the caller's to keep."""
        return raw

    def is_over(self, state: Any) -> bool:
        return self.result(state) is not None

    def describe_kind(self) -> dict[str, Any]:
        return {
            "slug": self.slug,
            "name": self.name,
            "summary": self.summary,
            "min_players": self.min_players,
            "max_players": self.max_players,
            "rules_version": self.rules_version,
            "resign_policy": self.resign_policy,
            "options": [o.to_json() for o in self.options],
        }
