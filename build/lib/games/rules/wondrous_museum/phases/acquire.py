"""Acquire: paying the cost, placing the exhibit (or tucking a scroll), and what follows.

Rulebook "Pay the Cost": admiration tokens pay at their card's token value, hand cards pay 1
each (discarded face up), no change is given. A payment must cover the cost and hold no
item that could be left out (ruling R1). "Placing a New Exhibit": 9 spaces beside the Gate;
a new exhibit goes to the left or right end of the row. Scrolls may instead be tucked
beneath an eligible exhibit (theme Scrolls).
"""

from __future__ import annotations

from typing import Any

from games.engine import IllegalAction
from games.rules.wondrous_museum import triggers
from games.rules.wondrous_museum.agenda import (
    blocks_of,
    card_frame,
    game_over,
    pop,
    replace_top,
    simple,
)
from games.rules.wondrous_museum.card_set import GATE_LEVELS, MUSEUM_CARDS, card
from games.rules.wondrous_museum.context import Ctx, ev
from games.rules.wondrous_museum.effects.base import Question
from games.rules.wondrous_museum.effects.hand import hand_label
from games.rules.wondrous_museum.effects.selectors import card_matches
from games.rules.wondrous_museum.phases.base import FrameHandler
from games.rules.wondrous_museum.state import gate_index, name
from games.rules.wondrous_museum.values import passive_steps, token_value


def tuck_hosts(state: dict[str, Any], seat: int, card_id: str) -> list[str]:
    """Exhibits ``card_id`` (a scroll) may be tucked beneath: matching its host filter,
    never the Gate, at most one scroll each."""
    steps = passive_steps(card_id, "tuck_beneath")
    if not steps:
        return []
    host = steps[0].get("host", {})
    return [
        e["id"]
        for e in state["players"][seat]["row"]
        if card(e["id"])["flag"] != "gate" and e["scroll"] is None and card_matches(e["id"], host)
    ]


def placements(state: dict[str, Any], seat: int, card_id: str) -> list[tuple[str, str]]:
    """Where the card may go: (option id, label)."""
    row = state["players"][seat]["row"]
    out = []
    if len(row) < MUSEUM_CARDS:
        out += [
            ("left", f"Left end of your museum (next to {name(row[0]['id'])})"),
            ("right", f"Right end of your museum (next to {name(row[-1]['id'])})"),
        ]
    out += [(f"under-{h}", f"Tucked beneath {name(h)}") for h in tuck_hosts(state, seat, card_id)]
    return out


def payment_items(state: dict[str, Any], seat: int) -> list[tuple[str, str, int]]:
    """Everything that can pay: (option id, label, value)."""
    row = state["players"][seat]["row"]
    out = []
    for i, e in enumerate(row):
        value = token_value(row, i)
        for k in range(e["tokens"]):
            out.append((f"t-{e['id']}-{k}", f"1 token on {name(e['id'])} (worth {value})", value))
    for c in state["players"][seat]["hand"]:
        out.append((f"h-{c}", f"{hand_label(c)} from your hand (worth 1)", 1))
    return out


def purchasing_power(state: dict[str, Any], seat: int) -> int:
    """What everything the seat could pay with is worth (tokens at value, cards at 1)."""
    p = state["players"][seat]
    row = p["row"]
    tokens = sum(e["tokens"] * token_value(row, i) for i, e in enumerate(row) if e["tokens"])
    return tokens + len(p["hand"])


class PayFrame(FrameHandler):
    """Pay ``cost`` for the card being acquired, or for a Gate Upgrade."""

    kind = "pay"

    def question(self, state: dict[str, Any], frame: dict[str, Any]) -> Question | None:
        items = payment_items(state, frame["seat"])
        what = (
            f"{name(state['acquiring']['card'])}"
            if frame["purpose"] == "acquire"
            else f"the Gate Upgrade to Lv.{frame['level'] + 1}"
        )
        return Question(
            "payment",
            frame["seat"],
            f"Pay {frame['cost']} for {what}: choose admiration tokens and/or hand cards "
            "(no change is given).",
            tuple((i, label) for i, label, _ in items),
            min=1,
            max=len(items),
            kind="payment",
            data={"cost": frame["cost"], "values": {i: v for i, _, v in items}},
        )

    def answer(
        self, ctx: Ctx, frame: dict[str, Any], q: Question, choices: tuple[str, ...]
    ) -> None:
        values = q.data["values"]
        cost = frame["cost"]
        paid = sum(values[c] for c in choices)
        if paid < cost:
            raise IllegalAction(
                f"That pays {paid}, but the cost is {cost}; choose more tokens or hand cards."
            )
        spare = [c for c in choices if paid - values[c] >= cost]
        if spare:
            raise IllegalAction(
                f"You would still pay {cost} without '{spare[0]}'; leave out what is not "
                "needed (no change is given, but nothing extra may be paid)."
            )
        tokens: dict[str, int] = {}
        cards = []
        for c in choices:
            if c.startswith("t-"):
                uid = c[2:].rsplit("-", 1)[0]
                tokens[uid] = tokens.get(uid, 0) + 1
            else:
                cards.append(c[2:])
        seat = frame["seat"]
        events = [
            ev(
                "CostPaid",
                actor=seat,
                seat=seat,
                tokens=tokens,
                cards=cards,
                value=paid,
                cost=cost,
                purpose=frame["purpose"],
            )
        ]
        if frame["purpose"] == "upgrade":
            level = frame["level"] + 1
            row = ctx.state["players"][seat]["row"]
            old = row[gate_index(row)]["id"]
            events.append(
                ev(
                    "GateUpgraded",
                    actor=seat,
                    seat=seat,
                    old=old,
                    gate=GATE_LEVELS[level],
                    level=level,
                )
            )
        ctx.emit_with(events, pop(ctx.agenda))


class PlaceFrame(FrameHandler):
    """Place the acquired card at an end of the row, or tuck a scroll beneath an exhibit."""

    kind = "place"

    def question(self, state: dict[str, Any], frame: dict[str, Any]) -> Question | None:
        cid = state["acquiring"]["card"]
        return Question(
            "place",
            frame["seat"],
            f"Where do you place {name(cid)}?",
            tuple(placements(state, frame["seat"], cid)),
            kind="place",
        )

    def answer(
        self, ctx: Ctx, frame: dict[str, Any], q: Question, choices: tuple[str, ...]
    ) -> None:
        seat = frame["seat"]
        cid = ctx.state["acquiring"]["card"]
        where = choices[0]
        if where.startswith("under-"):
            event = ev("ScrollTucked", actor=seat, seat=seat, card=cid, host=where[6:])
            follow = [simple("acquired", seat, card=cid)]
        else:
            event = ev("ExhibitPlaced", actor=seat, seat=seat, card=cid, side=where)
            follow = [simple("acquired", seat, card=cid)]
            blocks = blocks_of(cid, "on_acquire")
            if blocks:
                follow.append(card_frame(seat, cid, "on_acquire", blocks, why="acquire"))
            if ctx.state["solo"] and len(ctx.state["players"][seat]["row"]) + 1 >= MUSEUM_CARDS:
                # Solo: 10 cards in the museum end the game at once (rulebook "Solo Game Play").
                ctx.emit_with([event], game_over())
                return
        ctx.emit_with([event], replace_top(ctx.agenda, *follow))


class AcquiredFrame(FrameHandler):
    """After the new exhibit's own effects: the other exhibits' exhibit_acquired triggers."""

    kind = "acquired"

    def inert(self, state: dict[str, Any], frame: dict[str, Any]) -> bool:
        return not triggers.exhibit_acquired(state, frame["seat"], frame["card"])

    def auto(self, ctx: Ctx, frame: dict[str, Any]) -> None:
        frames = triggers.exhibit_acquired(ctx.state, frame["seat"], frame["card"])
        event = ev(
            "EffectsTriggered",
            seat=frame["seat"],
            by=frame["card"],
            cards=[f["card"] for f in reversed(frames)],
        )
        ctx.emit_with([event], replace_top(ctx.agenda, *frames))
