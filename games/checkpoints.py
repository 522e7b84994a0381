"""Named points on the command path where a fault-injection test may act.

``Command.commit`` sends ``reached`` at each point below, inside the command's
transaction. Nothing listens in production (a Django signal with no receivers returns at
once); the database-fault tests connect a receiver that kills the command's database
connection there, to prove a batch is all or nothing.
"""

from __future__ import annotations

from django.dispatch import Signal

AFTER_APPEND = "after_append"  # the events are inserted; the projection rows are not saved
AFTER_PROJECTION = "after_projection"  # events and projection rows saved; no follower yet
BEFORE_COMMIT = "before_commit"  # everything written (outbox rows too); COMMIT comes next
POINTS = (AFTER_APPEND, AFTER_PROJECTION, BEFORE_COMMIT)

# Sent with ``point`` (one of POINTS) and ``game``.
reached = Signal()
