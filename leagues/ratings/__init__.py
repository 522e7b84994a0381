"""Ratings for organised play: pure functions over plain records, openskill for the math.

Nothing here imports Django or another Vitrine app (like ``leagues.pairing``): the platform
builds the records from its rows and stores what comes back, and a rebuild from scratch
replays the same functions over the same games to the same floats. Start with ``README.md``.
"""

from __future__ import annotations

from leagues.ratings.eligibility import (
    FinishedGame,
    Seat,
    Verdict,
    never_rated,
    rated_game,
    who_is_rated,
)
from leagues.ratings.entry import EntryLimits, may_enter, meets_rating, meets_reliability, refusals
from leagues.ratings.leaderboard import Row, leaderboard
from leagues.ratings.model import MODEL, PROVISIONAL_GAMES, is_provisional, ordinal, rate_game
from leagues.ratings.records import MU, SIGMA, Place, PlayerId, RatedGame, Rating, RatingError
from leagues.ratings.reliability import WINDOW, Prompt, latest_settled, pace, reliability
from leagues.ratings.replay import HistoryPoint, Replayed, apply_game, replay
from leagues.ratings.version import RATINGS_VERSION

__all__ = [
    "MODEL",
    "MU",
    "PROVISIONAL_GAMES",
    "RATINGS_VERSION",
    "SIGMA",
    "WINDOW",
    "EntryLimits",
    "FinishedGame",
    "HistoryPoint",
    "Place",
    "PlayerId",
    "Prompt",
    "RatedGame",
    "Rating",
    "RatingError",
    "Replayed",
    "Row",
    "Seat",
    "Verdict",
    "apply_game",
    "is_provisional",
    "latest_settled",
    "leaderboard",
    "may_enter",
    "meets_rating",
    "meets_reliability",
    "never_rated",
    "ordinal",
    "pace",
    "rate_game",
    "rated_game",
    "refusals",
    "reliability",
    "replay",
    "who_is_rated",
]
