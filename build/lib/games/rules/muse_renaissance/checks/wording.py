"""Small helpers for the sentences the checks return."""

from __future__ import annotations


def plural(n: int, word: str) -> str:
    """'1 word', '3 words'."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"
