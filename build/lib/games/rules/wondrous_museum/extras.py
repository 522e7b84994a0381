"""The Wondrous Museum's hooks (declared in catalogue.py): the Hall of Fame record.

The rulebook: "The Hall of Fame records each successful challenge and sets a new baseline
for your next challenge... the rating must be higher than the last challenge to count as a
victory." The rules decide the win from the record they are given (the option
``hall_of_fame_record``); the platform keeps each player's record and fills it in, so no
player can lower their own bar.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.engine.plugin import PlayerRecord
from games.rules.wondrous_museum.card_set import HALL_OF_FAME


def _wanted(options: Mapping[str, Any], seats: int) -> bool:
    return seats == 1 and options.get("challenge") == HALL_OF_FAME


def _new_record(details: Mapping[str, Any]) -> tuple[int, int] | None:
    """(new record, previous record) when the result won a Hall of Fame challenge."""
    hof = details.get("hall_of_fame") or {}
    if details.get("challenge") != HALL_OF_FAME or hof.get("new_record") is None:
        return None
    return hof["new_record"], hof.get("previous_record") or 0


player_record = PlayerRecord(
    option="hall_of_fame_record", label="Hall of Fame record", wanted=_wanted,
    new_record=_new_record,
)  # fmt: skip
