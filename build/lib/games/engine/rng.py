"""Randomness as a fact: every draw comes from (game seed, event number)."""

from __future__ import annotations

import hashlib
import random
import secrets
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")


class Rng:
    """A deterministic RNG. Rules receive one; they never touch the global ``random``."""

    def __init__(self, seed_material: str):
        digest = hashlib.sha256(seed_material.encode("utf-8")).digest()
        # Not for secrets: a reproducible shuffle from the committed seed, which anyone may
        # re-run once it is published. The seed itself comes from ``secrets``.
        self._r = random.Random(int.from_bytes(digest, "big"))  # nosec B311

    def shuffled(self, items: Sequence[T]) -> list[T]:
        out = list(items)
        self._r.shuffle(out)
        return out

    def randint(self, a: int, b: int) -> int:
        return self._r.randint(a, b)

    def choice(self, items: Sequence[T]) -> T:
        return items[self._r.randrange(len(items))]

    def sample(self, items: Sequence[T], k: int) -> list[T]:
        return self._r.sample(list(items), k)

    def coin(self) -> bool:
        return self._r.random() < 0.5

    def random(self) -> float:
        return self._r.random()


def rng_for(seed: str, seq: int) -> Rng:
    """The RNG for the command that appends events from ``seq`` on."""
    return Rng(f"{seed}:{seq}")


def new_seed() -> str:
    return secrets.token_hex(32)


def seed_hash(seed: str) -> str:
    """What is published at the start: hex SHA-256 of the seed's UTF-8 bytes."""
    return hashlib.sha256(seed.encode("utf-8")).hexdigest()
