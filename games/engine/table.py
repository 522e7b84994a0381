"""Running a game purely: set it up, fold its events, apply an answer or a timeout.

The platform's services and the playout bots both go through these functions, so what a
bot proves in memory is what a player gets through the database.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from games.engine.errors import IllegalAction
from games.engine.events import Event
from games.engine.prompts import Answer, Prompt, check_answer_shape
from games.engine.rng import rng_for
from games.engine.rules import Rules


def upcast(rules: Rules, event_type: str, schema: int, data: dict, secret: dict | None):
    """Bring a stored payload from ``schema`` up to the current version of its type."""
    current = rules.event_versions.get(event_type, 1)
    while schema < current:
        data, secret = rules.upcasters[(event_type, schema)](data, secret)
        schema += 1
    return data, secret


Check = Callable[[Any, Event], None]


def fold(
    rules: Rules, events: Iterable[Event], state: Any = None, *, check: Check | None = None
) -> Any:
    """The state after ``events``, starting from ``state`` (default: the empty state);
    ``check(state, event)`` runs after each event. The one fold: commands, replays, the
    projections' rebuild and the in-memory playouts all fold through here."""
    if state is None:
        state = rules.initial_state()
    for event in events:
        state = rules.evolve(state, event)
        if check:
            check(state, event)
    return state


def setup_events(rules: Rules, seats: int, options: dict[str, Any], seed: str) -> list[Event]:
    """The opening events; their randomness is drawn from (seed, 0)."""
    return rules.setup(seats, options, rng_for(seed, 0))


def answer_events(
    rules: Rules,
    state: Any,
    seat: int,
    answer: Answer,
    seed: str,
    next_seq: int,
    prompt: Prompt | None = None,
) -> list[Event]:
    """Events following ``seat``'s ``answer`` to its prompt (``prompt``, when the caller
    already asked the rules for it in ``state``). Raises IllegalAction, changing nothing."""
    if prompt is None:
        prompt = rules.prompts(state).get(seat)
    if prompt is None:
        raise IllegalAction("It is not your turn to decide anything right now.")
    check_answer_shape(prompt, answer)
    return rules.decide(state, seat, answer, rng_for(seed, next_seq))


def timeout_events(rules: Rules, state: Any, seat: int, seed: str, next_seq: int) -> list[Event]:
    """The game's events for ``seat`` missing its deadline (the platform records the
    ``SeatTimedOut`` fact itself, outside the game's own stream)."""
    return rules.on_timeout(state, seat, rng_for(seed, next_seq))


def play_to_end(
    rules: Rules,
    seats: int,
    options: dict[str, Any],
    seed: str,
    *,
    choose: Callable[[Any, int], Answer],
    check: Check | None = None,
    max_decisions: int = 100_000,
) -> tuple[Any, list[Event]]:
    """Play a whole game in memory, ``choose(state, seat)`` answering every prompt.

    ``check(state, event)`` runs after every event (invariants such as "no card lost").
    Returns the final state and every event. Raises RuntimeError if the game never ends.
    """
    events = setup_events(rules, seats, rules.clean_options(options, seats), seed)
    state = fold(rules, events, check=check)
    for _ in range(max_decisions):
        pending = rules.prompts(state)
        if not pending:
            return state, events
        seat = min(pending)
        new = answer_events(rules, state, seat, choose(state, seat), seed, len(events))
        state = fold(rules, new, state, check=check)
        events.extend(new)
    raise RuntimeError(f"{rules.slug}: no end after {max_decisions} decisions (seed {seed}).")
