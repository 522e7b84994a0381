"""League divisions: who plays in which division, their season's schedule, and promotion
and relegation at the season's end. Division 0 is the top."""

from __future__ import annotations

from collections.abc import Sequence

from leagues.pairing.records import PairingError, PlayerId, Round
from leagues.pairing.round_robin import schedule_round_robin
from leagues.pairing.sizes import TableSize


def first_divisions(ranked: Sequence[PlayerId], size: int) -> list[list[PlayerId]]:
    """A first season: players best first (by rating) cut into divisions of about ``size``;
    sizes differ by at most one, the larger ones on top."""
    if size < 1:
        raise PairingError("a division holds at least one player")
    count = max(1, round(len(ranked) / size))
    q, r = divmod(len(ranked), count)
    out, start = [], 0
    for d in range(count):
        end = start + q + (1 if d < r else 0)
        out.append(list(ranked[start:end]))
        start = end
    return out


def schedule_division(
    players: Sequence[PlayerId],
    rounds: int,
    tables: TableSize,
    seed: bytes | str,
    division: str,
) -> list[Round]:
    """A division's games over the season's window: ``rounds`` rounds (say one a week, or as
    many as the window's game slots) in which each player meets the others at tables of the
    chosen size as evenly as possible (see round_robin.py). ``division`` names it in the RNG."""
    return schedule_round_robin(players, rounds, tables, seed, purpose=f"division:{division}")


def promote_relegate(
    finals: Sequence[Sequence[PlayerId]], up: int, down: int
) -> list[list[PlayerId]]:
    """Next season's divisions from this season's final standings (each division best first):
    the top ``up`` of each division but the first go up one, the bottom ``down`` of each but
    the last go down one. In each new division: those who came down, those who stayed, then
    those who came up."""
    if up < 0 or down < 0:
        raise PairingError("promotion and relegation counts are not negative")
    last = len(finals) - 1
    for d, division in enumerate(finals):
        moving = (up if d > 0 else 0) + (down if d < last else 0)
        if moving > len(division):
            raise PairingError(f"division {d} has {len(division)} players, {moving} would move")
    out: list[list[PlayerId]] = []
    for d, division in enumerate(finals):
        top = up if d > 0 else 0
        bottom = len(division) - (down if d < last else 0)
        came_down = list(finals[d - 1][len(finals[d - 1]) - down :]) if d > 0 and down else []
        came_up = list(finals[d + 1][:up]) if d < last else []
        out.append(came_down + list(division[top:bottom]) + came_up)
    return out


def place_newcomers(
    divisions: Sequence[Sequence[PlayerId]], newcomers: Sequence[PlayerId]
) -> list[list[PlayerId]]:
    """New players start in the bottom division."""
    out = [list(division) for division in divisions] or [[]]
    placed = {p for division in out for p in division}
    if placed & set(newcomers):
        raise PairingError("a newcomer already plays in a division")
    out[-1].extend(newcomers)
    return out
