"""Hand primitives: draw_cards and discard_from_hand.

Drawing reshuffles the discard pile when the deck runs out and stops when both are empty;
the hand limit of 8 is only checked at the end of the turn. Discards are face up, chosen
by the player who discards (as a cost: exactly the amount, or the block cannot be paid).
"""

from __future__ import annotations

from typing import Any

from games.rules.wondrous_museum.card_set import card
from games.rules.wondrous_museum.context import ev
from games.rules.wondrous_museum.effects.amounts import check_amount, describe_amount
from games.rules.wondrous_museum.effects.base import CardDataError, Primitive, Question, need
from games.rules.wondrous_museum.effects.choosing import amount_now, seat_label
from games.rules.wondrous_museum.resolution import current_step, step_done
from games.rules.wondrous_museum.state import name
from games.rules.wondrous_museum.zones import draw


def _cards(n: Any) -> str:
    if isinstance(n, int):
        return f"{n} card{'s' if n != 1 else ''}"
    return f"1 card per {describe_amount(n).removeprefix('1 for each ')}"


def hand_label(card_id: str) -> str:
    c = card(card_id)
    return f"{c['name']} (price {c['price']})"


class DrawCards(Primitive):
    op = "draw_cards"
    timings = frozenset({"show_time", "on_acquire", "triggered"})

    def check(self, step: dict[str, Any], where: str) -> None:
        need(step, {"amount"}, where)
        check_amount(step.get("amount", 1), where)

    def execute(self, ctx: Any, frame: dict[str, Any]) -> None:
        _, step = current_step(frame)
        n = amount_now(ctx.state, frame, step.get("amount", 1))
        events, drawn = draw(ctx.state, frame["seat"], n, ctx.rng)
        step_done(ctx, frame, events, handled=drawn)

    def describe(self, step: dict[str, Any]) -> str:
        return f"draw {_cards(step.get('amount', 1))}"


class DiscardFromHand(Primitive):
    op = "discard_from_hand"
    timings = frozenset({"show_time", "on_acquire"})

    def check(self, step: dict[str, Any], where: str) -> None:
        need(step, {"amount", "who"}, where)
        check_amount(step.get("amount", 1), where)
        who = step.get("who", "self")
        ok = who in ("self", "all_others") or (
            isinstance(who, dict)
            and set(who) == {"others"}
            and isinstance(who["others"], int)
            and who["others"] >= 1
        )
        if not ok:
            raise CardDataError(f"{where}: who must be self, all_others or {{others: N}}.")

    def _victims(self, state: dict[str, Any], frame: dict[str, Any], step: dict[str, Any]):
        me = frame["seat"]
        who = step.get("who", "self")
        if who == "self":
            return [me]
        n = state["n"]
        others = [(me + k) % n for k in range(1, n) if state["players"][(me + k) % n]["hand"]]
        if who == "all_others" or len(others) <= who["others"]:
            return others
        if "who" in frame["picks"]:
            return [int(s) for s in frame["picks"]["who"]]
        return Question(
            "who",
            me,
            f"{name(frame['card'])}: choose {who['others']} other player(s) who must discard.",
            tuple((str(s), seat_label(s)) for s in others),
            min=who["others"],
            max=who["others"],
            kind="museum",
        )

    def question(self, state: dict[str, Any], frame: dict[str, Any]) -> Question | None:
        _, step = current_step(frame)
        victims = self._victims(state, frame, step)
        if isinstance(victims, Question):
            return victims
        amount = amount_now(state, frame, step.get("amount", 1))
        for seat in victims:
            hand = state["players"][seat]["hand"]
            k = min(amount, len(hand))
            if k == 0 or k == len(hand) or f"cards.{seat}" in frame["picks"]:
                continue
            return Question(
                f"cards.{seat}",
                seat,
                f"{name(frame['card'])}: discard {_cards(k)} from your hand.",
                tuple((c, hand_label(c)) for c in hand),
                min=k,
                max=k,
                kind="discard",
            )
        return None

    def execute(self, ctx: Any, frame: dict[str, Any]) -> None:
        _, step = current_step(frame)
        state = ctx.state
        amount = amount_now(state, frame, step.get("amount", 1))
        events = []
        total = 0
        for seat in self._victims(state, frame, step):
            hand = state["players"][seat]["hand"]
            chosen = frame["picks"].get(f"cards.{seat}") or hand[: min(amount, len(hand))]
            if chosen:
                total += len(chosen)
                events.append(
                    ev("CardsDiscarded", actor=seat, seat=seat, cards=list(chosen), reason="effect")
                )
        step_done(ctx, frame, events, handled=total)

    def payable(self, state: dict[str, Any], frame: dict[str, Any], step: dict[str, Any]) -> bool:
        amount = amount_now(state, frame, step.get("amount", 1))
        return len(state["players"][frame["seat"]]["hand"]) >= amount

    def describe(self, step: dict[str, Any]) -> str:
        who = step.get("who", "self")
        n = _cards(step.get("amount", 1))
        if who == "self":
            return f"discard {n} from your hand"
        if who == "all_others":
            return f"each other player discards {n} from their hand"
        return f"{who['others']} other player(s) you choose each discard {n} from their hand"
