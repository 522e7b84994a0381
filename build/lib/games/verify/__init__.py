"""Checking an exported history without trusting the server: the seed matches the hash
published at the start, and replaying the events through the rules from that seed gives
back the recorded shuffles, events and result.

Pure Python (no Django): ``python -m games.verify FILE`` runs from a checkout with no
database; ``manage.py verify_export FILE`` is the same check.
"""

from __future__ import annotations

from games.verify.documents import BadInput, read_documents
from games.verify.replay import Verdict, verify_game

__all__ = ["BadInput", "Verdict", "read_documents", "verify_game"]
