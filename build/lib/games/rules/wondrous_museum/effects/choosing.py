"""Turning a selector into cards, asking whoever must choose, one question at a time.

A selector may need, in order: a named type or rune colour (``chosen``), which other
museums (``{others: N}``), and which card(s) in each museum (``pick one`` / ``up_to N``).
Answers are stored in the block frame's ``picks`` under ``<key>.type``, ``<key>.rune``,
``<key>.museums`` and ``<key>.cards.<seat>``. A forced choice (one candidate) is never
asked. In another museum ``at`` is always anywhere, protected cards cannot be named and
the activating player chooses unless ``chosen_by: owner`` (content "selectors").
"""

from __future__ import annotations

from typing import Any

from games.engine import names
from games.rules.wondrous_museum.card_set import RUNES
from games.rules.wondrous_museum.effects.amounts import evaluate
from games.rules.wondrous_museum.effects.base import Question
from games.rules.wondrous_museum.effects.selectors import candidates, pick_mode
from games.rules.wondrous_museum.state import index_of, name
from games.rules.wondrous_museum.values import protected, token_value

Picked = list[tuple[int, str]]


def seat_label(seat: int) -> str:
    """A token the platform writes as the player's name, or "you" (games.engine.names)."""
    return names.seat(seat)


def seat_possessive(seat: int) -> str:
    """ "Bob's", or "your" for the reader."""
    return names.seat_possessive(seat)


def card_label(state: dict[str, Any], seat: int, uid: str, activator: int) -> str:
    row = state["players"][seat]["row"]
    i = index_of(row, uid)
    tokens = row[i]["tokens"] if i is not None else 0
    worth = token_value(row, i) if i is not None else 0
    where = "" if seat == activator else f"{seat_possessive(seat)} "
    return f"{where}{name(uid)} ({tokens} token{'s' if tokens != 1 else ''}, worth {worth} each)"


def self_index(state: dict[str, Any], frame: dict[str, Any]) -> int | None:
    return index_of(state["players"][frame["seat"]]["row"], frame["card"])


def museum_candidates(
    state: dict[str, Any],
    frame: dict[str, Any],
    key: str,
    sel: dict[str, Any],
    seat: int,
    *,
    min_tokens: int = 0,
    exclude: tuple[str, ...] = (),
) -> list[str]:
    """Card ids in ``seat``'s museum that the selector may name now."""
    picks = frame["picks"]
    row = state["players"][seat]["row"]
    own = seat == frame["seat"]
    local = sel if own else {**sel, "at": "anywhere"}
    if not own:
        local = {k: v for k, v in local.items() if k != "exclude_self"}
    found = candidates(
        row,
        self_index(state, frame) if own else None,
        local,
        rune=frame.get("rune"),
        chosen_type=_named_type(state, picks.get(f"{key}.type")),
        chosen_rune=(picks.get(f"{key}.rune") or [None])[0],
        excluded=frozenset() if own else frozenset(protected(row)),
    )
    return [
        row[i]["id"]
        for i in found
        if row[i]["id"] not in exclude and row[i]["tokens"] >= min_tokens
    ]


def _museums(state: dict[str, Any], frame: dict[str, Any], sel: dict[str, Any]) -> list[int]:
    me = frame["seat"]
    museum = sel.get("museum", "own")
    if museum == "own":
        return [me]
    n = state["n"]
    return [(me + k) % n for k in range(1, n)]


def select(
    state: dict[str, Any],
    frame: dict[str, Any],
    key: str,
    sel: dict[str, Any],
    *,
    what: str,
    min_tokens: int = 0,
    exclude: tuple[str, ...] = (),
) -> Question | Picked:
    """The cards the selector names (museum order, then left to right), or the next
    question needed to know them. ``what`` completes "choose ..." in the question text."""
    picks = frame["picks"]
    me = frame["seat"]
    title = name(frame["card"])
    if sel.get("type") == "chosen" and f"{key}.type" not in picks:
        opts = tuple((slug_type(t), t) for t in state["types_in_play"])
        return Question(f"{key}.type", me, f"{title}: name a type ({what}).", opts, kind="name")
    if sel.get("rune") == "chosen" and f"{key}.rune" not in picks:
        opts = tuple((r, r.capitalize()) for r in RUNES)
        return Question(
            f"{key}.rune", me, f"{title}: name a rune colour ({what}).", opts, kind="name"
        )
    seats = _museums(state, frame, sel)
    found = {
        s: museum_candidates(state, frame, key, sel, s, min_tokens=min_tokens, exclude=exclude)
        for s in seats
    }
    museum = sel.get("museum", "own")
    if isinstance(museum, dict):
        eligible = [s for s in seats if found[s]]
        n = museum["others"]
        if f"{key}.museums" in picks:
            seats = [int(s) for s in picks[f"{key}.museums"]]
        elif len(eligible) <= 1:
            seats = eligible
        else:
            opts = tuple((str(s), seat_label(s)) for s in eligible)
            return Question(
                f"{key}.museums",
                me,
                f"{title}: choose {'up to ' + str(n) + ' other players' if n > 1 else '1 other player'} ({what}).",
                opts,
                min=1,
                max=min(n, len(eligible)),
                kind="museum",
            )
    mode, limit = pick_mode(sel)
    out: Picked = []
    for s in seats:
        ids = found[s]
        if not ids:
            continue
        if mode == "each" or (len(ids) == 1):
            out.extend((s, uid) for uid in ids)
            continue
        pk = f"{key}.cards.{s}"
        if pk in picks:
            chosen = set(picks[pk])
            out.extend((s, uid) for uid in ids if uid in chosen)
            continue
        chooser = s if sel.get("chosen_by") == "owner" else me
        opts = tuple((uid, card_label(state, s, uid, chooser)) for uid in ids)
        most = 1 if mode == "one" else min(limit, len(ids))
        where = "" if s == me else f" in {seat_possessive(s)} museum"
        text = f"{title}: choose {'a card' if most == 1 else 'up to ' + str(most) + ' cards'}{where} ({what})."
        if chooser != me:
            text = f"{title} (played by {seat_label(me)}): choose one of your cards ({what})."
        return Question(pk, chooser, text, opts, min=1, max=most, kind="target")
    return out


def slug_type(type_name: str) -> str:
    return type_name.lower().replace(" ", "-")


def _named_type(state: dict[str, Any], picked: list[str] | None) -> str | None:
    """The type name behind a picked type option id."""
    if not picked:
        return None
    for t in state["types_in_play"]:
        if slug_type(t) == picked[0]:
            return t
    return None


def amount_now(state: dict[str, Any], frame: dict[str, Any], amount: Any) -> int:
    """An amount evaluated now, seen from the resolving card in the activator's museum."""
    seat = frame["seat"]
    runes = state["players"][seat]["runes"]
    return evaluate(
        amount,
        state["players"][seat]["row"],
        self_index(state, frame),
        consumed=sum(1 for charged in runes.values() if not charged),
        previous=frame["prev"],
        rune=frame.get("rune"),
    )
