"""Who plays in which division when a season starts (pure; player ids are strings).

The first season cuts the members, best first (by rating, then in the order they
joined: the caller's order), into divisions of about the league's size. Later seasons start from the previous season's promotion and relegation:
those who left are dropped, newcomers start in the bottom division, a bottom division
that has grown to twice the size is cut in two (up to the league's most divisions), and a
division too small to seat a table joins the one above."""

from __future__ import annotations

import math
from collections.abc import Sequence

from leagues.pairing.divisions import first_divisions, place_newcomers
from leagues.pairing.records import PlayerId


def lineup(
    previous: Sequence[Sequence[PlayerId]],
    members: Sequence[PlayerId],
    *,
    size: int,
    most: int,
    least: int,
) -> list[list[PlayerId]]:
    """The divisions, top first, each best first. ``least``: the fewest players a
    division's table needs (the kind's minimum)."""
    present = set(members)
    kept = [[p for p in division if p in present] for division in previous]
    kept = [division for division in kept if division]
    if not kept:
        return _cut(list(members), size, most)
    placed = {p for division in kept for p in division}
    divisions = place_newcomers(kept, [p for p in members if p not in placed])
    if len(divisions) < most and len(divisions[-1]) >= 2 * size:
        divisions[-1:] = _cut(divisions[-1], size, most - len(divisions) + 1)
    while (
        len(divisions) > 1
        and (
            small := next(
                (d for d, division in enumerate(divisions) if len(division) < least), None
            )
        )
        is not None
    ):
        if small:
            divisions[small - 1].extend(divisions.pop(small))
        else:
            top = divisions.pop(0)
            divisions[0][:0] = top
    return divisions


def _cut(players: list[PlayerId], size: int, most: int) -> list[list[PlayerId]]:
    if len(players) > size * most:
        size = math.ceil(len(players) / most)
    return first_divisions(players, max(1, size))
