"""Who sits a round out: nobody twice before everyone has once."""

from __future__ import annotations

from collections.abc import Sequence

from leagues.pairing.meetings import Meetings
from leagues.pairing.records import PlayerId


def choose_byes(
    order: Sequence[PlayerId], count: int, meetings: Meetings
) -> tuple[tuple[PlayerId, ...], list[PlayerId]]:
    """The ``count`` players with the fewest byes so far, the lowest placed in ``order``
    among equals (Swiss gives the bye to the bottom); returns (byes, the others in order)."""
    if count == 0:
        return (), list(order)
    last = len(order) - 1
    ranked = sorted(range(len(order)), key=lambda i: (meetings.byes[order[i]], last - i))
    chosen = set(ranked[:count])
    byes = tuple(order[i] for i in sorted(chosen, reverse=True))
    return byes, [p for i, p in enumerate(order) if i not in chosen]
