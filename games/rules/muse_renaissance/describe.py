"""The seat's view as plain text, for an email or a screen reader.

Built from ``view`` only, so it can never show more than the view does.
"""

from __future__ import annotations

from typing import Any

from games.engine import names
from games.rules.muse_renaissance.state import colour


def _masterpiece(m: dict[str, Any]) -> str:
    return f"{m['title']} - {m['artist']}, {m['year']}"


def _names(seats: list[int]) -> str:
    """Players by name (tokens the platform writes), "you" for the reader."""
    return names.seats(seats)


def _header(v: dict[str, Any]) -> list[str]:
    lines = []
    role = {"muse": "the Muse", "guesser": "a guesser"}.get(v["role"], v["role"])
    you = "" if v["you"] is None else f" You play {colour(v['you'])}, as {role} this turn."
    if v["mode"] == "cooperative":
        co = v["cooperative"]
        lines.append(f"Muse: Renaissance, cooperative, turn {v['turn']}.{you}")
        lines.append(
            f"Group: {co['correct']} of {co['target']} Masterpieces guessed, "
            f"{co['incorrect']} of {co['limit']} set aside."
        )
    else:
        lines.append(f"Muse: Renaissance, turn {v['turn']} of {v['total_turns']}.{you}")
        scores = ", ".join(f"{names.seat(p['seat'])} {p['score']}" for p in v["players"])
        lines.append(f"Scores: {scores}.")
    return lines


def _current(v: dict[str, Any]) -> list[str]:
    c = v["current"]
    if c is None:
        return []
    lines = [f"Muse this turn: {names.seat(v['muse'])}."]
    if "inspiration_options" in c:
        lines.append("Choose your Inspiration (reply with its id):")
        lines += [f"  {i['id']}: {i['title']} - {i['text']}" for i in c["inspiration_options"]]
    if c["inspiration"]:
        card = c["inspiration"]
        lines.append(f"Inspiration: {card['title']} - {card['text']}")
    if "masterpiece" in c:
        m = c["masterpiece"]
        lines.append(f"Your Masterpiece: {_masterpiece(m)}. {m['description']}")
    if c["clue"] is None and c["inspiration"] and v["role"] == "muse":
        lines.append("Reply with your clue.")
    if c["clue"] is not None:
        lines.append(c["clue_line"] + ".")
    if c["row"]:
        for m in c["row"]:
            lines.append(f"  {m['position']}. {_masterpiece(m)}: {m['description']}")
    if c.get("answer_position"):
        lines.append(f"The answer is number {c['answer_position']}.")
    if "your_vote" in c:
        flag = ", flagged" if c["your_vote"]["flag"] else ""
        lines.append(f"You voted {c['your_vote']['position']}{flag}.")
    elif v["role"] == "guesser" and c["row"] and v["you"] in c["waiting_for"]:
        extra = " (add 'flag' if the clue breaks the card)" if c["inspiration"]["can_flag"] else ""
        lines.append(f"Reply with 1-6{extra}.")
    lines.append(f"Waiting for: {_names(c['waiting_for'])}.")
    return lines


def _reveal(v: dict[str, Any]) -> list[str]:
    r = v["last_reveal"]
    if r is None:
        return []
    head = f"Last turn ({r['turn']}, Muse: {names.seat(r['muse'])}): "
    if r["outcome"] == "forfeited" or (r["answer"] is None):
        return [head + "the Muse missed the deadline; the turn was passed, its cards discarded."]
    lines = [
        head
        + f"clue '{r['clue']}'; the answer was {r['answer_position']}, {_masterpiece(r['answer'])}."
    ]
    if r["void"]:
        lines.append("A majority flagged the clue as breaking the card: the turn is void.")
    for s in r["seats"]:
        if s["role"] == "muse":
            lines.append(f"  {names.seat(s['seat'])} (Muse): {s['points']} point(s).")
        elif s["missed"]:
            lines.append(f"  {names.seat(s['seat'])}: did not vote.")
        else:
            mark = "right" if s["correct"] else "wrong"
            flag = ", flagged" if s["flagged"] else ""
            lines.append(
                f"  {names.seat(s['seat'])}: voted {s['vote']} ({mark}{flag}), {s['points']} point(s)."
            )
    if v["mode"] == "cooperative":
        verdict = "to the scoring area" if r["outcome"] == "correct" else "aside"
        lines.append(f"  The group's verdict: {r['outcome']}; the Masterpiece goes {verdict}.")
    return lines


def describe_view(v: dict[str, Any]) -> str:
    """Plain text of a view produced by ``view.view``."""
    lines = _header(v)
    if v["result"] is not None:
        lines.append(f"Game over. {v['result']['summary']}")
    lines += _current(v)
    lines += _reveal(v)
    return "\n".join(lines)
