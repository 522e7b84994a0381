"""The view as plain English, for an e-mail or a screen reader."""

from __future__ import annotations

from typing import Any

from games.rules.wondrous_museum.effects.choosing import seat_label, seat_possessive


def _card_line(c: dict[str, Any]) -> str:
    bits = [f"price {c['price']}", f"rating {c['base_rating']}"]
    if c["runes"]:
        bits.append("runes " + "/".join(c["runes"]))
    if c["types"]:
        bits.append(", ".join(c["types"]))
    return f"{c['name']} ({'; '.join(bits)}): {c['text']}"


def _museum_line(m: dict[str, Any]) -> str:
    text = f"{m['name']} ({m['tokens']} token{'s' if m['tokens'] != 1 else ''} worth {m['token_value']} each"
    if m["scroll"]:
        text += f"; {m['scroll']['name']} tucked beneath"
    return text + ")"


def describe_view(v: dict[str, Any], seat: int | None) -> str:
    """The text of ``v``, the view ``view.view`` gave ``seat``."""
    if v["phase"] == "new":
        return "The game has not been set up yet."
    lines = []
    if v["phase"] == "over":
        lines.append("The game is over.")
    else:
        who = seat_possessive(v["turn"]) if v["turn"] is not None else "no one's"
        lines.append(f"Round {v['round']}, {who} turn. Themes: {' and '.join(v['themes'])}.")
    lines.append(
        f"Supply: {v['supply']} admiration tokens. Deck: {v['deck_count']} cards. Discard pile: {len(v['discard'])} cards."
    )
    market = "; ".join(
        f"+{m['commission']}: {m['card']['name'] if m['card'] else 'empty'}" for m in v["market"]
    )
    lines.append(f"Open Market: {market}.")
    if v["black_market"]:
        lines.append("Black Market: " + "; ".join(c["name"] for c in v["black_market"]) + ".")
    for p in v["players"]:
        row = ", ".join(_museum_line(m) for m in p["museum"])
        charged = [r for r, s in p["runes"].items() if s == "charged"]
        lines.append(
            f"{seat_label(p['seat'])}: museum {row}. Tokens worth {p['token_worth']}; "
            f"rating so far {p['rating']['total']}. Charged runes: {', '.join(charged) or 'none'}. "
            f"{p['hand_count']} cards in hand."
        )
        if "hand" in p and p["seat"] == seat:
            lines.append("Your hand: " + "; ".join(_card_line(c) for c in p["hand"]) + ".")
    if v.get("challenge"):
        ch = v["challenge"]
        lines.append(
            f"Solo challenge {ch['name']}: {ch['victory']} Dates recorded: {ch['dates']} of 4."
        )
    if v["end"]:
        lines.append(
            f"The end of the game has been triggered; the last round is round {v['end']['final_round']}."
        )
    if v.get("question"):
        q = v["question"]
        lines.append(q["text"])
        for n, o in enumerate(q["options"], 1):
            lines.append(f"  {n}. [{o['id']}] {o['label']}")
    if v["phase"] == "over" and v.get("final"):
        for s, r in sorted(v["final"]["ratings"].items()):
            b = v["final"]["breakdown"][s]
            lines.append(
                f"{seat_label(int(s))}: {r} (exhibits {b['exhibit_ratings']}, tokens {b['admiration_tokens']}, "
                f"special {b['special_effects']}; {b['exhibits']} exhibits)."
            )
    return "\n".join(lines)
