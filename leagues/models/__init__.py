"""Organised play's rows, one module per subject (each imported here for Django).

Everything here is a projection of events (a tournament's or a season's stream, the games'
results), rebuilt by ``manage.py rebuild_projections``."""

from leagues.models.hall_of_fame import HallOfFameEntry
from leagues.models.ratings import PlayerRating, PromptRecord, RatingPoint

__all__ = ["HallOfFameEntry", "PlayerRating", "PromptRecord", "RatingPoint"]
