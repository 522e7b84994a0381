"""Reliability (deadlines met) and pace (how fast a player answers), from their prompts."""

from __future__ import annotations

import statistics
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime, timedelta

# How many of a player's latest settled prompts the figures read.
WINDOW = 100


@dataclass(frozen=True)
class Prompt:
    """One time a game waited on the player: when, and whether they answered in time.

    ``answered_at`` None and ``timed_out`` False: still waiting (not counted yet).
    ``timed_out``: the deadline passed first, a deadline missed (a later answer, if any, is
    not read).
    """

    prompted_at: datetime
    answered_at: datetime | None = None
    timed_out: bool = False

    @property
    def settled(self) -> bool:
        return self.timed_out or self.answered_at is not None

    @property
    def answer_time(self) -> timedelta | None:
        """How long the answer took, when one came in time."""
        if self.timed_out or self.answered_at is None:
            return None
        return self.answered_at - self.prompted_at


def latest_settled(prompts: Iterable[Prompt], window: int = WINDOW) -> list[Prompt]:
    """The player's ``window`` latest settled prompts, newest first (ties: the later answer)."""
    settled = [prompt for prompt in prompts if prompt.settled]
    for prompt in settled:
        if prompt.answered_at is not None and prompt.answered_at < prompt.prompted_at:
            raise ValueError("an answer before its prompt")
    settled.sort(key=_recency, reverse=True)
    return settled[:window]


def reliability(prompts: Iterable[Prompt], window: int = WINDOW) -> float | None:
    """The share of deadlines met over the latest ``window`` settled prompts, 0 to 1.

    None when the player has no settled prompt yet: no figure, rather than a perfect one.
    """
    latest = latest_settled(prompts, window)
    if not latest:
        return None
    return sum(1 for prompt in latest if not prompt.timed_out) / len(latest)


def pace(prompts: Iterable[Prompt], window: int = WINDOW) -> timedelta | None:
    """The median answer time over the answers in time among the latest ``window`` prompts.

    Timeouts have no answer time and are left out (reliability counts them). None when there
    is no answer to measure.
    """
    times = [
        time
        for prompt in latest_settled(prompts, window)
        if (time := prompt.answer_time) is not None
    ]
    if not times:
        return None
    return statistics.median(times)


def _recency(prompt: Prompt) -> tuple[datetime, datetime, bool]:
    # Equal times are ordered too, so the window cuts the same way whatever the input order.
    return prompt.prompted_at, prompt.answered_at or prompt.prompted_at, prompt.timed_out
