"""Organised play's rows, one module per subject (each imported here for Django).

Everything here is a projection of events (a tournament's or a season's stream, the games'
results), rebuilt by ``manage.py rebuild_projections``, except a league's own settings and
members (``League``, ``LeagueMember``)."""

from leagues.models.hall_of_fame import HallOfFameEntry
from leagues.models.ratings import PlayerRating, PromptRecord, RatingPoint
from leagues.models.seasons import (
    Division,
    DivisionPlayer,
    League,
    LeagueMember,
    Matchday,
    Season,
    SeasonTable,
)
from leagues.models.tournaments import (
    Entry,
    EntryStatus,
    Standing,
    Tournament,
    TournamentRound,
    TournamentStatus,
    TournamentTable,
)

__all__ = [
    "Division",
    "DivisionPlayer",
    "Entry",
    "EntryStatus",
    "HallOfFameEntry",
    "League",
    "LeagueMember",
    "Matchday",
    "PlayerRating",
    "PromptRecord",
    "RatingPoint",
    "Season",
    "SeasonTable",
    "Standing",
    "Tournament",
    "TournamentRound",
    "TournamentStatus",
    "TournamentTable",
]
