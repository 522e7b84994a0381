"""Solo rules: dates, the game's immediate end, the challenge's victory, Gate Upgrade.

Solo: a rune is flipped every turn unless Show Time; Day Off after the 5th rune, clearing
the Open Market; every full rune reset sets a date token aside (taken from the supply); the
4th date or a 10th card in the museum ends the game at once. The chosen challenge's
monument is the whole Black Market and its victory conditions decide win or loss.
"""

from __future__ import annotations

from typing import Any

from games.engine import Event
from games.rules.wondrous_museum.agenda import Agenda, game_over
from games.rules.wondrous_museum.card_set import (
    CHALLENGES,
    GATE_LEVELS,
    HALL_OF_FAME,
    SOLO_DATES,
    card,
)
from games.rules.wondrous_museum.context import ev
from games.rules.wondrous_museum.state import exhibits


def date_events(state: dict[str, Any], seat: int) -> tuple[list[Event], Agenda | None]:
    """The date token set aside for a rune reset; the agenda if it is the 4th (game over)."""
    date = state["dates"] + 1
    ends = date >= SOLO_DATES
    token = state["supply"] > 0
    events = [ev("DateRecorded", seat=seat, date=date, token=token, ends_game=ends)]
    return events, (game_over() if ends else None)


def upgrade_cost(state: dict[str, Any], seat: int) -> int | None:
    """What the next Gate Upgrade costs (6, 6, 12), or None at Lv.4 / outside Renovation."""
    level = state["players"][seat].get("gate_level")
    if not level:
        return None
    return card(GATE_LEVELS[level]).get("upgrade_cost_to_next")


def monument_of(state: dict[str, Any]) -> dict[str, Any]:
    return CHALLENGES[state["challenge"]]


def victory(state: dict[str, Any], rating: int) -> dict[str, Any]:
    """Each victory condition of the challenge, whether it holds, and the verdict.

    Checked when the solo game ends; the monument must be in the museum (rulebook
    "Winning the Solo Game"). Hall of Fame: the first time (no record yet) acquiring it
    wins; afterwards the rating must beat the last record (passed in as an option).
    """
    monument = monument_of(state)
    cond = monument["victory"]
    row = state["players"][0]["row"]
    shown = exhibits(row)
    types = sorted({t for e in shown for t in card(e["id"])["types"]})
    checks: list[dict[str, Any]] = [
        {
            "rule": f"acquire the monument {monument['name']}",
            "ok": any(e["id"] == monument["id"] for e in row),
            "have": "acquired" if any(e["id"] == monument["id"] for e in row) else "not acquired",
        }
    ]
    if "min_types" in cond:
        n = cond["min_types"]
        checks.append(
            {"rule": f"at least {n} different types", "ok": len(types) >= n, "have": len(types)}
        )
    if "max_types" in cond:
        n = cond["max_types"]
        checks.append(
            {"rule": f"at most {n} different types", "ok": len(types) <= n, "have": len(types)}
        )
    if "min_rating" in cond:
        n = cond["min_rating"]
        checks.append({"rule": f"at least {n} rating", "ok": rating >= n, "have": rating})
    if "gate_level" in cond:
        n = cond["gate_level"]
        level = state["players"][0].get("gate_level") or 0
        checks.append({"rule": f"Gate upgraded to Lv.{n}", "ok": level >= n, "have": level})
    if "min_named" in cond:
        spec = cond["min_named"]
        have = sum(1 for e in shown if card(e["id"])["name"] in spec["names"])
        names = ", ".join(spec["names"])
        checks.append(
            {
                "rule": f"at least {spec['count']} of {names}",
                "ok": have >= spec["count"],
                "have": have,
            }
        )
    if state["challenge"] == HALL_OF_FAME and state.get("hof_record"):
        record = state["hof_record"]
        checks.append(
            {
                "rule": f"a rating above the last record ({record})",
                "ok": rating > record,
                "have": rating,
            }
        )
    return {
        "challenge": state["challenge"],
        "monument": monument["name"],
        "won": all(c["ok"] for c in checks),
        "checks": checks,
        "types": types,
    }
