"""The 14 contests of a scoring phase, exactly as printed (rulebook "SCORING PHASE").

1. highest total rank of all cards; 2. most collection cards; 3-8. highest total rank in
Ancient, Classical, Early Western, Non-Western, Late Western, Modern; 9-14. most collection
cards in the same six categories. Contemporary counts in contests 1 and 2 only (it has no
contest of its own). "In case of ties, both players get the point": every tied leader scores.
Ruling (RULINGS.md): a contest whose best value is 0 (no one has a card in it) awards nothing.
"""

from __future__ import annotations

from typing import Any

from games.rules.fine_arts.cards import CATEGORIES, COLLECTIONS, CONTEST_CATEGORIES


def _contests() -> tuple[dict[str, Any], ...]:
    out = [
        {
            "key": "rank-all",
            "name": "Highest total rank of all cards",
            "category": None,
            "measure": "rank",
        },
        {"key": "count-all", "name": "Most collection cards", "category": None, "measure": "count"},
    ]
    for code in CONTEST_CATEGORIES:
        out.append(
            {
                "key": f"rank-{code}",
                "name": f"Highest total rank in {CATEGORIES[code]}",
                "category": code,
                "measure": "rank",
            }
        )
    for code in CONTEST_CATEGORIES:
        out.append(
            {
                "key": f"count-{code}",
                "name": f"Most {CATEGORIES[code]} cards",
                "category": code,
                "measure": "count",
            }
        )
    return tuple(out)


CONTESTS: tuple[dict[str, Any], ...] = _contests()


def _tally(museum: list[str]) -> dict[str | None, tuple[int, int]]:
    """(count, total rank) per category code, and overall under None."""
    tally: dict[str | None, list[int]] = {None: [0, 0]}
    for card_id in museum:
        card = COLLECTIONS[card_id]
        for key in (None, card.category):
            entry = tally.setdefault(key, [0, 0])
            entry[0] += 1
            entry[1] += card.rank
    return {k: (v[0], v[1]) for k, v in tally.items()}


def measure(museum: list[str], contest: dict[str, Any]) -> int:
    """A museum's value in one contest: a total rank or a number of cards."""
    count, rank = _tally(museum).get(contest["category"], (0, 0))
    return count if contest["measure"] == "count" else rank


def score(museums: list[list[str]]) -> list[dict[str, Any]]:
    """Every contest with each seat's value, the best value and the seats that win it."""
    tallies = [_tally(m) for m in museums]
    results = []
    for contest in CONTESTS:
        index = 0 if contest["measure"] == "count" else 1
        values = [t.get(contest["category"], (0, 0))[index] for t in tallies]
        best = max(values) if values else 0
        winners = [s for s, v in enumerate(values) if v == best] if best > 0 else []
        results.append(
            {
                "key": contest["key"],
                "name": contest["name"],
                "values": values,
                "best": best,
                "winners": winners,
            }
        )
    return results


def points(contests: list[dict[str, Any]], seats: int) -> list[int]:
    """1 point per contest won, per seat."""
    out = [0] * seats
    for contest in contests:
        for seat in contest["winners"]:
            out[seat] += 1
    return out
