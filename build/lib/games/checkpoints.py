"""Named points on the command path where a fault-injection test may act.

``Command.commit`` sends ``reached`` at each point below, inside the command's
transaction. Nothing listens in production (a Django signal with no receivers returns at
once); the database-fault tests connect a receiver that kills the command's database
connection there, to prove a batch is all or nothing.
"""

from __future__ import annotations

from django.dispatch import Signal

AFTER_PROJECTION = "after_projection"  # the projection rows saved; no event, no follower yet
AFTER_APPEND = "after_append"  # the outbox rows and then the events are inserted
BEFORE_COMMIT = "before_commit"  # everything written; COMMIT comes next
POINTS = (AFTER_PROJECTION, AFTER_APPEND, BEFORE_COMMIT)

# Sent with ``point`` (one of POINTS) and ``game``.
reached = Signal()
