"""A tournament's event names and the data each carries (docs/organised-play-events.md).

The events that tell people (``RoundPaired``, ``ResultRecorded``, ``Finished``) carry the
tournament's ``title`` and ``path`` again, so that a follower (emails, webhooks) needs
nothing but the event."""

from __future__ import annotations

from typing import Any

STREAM_KIND = "tournament"

CREATED = "TournamentCreated"
REGISTERED = "Registered"
WITHDREW = "Withdrew"
REMOVED = "Removed"
REPLACED = "Replaced"
STARTED = "Started"
ROUND_PAIRED = "RoundPaired"
RESULT_RECORDED = "ResultRecorded"
ROUND_CLOSED = "RoundClosed"
ADJUDICATED = "Adjudicated"
CHALLENGE_ISSUED = "ChallengeIssued"
CHALLENGES_CLOSED = "ChallengesClosed"
FINISHED = "Finished"

SWISS, ROUND_ROBIN, ELIMINATION, LADDER = "swiss", "round-robin", "elimination", "ladder"
FORMATS = (SWISS, ROUND_ROBIN, ELIMINATION, LADDER)


def path_of(tournament_id: int) -> str:
    return f"/tournaments/{tournament_id}/"


def told(title: str, tournament_id: int, **data: Any) -> dict[str, Any]:
    """Data of an event that tells people: the title and path first."""
    return {"title": title, "path": path_of(tournament_id), **data}


def ids(users: Any) -> list[int]:
    return [int(u) for u in users]
