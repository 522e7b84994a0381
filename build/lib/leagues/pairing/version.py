"""Which algorithms made a set of pairings."""

from __future__ import annotations

# Stored with an event's pairings, like a game's rules_version: a published seed re-runs to
# the same pairings only with the same algorithms, so raise this whenever a change to this
# package would pair the same inputs differently (tests/leagues/pairing/test_golden.py fails).
PAIRING_VERSION = 1
