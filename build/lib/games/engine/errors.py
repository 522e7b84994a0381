"""The rules' refusal is the one every service raises (shared.errors): a rule's "no" and a
service's "no" reach the player alike on every road."""

from __future__ import annotations

from shared.errors import IllegalAction

__all__ = ["IllegalAction"]
