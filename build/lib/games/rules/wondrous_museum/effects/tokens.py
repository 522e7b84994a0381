"""Token primitives: gain_token, remove_token, move_token, steal_token.

Tokens come from and return to the supply of 60 (a hard limit: a gain with too few tokens
left places what remains, in the order the activating player chooses). Moving is never a
gain; stealing is a gain for the receiving card (it fires Mirror of Starry Nights).
"""

from __future__ import annotations

from typing import Any

from games.rules.wondrous_museum.context import ev
from games.rules.wondrous_museum.effects.amounts import check_amount, describe_amount
from games.rules.wondrous_museum.effects.base import CardDataError, Primitive, Question, need
from games.rules.wondrous_museum.effects.choosing import (
    amount_now,
    museum_candidates,
    select,
)
from games.rules.wondrous_museum.effects.selectors import check_selector, is_others
from games.rules.wondrous_museum.effects.wording import describe_selector
from games.rules.wondrous_museum.resolution import current_step, step_done
from games.rules.wondrous_museum.state import index_of, name

SELF = {"at": "self"}
ACTIVE = frozenset({"show_time", "on_acquire", "triggered"})


def _tokens(n: int) -> str:
    return f"{n} admiration token{'s' if n != 1 else ''}"


def _amount_text(step: dict[str, Any]) -> str:
    amount = step.get("amount", 1)
    if isinstance(amount, int):
        return _tokens(amount)
    return f"1 admiration token per {describe_amount(amount).removeprefix('1 for each ')}"


def _tokens_on(state: dict[str, Any], seat: int, uid: str) -> int:
    row = state["players"][seat]["row"]
    return row[index_of(row, uid)]["tokens"]


class GainToken(Primitive):
    op = "gain_token"
    timings = ACTIVE | {"end_of_game"}

    def check(self, step: dict[str, Any], where: str) -> None:
        need(step, {"amount", "to"}, where)
        check_amount(step.get("amount", 1), where)
        check_selector(step.get("to", SELF), where, others_allowed=False)

    def _targets(self, state, frame, step):
        return select(state, frame, "to", step.get("to", SELF), what="to gain tokens")

    def question(self, state: dict[str, Any], frame: dict[str, Any]) -> Question | None:
        _, step = current_step(frame)
        targets = self._targets(state, frame, step)
        if isinstance(targets, Question):
            return targets
        each = amount_now(state, frame, step.get("amount", 1))
        supply = state["supply"]
        if each == 0 or len(targets) <= 1 or supply >= each * len(targets):
            return None
        order = _order(frame)
        needed = -(-supply // each)  # cards that receive anything
        left = [uid for _, uid in targets if uid not in order]
        if len(order) >= needed or len(left) <= 1:
            return None
        opts = tuple((uid, name(uid)) for uid in left)
        return Question(
            f"order.{len(order)}",
            frame["seat"],
            f"{name(frame['card'])}: only {supply} tokens are left in the supply. "
            "Which card receives its tokens next?",
            opts,
            kind="order",
        )

    def execute(self, ctx: Any, frame: dict[str, Any]) -> None:
        _, step = current_step(frame)
        state = ctx.state
        targets = [uid for _, uid in self._targets(state, frame, step)]
        each = amount_now(state, frame, step.get("amount", 1))
        order = _order(frame)
        targets = order + [t for t in targets if t not in order]
        left = state["supply"]
        gains: dict[str, int] = {}
        for uid in targets:
            n = min(each, left)
            if n > 0:
                gains[uid] = n
                left -= n
        events = []
        if gains:
            events.append(
                ev(
                    "TokensGained",
                    actor=frame["seat"],
                    seat=frame["seat"],
                    gains=gains,
                    source=frame["card"],
                )
            )
        step_done(
            ctx, frame, events, handled=sum(gains.values()), gained=(frame["seat"], list(gains))
        )

    def describe(self, step: dict[str, Any]) -> str:
        return f"gain {_amount_text(step)} on {describe_selector(step.get('to', SELF))}"


def _order(frame: dict[str, Any]) -> list[str]:
    picks = frame["picks"]
    return [picks[f"order.{k}"][0] for k in range(len(picks)) if f"order.{k}" in picks]


class RemoveToken(Primitive):
    op = "remove_token"
    timings = ACTIVE

    def check(self, step: dict[str, Any], where: str) -> None:
        need(step, {"amount", "from"}, where)
        check_amount(step.get("amount", 1), where)
        if "from" not in step:
            raise CardDataError(f"{where}: remove_token needs 'from'.")
        check_selector(step["from"], where)

    def _need(self, state, frame, step, is_cost):
        # As a cost the whole amount must come off one card; as an attack, as far as possible.
        return amount_now(state, frame, step.get("amount", 1)) if is_cost else 0

    def question(self, state: dict[str, Any], frame: dict[str, Any]) -> Question | None:
        is_cost, step = current_step(frame)
        got = select(
            state,
            frame,
            "from",
            step["from"],
            what="to remove tokens from",
            min_tokens=self._need(state, frame, step, is_cost),
        )
        return got if isinstance(got, Question) else None

    def execute(self, ctx: Any, frame: dict[str, Any]) -> None:
        is_cost, step = current_step(frame)
        state = ctx.state
        got = select(
            state,
            frame,
            "from",
            step["from"],
            what="",
            min_tokens=self._need(state, frame, step, is_cost),
        )
        amount = amount_now(state, frame, step.get("amount", 1))
        events = []
        total = 0
        for seat, uid in got:
            n = min(amount, _tokens_on(state, seat, uid))
            if n:
                total += n
                events.append(
                    ev(
                        "TokensRemoved",
                        actor=frame["seat"],
                        seat=frame["seat"],
                        museum=seat,
                        card=uid,
                        n=n,
                        source=frame["card"],
                    )
                )
        step_done(ctx, frame, events, handled=total)

    def payable(self, state: dict[str, Any], frame: dict[str, Any], step: dict[str, Any]) -> bool:
        if is_others(step["from"]):
            return True
        amount = amount_now(state, frame, step.get("amount", 1))
        return bool(
            museum_candidates(state, frame, "from", step["from"], frame["seat"], min_tokens=amount)
        )

    def describe(self, step: dict[str, Any]) -> str:
        verb = "remove up to" if is_others(step["from"]) else "remove"
        return f"{verb} {_amount_text(step)} from {describe_selector(step['from'])}"


class MoveToken(Primitive):
    op = "move_token"
    timings = ACTIVE

    def check(self, step: dict[str, Any], where: str) -> None:
        need(step, {"amount", "from", "to"}, where)
        check_amount(step.get("amount", 1), where)
        for key in ("from", "to"):
            if key not in step:
                raise CardDataError(f"{where}: move_token needs '{key}'.")
            check_selector(step[key], where, others_allowed=False)

    def _ends(self, state, frame, step):
        src = select(state, frame, "from", step["from"], what="to move a token from", min_tokens=1)
        if isinstance(src, Question) or not src:
            return src, None
        dst = select(
            state, frame, "to", step["to"], what="to move the token to", exclude=(src[0][1],)
        )
        return src, dst

    def question(self, state: dict[str, Any], frame: dict[str, Any]) -> Question | None:
        _, step = current_step(frame)
        src, dst = self._ends(state, frame, step)
        for part in (src, dst):
            if isinstance(part, Question):
                return part
        if not src or not dst:
            return None
        most = min(
            amount_now(state, frame, step.get("amount", 1)),
            _tokens_on(state, frame["seat"], src[0][1]),
        )
        if most > 1 and "count" not in frame["picks"]:
            opts = tuple((str(k), _tokens(k)) for k in range(1, most + 1))
            return Question(
                "count",
                frame["seat"],
                f"{name(frame['card'])}: how many tokens do you move?",
                opts,
                kind="count",
            )
        return None

    def execute(self, ctx: Any, frame: dict[str, Any]) -> None:
        _, step = current_step(frame)
        state = ctx.state
        src, dst = self._ends(state, frame, step)
        events, n = [], 0
        if src and dst:
            most = min(
                amount_now(state, frame, step.get("amount", 1)),
                _tokens_on(state, frame["seat"], src[0][1]),
            )
            n = int(frame["picks"]["count"][0]) if "count" in frame["picks"] else most
            if n:
                events.append(
                    ev(
                        "TokensMoved",
                        actor=frame["seat"],
                        seat=frame["seat"],
                        origin=src[0][1],
                        to=dst[0][1],
                        n=n,
                        source=frame["card"],
                    )
                )
        step_done(ctx, frame, events, handled=n)

    def describe(self, step: dict[str, Any]) -> str:
        amount = step.get("amount", 1)
        n = (
            f"up to {_tokens(amount)}"
            if isinstance(amount, int) and amount > 1
            else _amount_text(step)
        )
        return f"move {n} from {describe_selector(step['from'])} to {describe_selector(step['to'])}"


class StealToken(Primitive):
    op = "steal_token"
    timings = frozenset({"show_time"})

    def check(self, step: dict[str, Any], where: str) -> None:
        need(step, {"amount", "from", "to"}, where)
        check_amount(step.get("amount", 1), where)
        if "from" not in step or not is_others(step["from"]):
            raise CardDataError(f"{where}: steal_token takes 'from' another museum.")
        check_selector(step["from"], where)
        check_selector(step.get("to", SELF), where, others_allowed=False)

    def _ends(self, state, frame, step):
        src = select(state, frame, "from", step["from"], what="to take a token from", min_tokens=1)
        if isinstance(src, Question) or not src:
            return src, None
        return src, select(state, frame, "to", step.get("to", SELF), what="to place the token on")

    def question(self, state: dict[str, Any], frame: dict[str, Any]) -> Question | None:
        _, step = current_step(frame)
        for part in self._ends(state, frame, step):
            if isinstance(part, Question):
                return part
        return None

    def execute(self, ctx: Any, frame: dict[str, Any]) -> None:
        _, step = current_step(frame)
        state = ctx.state
        src, dst = self._ends(state, frame, step)
        amount = amount_now(state, frame, step.get("amount", 1))
        events, total, gained = [], 0, []
        if src and dst:
            to = dst[0][1]
            for seat, uid in src:
                n = min(amount, _tokens_on(state, seat, uid))
                if n:
                    total += n
                    gained = [to]
                    events.append(
                        ev(
                            "TokensStolen",
                            actor=frame["seat"],
                            seat=frame["seat"],
                            museum=seat,
                            origin=uid,
                            to=to,
                            n=n,
                            source=frame["card"],
                        )
                    )
        step_done(ctx, frame, events, handled=total, gained=(frame["seat"], gained))

    def describe(self, step: dict[str, Any]) -> str:
        return (
            f"take up to {_amount_text(step)} from {describe_selector(step['from'])} and place "
            f"{'it' if step.get('amount', 1) == 1 else 'them'} on {describe_selector(step.get('to', SELF))}"
        )
