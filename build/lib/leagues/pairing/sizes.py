"""How many tables of which sizes seat a round, and how many players sit out."""

from __future__ import annotations

from dataclasses import dataclass

from leagues.pairing.records import PairingError


@dataclass(frozen=True)
class TableSize:
    """The organiser's table size within the game kind's bounds.

    ``mixed``: when the players don't divide, tables of other allowed sizes (as near the
    chosen one as possible) seat everyone; without it the remainder get byes.
    """

    size: int
    min_players: int = 2
    max_players: int = 8
    mixed: bool = True

    def __post_init__(self) -> None:
        if not 2 <= self.min_players <= self.size <= self.max_players:
            raise PairingError(
                f"table size {self.size} must lie within {self.min_players}-{self.max_players}"
                " (and tables hold at least 2 players)"
            )


@dataclass(frozen=True)
class TablePlan:
    """Table sizes, largest first, and the number of byes."""

    sizes: tuple[int, ...]
    byes: int


def _best_split(m: int, spec: TableSize) -> tuple[int, ...] | None:
    """The split of m players into tables of allowed sizes that strays least from the chosen
    size (sum of |size - chosen|); on a tie, more (smaller) tables, as they finish sooner."""
    best: tuple[tuple[int, int], int] | None = None
    for t in range(1, m // spec.min_players + 1):
        if not t * spec.min_players <= m <= t * spec.max_players:
            continue
        # Balanced sizes (q+1 at r tables, q at the rest) reach the least |m - t*size|.
        q, r = divmod(m, t)
        key = (r * abs(q + 1 - spec.size) + (t - r) * abs(q - spec.size), -t)
        if best is None or key < best[0]:
            best = (key, t)
    if best is None:
        return None
    q, r = divmod(m, best[1])
    return (q + 1,) * r + (q,) * (best[1] - r)


def plan_tables(players: int, spec: TableSize) -> TablePlan:
    """Seat ``players``: fewest byes first (a bye is a round not played), then sizes nearest
    the organiser's. Raises PairingError when fewer players than one table needs."""
    if players < spec.min_players or (not spec.mixed and players < spec.size):
        raise PairingError(f"{players} players cannot fill a table of {spec.size}")
    if not spec.mixed:
        return TablePlan((spec.size,) * (players // spec.size), players % spec.size)
    for byes in range(players):
        sizes = _best_split(players - byes, spec)
        if sizes is not None:
            return TablePlan(sizes, byes)
    raise PairingError(f"{players} players cannot be seated")  # unreachable: min fits
