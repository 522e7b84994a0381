"""Who has sat with whom, and who has had a bye, read from earlier rounds."""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable
from itertools import combinations

from leagues.pairing.records import PlayerId, Round


class Meetings:
    """Counts of shared tables per pair of players, and byes per player.

    Kept as an adjacency map (player -> table-mate -> count): a lookup is two dict reads and
    the map holds only pairs that met, so 10,000 players over a few rounds stay small.
    """

    def __init__(self, rounds: Iterable[Round] = ()) -> None:
        self._met: defaultdict[PlayerId, Counter[PlayerId]] = defaultdict(Counter)
        self.byes: Counter[PlayerId] = Counter()
        for past in rounds:
            self.add(past)

    def add(self, past: Round) -> None:
        for table in past.tables:
            for a, b in combinations(table, 2):
                self._met[a][b] += 1
                self._met[b][a] += 1
        self.byes.update(past.byes)

    def adjust(self, a: PlayerId, b: PlayerId, by: int) -> None:
        """Move one pair's count (a swap in a schedule being polished)."""
        self._met[a][b] += by
        self._met[b][a] += by

    def count(self, a: PlayerId, b: PlayerId) -> int:
        mates = self._met.get(a)
        return mates[b] if mates else 0

    def pairs(self) -> Counter[tuple[PlayerId, PlayerId]]:
        """Every pair that met, (lower id, higher id) -> times."""
        return Counter(
            {(a, b): n for a, mates in self._met.items() for b, n in mates.items() if a < b}
        )
