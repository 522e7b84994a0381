"""Pairing randomness committed like a game's seed.

The organiser's seed is secret while the event runs; its SHA-256 is published at the start
and the seed itself at the end. Every draw comes from SHA-256(seed, purpose, round), so anyone
holding the seed re-runs the same pairings with the same inputs.
"""

from __future__ import annotations

import hashlib
import random


def _seed_bytes(seed: bytes | str) -> bytes:
    return seed if isinstance(seed, bytes) else seed.encode("utf-8")


def seed_commitment(seed: bytes | str) -> str:
    """What is published at the start: hex SHA-256 of the seed (UTF-8 for a string)."""
    return hashlib.sha256(_seed_bytes(seed)).hexdigest()


def round_rng(seed: bytes | str, purpose: str, round_no: int) -> random.Random:
    """The RNG for one purpose ("swiss", "division:A", ...) in one round.

    Material: seed bytes, a NUL, then "<purpose>:<round>" in UTF-8; the 256-bit digest seeds
    Python's Mersenne Twister, whose integer seeding and shuffle are stable across versions.
    """
    material = _seed_bytes(seed) + b"\x00" + f"{purpose}:{round_no}".encode()
    digest = hashlib.sha256(material).digest()
    # Not for secrets: a reproducible draw from the committed seed (as games/engine/rng.py).
    return random.Random(int.from_bytes(digest, "big"))  # nosec B311
