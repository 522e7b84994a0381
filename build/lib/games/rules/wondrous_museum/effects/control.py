"""Control primitive: choose_one - perform exactly one of several step lists.

Inside a cost, only options that can be paid in full are offered. The chosen list is
spliced into the block in place of the choice, so its steps resolve like any others.
"""

from __future__ import annotations

from typing import Any

from games.rules.wondrous_museum.context import ev
from games.rules.wondrous_museum.effects.base import CardDataError, Primitive, Question, need
from games.rules.wondrous_museum.resolution import current_step, step_done
from games.rules.wondrous_museum.state import name


class ChooseOne(Primitive):
    op = "choose_one"
    timings = frozenset({"show_time", "on_acquire"})

    def __init__(self, registry: dict[str, Primitive]):
        self._registry = registry

    def check(self, step: dict[str, Any], where: str) -> None:
        need(step, {"options"}, where)
        options = step.get("options")
        if not isinstance(options, list) or len(options) < 2:
            raise CardDataError(f"{where}: choose_one needs at least two options.")
        for k, option in enumerate(options):
            if not isinstance(option, list) or not option:
                raise CardDataError(f"{where}: choose_one option {k + 1} must be a list of steps.")

    def _open(self, state: dict[str, Any], frame: dict[str, Any]) -> list[int]:
        is_cost, step = current_step(frame)
        out = []
        for k, option in enumerate(step["options"]):
            if not is_cost or all(self._registry[s["op"]].payable(state, frame, s) for s in option):
                out.append(k)
        return out

    def question(self, state: dict[str, Any], frame: dict[str, Any]) -> Question | None:
        if "option" in frame["picks"]:
            return None
        _, step = current_step(frame)
        open_ = self._open(state, frame)
        if len(open_) <= 1:
            return None
        opts = tuple((str(k), self.describe_option(step["options"][k])) for k in open_)
        return Question(
            "option", frame["seat"], f"{name(frame['card'])}: choose one.", opts, kind="option"
        )

    def execute(self, ctx: Any, frame: dict[str, Any]) -> None:
        is_cost, step = current_step(frame)
        open_ = self._open(ctx.state, frame)
        if not open_:
            step_done(ctx, frame, [])
            return
        k = int(frame["picks"]["option"][0]) if "option" in frame["picks"] else open_[0]
        option = step["options"][k]
        i = frame["i"]
        steps = frame["steps"][:i] + [[is_cost, s] for s in option] + frame["steps"][i + 1 :]
        nxt = {**frame, "steps": steps, "picks": {}}
        event = ev(
            "OptionChosen",
            actor=frame["seat"],
            seat=frame["seat"],
            card=frame["card"],
            option=self.describe_option(option),
        )
        step_done(ctx, frame, [event], replace=nxt)

    def payable(self, state: dict[str, Any], frame: dict[str, Any], step: dict[str, Any]) -> bool:
        return any(
            all(self._registry[s["op"]].payable(state, frame, s) for s in option)
            for option in step["options"]
        )

    def describe_option(self, option: list[dict[str, Any]]) -> str:
        return ", then ".join(self._registry[s["op"]].describe(s) for s in option)

    def describe(self, step: dict[str, Any]) -> str:
        return "choose one: " + " OR ".join(self.describe_option(o) for o in step["options"])
