"""The circle method (Berger tables): a perfect round robin for two-player tables.

Fix one player and rotate the others one place each round; pairing the line's ends inwards
meets every pair exactly once in n-1 rounds (n even; with n odd a phantom joins and its
partner has the bye, so each player sits out once per cycle). Longer schedules go round
the cycle again. Which player sits where in the circle is drawn from the seed.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from leagues.pairing.records import PlayerId, Round
from leagues.pairing.seed import round_rng


def circle_schedule(
    players: Sequence[PlayerId], rounds: int, seed: bytes | str, purpose: str
) -> list[Round]:
    drawn: list[PlayerId | None] = list(
        round_rng(seed, purpose, 0).sample(sorted(players), len(players))
    )
    if len(drawn) % 2:
        drawn.append(None)  # the phantom: meeting it is the bye
    fixed, ring = drawn[0], drawn[1:]
    out = []
    for round_no in range(1, rounds + 1):
        turn = (round_no - 1) % len(ring)
        line = [fixed, *ring[turn:], *ring[:turn]]
        pairs = [(line[i], line[-1 - i]) for i in range(len(line) // 2)]
        rng: random.Random = round_rng(seed, purpose, round_no)
        tables: list[tuple[PlayerId, ...]] = []
        byes: list[PlayerId] = []
        for a, b in pairs:
            if a is None or b is None:
                byes.extend(p for p in (a, b) if p is not None)
            else:
                tables.append(tuple(rng.sample((a, b), 2)))
        out.append(Round(tuple(tables), tuple(byes)))
    return out
