"""The turn's action: Acquire, Show Time!, Exchange (and, in Renovation, Gate Upgrade).

Rulebook "Game Play": on their turn a player performs exactly one action. Only actions that
can be carried out are offered: an acquisition the player can pay for and place, a charged
rune to flip. Choosing commits the action; the frames that follow finish the turn.
"""

from __future__ import annotations

from typing import Any

from games.rules.wondrous_museum.agenda import Frame, replace_top, simple
from games.rules.wondrous_museum.card_set import (
    COMMISSIONS,
    DAY_OFF_RUNES,
    EXCHANGE_DRAW,
    SOLO_DAY_OFF_RUNES,
    card,
)
from games.rules.wondrous_museum.context import Ctx, ev
from games.rules.wondrous_museum.effects.base import Question
from games.rules.wondrous_museum.phases.acquire import placements, purchasing_power
from games.rules.wondrous_museum.phases.base import FrameHandler
from games.rules.wondrous_museum.phases.showtime import activation_queue
from games.rules.wondrous_museum.solo import upgrade_cost
from games.rules.wondrous_museum.state import charged, consumed, name
from games.rules.wondrous_museum.values import discount
from games.rules.wondrous_museum.zones import draw


def end_of_turn(state: dict[str, Any], seat: int, action: str) -> list[Frame]:
    """The frames that finish a turn, bottom first: next turn, refill the Open Market, hand
    limit, Day Off, and (solo, unless Show Time) the rune flipped every turn."""
    frames = [
        simple("next_turn", seat),
        simple("refill", seat),
        simple("hand_limit", seat),
        simple("day_off", seat),
    ]
    if state["solo"] and action != "show":
        frames.append(simple("solo_flip", seat))
    return frames


def acquisitions(state: dict[str, Any], seat: int) -> list[dict[str, Any]]:
    """Every acquisition the seat can pay for and place now."""
    p = state["players"][seat]
    row = p["row"]
    power = purchasing_power(state, seat)
    offers = []
    for c in p["hand"]:
        offers.append({"card": c, "source": "hand", "slot": None, "commission": 0})
    for slot, c in enumerate(state["market"]):
        if c:
            offers.append(
                {"card": c, "source": "market", "slot": slot, "commission": COMMISSIONS[slot]}
            )
    if not p["bm_used"]:
        for c in state["black_market"]:
            offers.append({"card": c, "source": "black", "slot": None, "commission": 0})
    out = []
    for o in offers:
        price = card(o["card"])["price"]
        off = min(price, discount(row, o["card"]))
        cost = price - off + o["commission"]
        available = power - (1 if o["source"] == "hand" else 0)
        if cost <= available and placements(state, seat, o["card"]):
            out.append({**o, "price": price, "discount": off, "cost": cost})
    return out


def _offer_id(o: dict[str, Any]) -> str:
    if o["source"] == "market":
        return f"acquire-market-{o['slot']}"
    return f"acquire-{o['source']}-{o['card']}"


def _offer_label(o: dict[str, Any]) -> str:
    where = {"hand": "your hand", "market": "the Open Market", "black": "the Black Market"}
    bits = [f"price {o['price']}"]
    if o["discount"]:
        bits.append(f"-{o['discount']} discount")
    if o["commission"]:
        bits.append(f"+{o['commission']} commission")
    return (
        f"Acquire {name(o['card'])} from {where[o['source']]} ({', '.join(bits)}: pay {o['cost']})"
    )


def action_options(state: dict[str, Any], seat: int) -> list[tuple[str, str, dict[str, Any]]]:
    """(option id, label, details) for every legal action."""
    out = [(_offer_id(o), _offer_label(o), o) for o in acquisitions(state, seat)]
    row = state["players"][seat]["row"]
    for rune in charged(state, seat):
        names = ", ".join(name(c) for c in activation_queue(row, rune)) or "nothing"
        out.append(
            (
                f"show-{rune}",
                f"Show Time!: flip your {rune} rune (activates {names})",
                {"rune": rune},
            )
        )
    out.append(("exchange", f"Exchange: draw {EXCHANGE_DRAW} cards, then discard 1", {}))
    cost = upgrade_cost(state, seat)
    if cost is not None and cost <= purchasing_power(state, seat):
        level = state["players"][seat]["gate_level"]
        out.append(
            (
                "upgrade",
                f"Gate Upgrade: pay {cost} to upgrade your Gate to Lv.{level + 1}",
                {"cost": cost},
            )
        )
    return out


class ActionFrame(FrameHandler):
    kind = "action"

    def question(self, state: dict[str, Any], frame: dict[str, Any]) -> Question | None:
        opts = action_options(state, frame["seat"])
        return Question(
            "action",
            frame["seat"],
            f"Round {state['round']}: your turn. Choose your action.",
            tuple((i, label) for i, label, _ in opts),
            kind="action",
            data={i: info for i, _, info in opts},
        )

    def answer(
        self, ctx: Ctx, frame: dict[str, Any], q: Question, choices: tuple[str, ...]
    ) -> None:
        choice = choices[0]
        info = q.data[choice]
        state, seat = ctx.state, frame["seat"]
        if choice.startswith("acquire-"):
            self._acquire(ctx, seat, info)
        elif choice.startswith("show-"):
            self._show(ctx, seat, info["rune"])
        elif choice == "exchange":
            events, _ = draw(state, seat, EXCHANGE_DRAW, ctx.rng)
            agenda = replace_top(
                ctx.agenda, *end_of_turn(state, seat, "exchange"), simple("exchange_discard", seat)
            )
            ctx.emit_with([ev("ExchangeStarted", actor=seat, seat=seat), *events], agenda)
        else:
            level = state["players"][seat]["gate_level"]
            pay = simple("pay", seat, cost=info["cost"], purpose="upgrade", level=level)
            agenda = replace_top(ctx.agenda, *end_of_turn(state, seat, "upgrade"), pay)
            ctx.emit_with(
                [ev("GateUpgradeStarted", actor=seat, seat=seat, level=level, cost=info["cost"])],
                agenda,
            )

    def _acquire(self, ctx: Ctx, seat: int, o: dict[str, Any]) -> None:
        frames = [*end_of_turn(ctx.state, seat, "acquire"), simple("place", seat)]
        if o["cost"] > 0:
            frames.append(simple("pay", seat, cost=o["cost"], purpose="acquire", level=None))
        event = ev(
            "AcquisitionStarted",
            actor=seat,
            seat=seat,
            card=o["card"],
            source=o["source"],
            slot=o["slot"],
            price=o["price"],
            discount=o["discount"],
            commission=o["commission"],
            cost=o["cost"],
        )
        ctx.emit_with([event], replace_top(ctx.agenda, *frames))

    def _show(self, ctx: Ctx, seat: int, rune: str) -> None:
        state = ctx.state
        threshold = SOLO_DAY_OFF_RUNES if state["solo"] else DAY_OFF_RUNES
        due = len(consumed(state, seat)) + 1 >= threshold
        queue = activation_queue(state["players"][seat]["row"], rune)
        frames = end_of_turn(state, seat, "show")
        if queue:
            frames.append(simple("show", seat, rune=rune, queue=queue))
        event = ev(
            "RuneFlipped",
            actor=seat,
            seat=seat,
            rune=rune,
            show_time=True,
            activating=queue,
            day_off_due=due,
        )
        ctx.emit_with([event], replace_top(ctx.agenda, *frames))
