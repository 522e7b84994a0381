"""Entry limits of a tournament or league: who may register, and the sentence for who may not."""

from __future__ import annotations

import math
from dataclasses import dataclass

from leagues.ratings.model import ordinal
from leagues.ratings.records import Rating


@dataclass(frozen=True)
class EntryLimits:
    """``min_rating``: the least ordinal in the event's kind; ``min_reliability``: the least
    share of deadlines met (0.9 is 90%). None: no limit."""

    min_rating: float | None = None
    min_reliability: float | None = None


def meets_rating(limits: EntryLimits, rating: Rating | None) -> bool:
    """A player never rated in the kind counts as a newcomer (ordinal 0)."""
    if limits.min_rating is None:
        return True
    return ordinal(rating or Rating()) >= limits.min_rating


def meets_reliability(limits: EntryLimits, share: float | None) -> bool:
    """A player with no reliability figure yet (no settled prompt) does not meet a limit."""
    if limits.min_reliability is None:
        return True
    return share is not None and share >= limits.min_reliability


def refusals(
    limits: EntryLimits,
    rating: Rating | None,
    share: float | None,
    *,
    kind_name: str = "this game",
    event: str = "tournament",
) -> list[str]:
    """The sentences telling a player why they may not enter; empty when they may.

    ``kind_name`` names the event's game kind ("Menagerie"); ``event`` is "tournament" or
    "league". Figures are shown rounded down, so a refusal never shows the limit itself.
    """
    sentences = []
    if not meets_rating(limits, rating):
        wanted = f"this {event} asks for {_rating(limits.min_rating)} or more."
        if rating is None or rating.games == 0:
            sentences.append(f"You have no rating in {kind_name} yet; {wanted}")
        else:
            sentences.append(
                f"Your rating in {kind_name} is {_rating_down(ordinal(rating))}; {wanted}"
            )
    if not meets_reliability(limits, share):
        wanted = f"this {event} asks for {_percent(limits.min_reliability)} or more."
        if share is None:
            sentences.append(f"You have no reliability figure yet (no deadlines so far); {wanted}")
        else:
            sentences.append(f"Your reliability is {_percent_down(share)}; {wanted}")
    return sentences


def may_enter(limits: EntryLimits, rating: Rating | None, share: float | None) -> bool:
    return meets_rating(limits, rating) and meets_reliability(limits, share)


def _rating(value: float | None) -> str:
    return f"{value:.1f}"


def _rating_down(value: float) -> str:
    return f"{math.floor(value * 10 + 1e-9) / 10:.1f}"


def _percent(share: float | None) -> str:
    return f"{(share or 0) * 100:g}%"


def _percent_down(share: float) -> str:
    # 1e-9 absorbs float noise (0.29 * 100 is 28.999...), never a real shortfall.
    return f"{math.floor(share * 100 + 1e-9)}%"
