"""A player's rating and reliability, as entry limits and seeding read them: from the
ratings rows (``leagues.models.ratings``, kept by ``leagues.rating_rows`` and
``leagues.prompt_records``), in one place.

No rating row in the kind: a newcomer (``None``; ordinal 0 for seeding). No settled prompt
yet: no reliability figure (``None``), which a reliability limit refuses, as
``leagues.ratings.entry`` says."""

from __future__ import annotations

from leagues.models import PlayerRating, PromptRecord
from leagues.ratings.model import ordinal
from leagues.ratings.records import Rating
from leagues.ratings.reliability import WINDOW, Prompt, reliability


def rating_and_reliability(user_id: int, kind: str) -> tuple[Rating | None, float | None]:
    row = PlayerRating.objects.filter(user_id=user_id, kind=kind).first()
    rating = Rating(row.mu, row.sigma, row.games) if row else None
    # Twice the window by prompt time: reliability keeps the latest WINDOW by answer too.
    records = PromptRecord.objects.filter(user_id=user_id, settled=True).order_by("-prompted_at")[
        : 2 * WINDOW
    ]
    prompts = [Prompt(r.prompted_at, r.answered_at, r.timed_out) for r in records]
    return rating, reliability(prompts)


def seeding_rating(user_id: int, kind: str) -> float:
    """The conservative ordinal pairing seeds by (a newcomer: 0)."""
    rating, _ = rating_and_reliability(user_id, kind)
    return float(ordinal(rating or Rating()))
