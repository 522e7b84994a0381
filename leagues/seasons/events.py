"""What a season's stream holds (docs/organised-play-events.md is the shared vocabulary).

Every event carries ``title`` and ``path``, so that a follower (the notifications) needs
nothing else. The season's own events:

- ``SeasonStarted`` (first): the shared fields, the league, the season's number, its rules
  (table size, scoring, who move, window) and its divisions with their players; the
  pairing seed in ``secret`` until ``Finished``.
- ``RoundPaired``: a division's matchday (``round``), with ``division`` added.
- ``ResultRecorded``: a table's finishing order and points, with ``division`` and the
  players' game ``scores`` added; ``aborted`` for a game that ended without a result.
- ``Withdrew``: a player left; their running games go on through the timeout chain.
- ``RoundClosed``: every table of a division's matchday is recorded.
- ``Promoted`` / ``Relegated``: per division, who go up or down for the next season.
- ``Finished``: the final standings of every division, the next season's divisions, the
  published seed.
"""

from __future__ import annotations

from typing import Any

STARTED = "SeasonStarted"
ROUND_PAIRED = "RoundPaired"
RESULT_RECORDED = "ResultRecorded"
WITHDREW = "Withdrew"
ROUND_CLOSED = "RoundClosed"
PROMOTED = "Promoted"
RELEGATED = "Relegated"
FINISHED = "Finished"


def season_title(league_name: str, number: int) -> str:
    return f"{league_name}, season {number}"


def season_path(league_id: int, number: int) -> str:
    return f"/leagues/{league_id}/seasons/{number}/"


def division_name(number: int) -> str:
    return f"Division {number + 1}"


def told(title: str, path: str, **data: Any) -> dict[str, Any]:
    """Event data with the shared ``title`` and ``path`` first."""
    return {"title": title, "path": path, **data}
