"""The seat's view as plain English, for an email or a screen reader."""

from __future__ import annotations

from typing import Any

from games.engine import names

STEPS = {
    "unlock": "placing the Key",
    "take": "taking an insect from the Field",
    "place": "placing an insect",
    "trait": "choosing a trait to use",
    "discover": "deciding whether to discover more insects",
}


def _n(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def _card(card: dict[str, Any]) -> str:
    return f"{card['name']} ({card['order_name']}, {card['colour']}; {', '.join(card['traits'])})"


def _terrarium(t: dict[str, Any]) -> str:
    status = " [Key: unlocked]" if t["has_key"] else (" [locked]" if t["locked"] else "")
    full = ", full" if t["full"] else ""
    cards = "; ".join(_card(c) for c in t["cards"]) or "empty"
    return (
        f"  Terrarium {t['number']}{status} ({t['count']}/{t['capacity']}{full}, "
        f"{_n(t['points'], 'point')}): {cards}"
    )


def _player(p: dict[str, Any], you: int | None) -> list[str]:
    who = names.seat(p["seat"])  # "You" for the reader
    head = (
        f"{who}: {_n(p['insects'], 'insect')}, {_n(p['discovery'], 'Discovery token')}, "
        f"{_n(p['iridescent'], 'Iridescent token')}"
    )
    if p["has_key"]:
        head += ", holds the Key"
    lines = [head + "."]
    if p["benefactor"]:
        lines.append(f"  Benefactor: {p['benefactor']['name']} - {p['benefactor']['text']}")
    if p["showcase"]:
        lines.append(f"  Showcase: {p['showcase']['name']} - {p['showcase']['text']}")
    elif p["showcase_hidden"]:
        lines.append("  Showcase: hidden until the game ends.")
    if p.get("choosing"):
        lines.append("  Still choosing cards.")
    lines += [_terrarium(t) for t in p["terrariums"]]
    return lines


def _field(v: dict[str, Any]) -> list[str]:
    lines = ["The Field:"]
    for row in v["field"]:
        net = " (Net)" if row[0]["net"] else ""
        cells = [
            f"{cell['space']} {_card(cell['card']) if cell['card'] else 'empty'}" for cell in row
        ]
        lines.append(f"  Row {row[0]['space'][0]}{net}: " + " | ".join(cells))
    lines.append(f"  Deck: {v['deck_count']} cards. Iridescent supply: {v['iridescent_supply']}.")
    if v["solitaire"]:
        lines.append(f"  Removed by the Net: {v['removed_count']} of {v['removal_limit']}.")
    return lines


def describe_view(v: dict[str, Any], seat: int | None) -> str:
    """Every line a player needs, in reading order: status, Field, then each table."""
    lines: list[str] = []
    if v["phase"] == "draft":
        lines.append("The game is about to start: players are choosing their cards.")
        offered = next((p.get("offered") for p in v["players"] if p["seat"] == seat), None)
        if offered:
            for b in offered["benefactors"]:
                lines.append(f"  Benefactor offered: {b['name']} - {b['text']}")
            for s in offered["showcases"]:
                lines.append(f"  Showcase offered: {s['name']} - {s['text']}")
    elif v["over"]:
        lines.append(f"The game is over ({v['end_reason']}). {v['result']['summary']}")
        for key, score in v["result"]["breakdown"].items():
            terr = ", ".join(str(score[f"terrarium_{i}"]) for i in (1, 2, 3))
            lines.append(
                f"  {names.seat(int(key))}: terrariums {terr}; Iridescent {score['iridescent']}; "
                f"Showcase {score['showcase']}; total {score['total']} "
                f"({score['discovery_tokens']} Discovery tokens)."
            )
    elif v["turn"]:
        t = v["turn"]
        lines.append(
            f"Turn {t['number']}: {names.seat_possessive(t['seat'])} turn ({STEPS[t['step']]})."
        )
        if t["in_hand"]:
            lines.append(f"  In hand: {_card(t['in_hand'])}.")
    if v["final_round"]:
        left = names.seats(v["final_round"]["still_to_play"])
        lines.append(f"Final round: still to play: {left}.")
    lines += _field(v)
    order = sorted(v["players"], key=lambda p: p["seat"] != seat)
    for p in order:
        lines += _player(p, seat)
    return "\n".join(lines)
