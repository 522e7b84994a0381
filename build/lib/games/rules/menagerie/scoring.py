"""Game-end scoring: terrariums by order, Iridescent tokens, Showcase; solitaire ranks.

Rulebook, "Game End Scoring": "Score each terrarium (using this table), Iridescent tokens,
and Showcase card." Showcases read only the final terrariums, so each is a pure function of
them; the points per unit and the cap come from the card data.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from games.rules.menagerie.cards import (
    INSECTS,
    IRIDESCENT_POINTS,
    ORDERS,
    SHOWCASES,
    SOLO_RANKS,
    TERRARIUM_POINTS,
    Insect,
)

Terrariums = Sequence[Sequence[str]]


def order_counts(terrarium: Sequence[str]) -> dict[str, int]:
    """How many insects of each order (colour) the terrarium holds."""
    return dict(Counter(INSECTS[card].order for card in terrarium))


def terrarium_points(terrarium: Sequence[str]) -> int:
    """1/3/6/10/15 for 1-5 insects of the same order, summed over the orders present."""
    return sum(TERRARIUM_POINTS[n] for n in order_counts(terrarium).values())


def _cards(terrarium: Sequence[str]) -> list[Insect]:
    return [INSECTS[c] for c in terrarium]


def _panoptic(t: list[Insect]) -> bool:
    """SC01: a Mantodea insect with an insect directly on each side of it."""
    return any(t[i].order == "mantodea" for i in range(1, len(t) - 1))


def _pollinator_garden(t: list[Insect]) -> bool:
    """SC02: a Hymenoptera and a Lepidoptera insect next to each other."""
    pair = {"hymenoptera", "lepidoptera"}
    return any({a.order, b.order} == pair for a, b in zip(t, t[1:], strict=False))


def _scale_study(t: list[Insect]) -> bool:
    """SC03: at least one BIG insect and at least one SMALL insect."""
    return any(c.has("BIG") for c in t) and any(c.has("SMALL") for c in t)


def _apex(t: list[Insect]) -> bool:
    """SC04: the leftmost insect has FIERCE."""
    return bool(t) and t[0].has("FIERCE")


def _mimicry(t: list[Insect]) -> bool:
    """SC06: two PATTERN insects of different orders next to each other."""
    return any(
        a.has("PATTERN") and b.has("PATTERN") and a.order != b.order
        for a, b in zip(t, t[1:], strict=False)
    )


def _mirror(t: list[Insect]) -> bool:
    """SC07: >= 3 insects, same order at both ends, another order between them."""
    return len(t) >= 3 and t[0].order == t[-1].order and any(c.order != t[0].order for c in t)


def _per_terrarium(test: Callable[[list[Insect]], bool]) -> Callable[[Terrariums], list[int]]:
    """Units: the (1-based) numbers of the terrariums that pass ``test``."""

    def units(terrariums: Terrariums) -> list[int]:
        return [i + 1 for i, t in enumerate(terrariums) if test(_cards(t))]

    return units


def _jewel_box(terrariums: Terrariums) -> list[str]:
    """SC05: units are the IRIDESCENT insects (tokens do not count)."""
    return [c for t in terrariums for c in t if INSECTS[c].has("IRIDESCENT")]


def _grand_survey(terrariums: Terrariums) -> list[str]:
    """SC08: units are the orders present in all three terrariums."""
    present = [{INSECTS[c].order for c in t} for t in terrariums]
    return [o for o in ORDERS if all(o in p for p in present)]


SHOWCASE_UNITS: dict[str, Callable[[Terrariums], list[Any]]] = {
    "SC01": _per_terrarium(_panoptic),
    "SC02": _per_terrarium(_pollinator_garden),
    "SC03": _per_terrarium(_scale_study),
    "SC04": _per_terrarium(_apex),
    "SC05": _jewel_box,
    "SC06": _per_terrarium(_mimicry),
    "SC07": _per_terrarium(_mirror),
    "SC08": _grand_survey,
}
if set(SHOWCASE_UNITS) != set(SHOWCASES):
    raise RuntimeError("Every Showcase card needs exactly one scoring rule.")


def showcase_score(showcase: str | None, terrariums: Terrariums) -> dict[str, Any]:
    """{"points", "units" (what qualified), "counted"} for one Showcase card."""
    if showcase is None:
        return {"points": 0, "units": [], "counted": 0}
    card = SHOWCASES[showcase]
    units = SHOWCASE_UNITS[showcase](terrariums)
    counted = min(len(units), card.max_units)
    return {"points": card.per * counted, "units": units, "counted": counted}


def score_player(player: dict[str, Any], *, with_showcase: bool = True) -> dict[str, Any]:
    """The full breakdown for one seat: each terrarium, tokens, Showcase and total."""
    terrariums = player["terrariums"]
    per_terrarium = [terrarium_points(t) for t in terrariums]
    iridescent = player["iridescent"] * IRIDESCENT_POINTS
    showcase = showcase_score(player["showcase"] if with_showcase else None, terrariums)
    total = sum(per_terrarium) + iridescent + showcase["points"]
    return {
        "terrariums": per_terrarium,
        "terrarium_total": sum(per_terrarium),
        "iridescent_tokens": player["iridescent"],
        "iridescent": iridescent,
        "showcase_card": player["showcase"] if with_showcase else None,
        "showcase": showcase["points"],
        "showcase_units": showcase["units"],
        "total": total,
        "discovery_tokens": player["discovery"],
    }


def solo_title(total: int) -> str:
    """The solitaire result's rank title from the rulebook table."""
    for rank in SOLO_RANKS:
        low = rank["min"] if rank["min"] is not None else float("-inf")
        high = rank["max"] if rank["max"] is not None else float("inf")
        if low <= total <= high:
            return str(rank["title"])
    raise ValueError(f"No solitaire rank covers {total} points.")
