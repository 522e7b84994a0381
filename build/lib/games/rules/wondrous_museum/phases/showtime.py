"""Show Time!: the exhibits activated by the flipped rune, and each exhibit's effects.

Rulebook "2. Show Time!": flip a charged rune, then activate the exhibits with that rune
from left to right (the Gate included). The exhibits that activate, and their order, are
fixed when the rune is flipped (ruling R4): a swap does not make a card activate twice.
Each card's effects resolve in the order its owner chooses, each fully or skipped; one
card's effects end before the next card's begin. Triggered effects interrupt at their own
timing (triggers.py).
"""

from __future__ import annotations

from typing import Any

from games.rules.wondrous_museum.agenda import block_frame, blocks_of, card_frame, pop, replace_top
from games.rules.wondrous_museum.card_set import card
from games.rules.wondrous_museum.context import Ctx, ev
from games.rules.wondrous_museum.effects.base import Question
from games.rules.wondrous_museum.effects.registry import REGISTRY, describe_block
from games.rules.wondrous_museum.phases.base import FrameHandler
from games.rules.wondrous_museum.state import name


def activation_queue(row: list[dict[str, Any]], rune: str) -> list[str]:
    """The cards a flip of ``rune`` activates, left to right."""
    return [e["id"] for e in row if rune in card(e["id"])["runes"]]


def payable_blocks(state: dict[str, Any], frame: dict[str, Any]) -> list[int]:
    """The card frame's remaining blocks whose cost can be paid in full now."""
    out = []
    for b in frame["blocks"]:
        probe = block_frame(
            frame["seat"],
            frame["card"],
            b,
            rune=frame["rune"],
            quiet=frame["quiet"],
            no_activate=frame["no_activate"],
        )
        if all(
            REGISTRY[s["op"]].payable(state, probe, s) for is_cost, s in probe["steps"] if is_cost
        ):
            out.append(b)
    return out


class ShowFrame(FrameHandler):
    """The exhibits still to activate this Show Time."""

    kind = "show"

    def inert(self, state: dict[str, Any], frame: dict[str, Any]) -> bool:
        return not frame["queue"]

    def auto(self, ctx: Ctx, frame: dict[str, Any]) -> None:
        uid, rest = frame["queue"][0], frame["queue"][1:]
        below = replace_top(ctx.agenda, {**frame, "queue": rest}) if rest else pop(ctx.agenda)
        blocks = blocks_of(uid, "show_time")
        agenda = below
        if blocks:
            agenda = [
                *below,
                card_frame(frame["seat"], uid, "show_time", blocks, rune=frame["rune"]),
            ]
        event = ev(
            "ExhibitActivated",
            actor=frame["seat"],
            seat=frame["seat"],
            card=uid,
            rune=frame["rune"],
        )
        ctx.emit_with([event], agenda)


LEADS = {
    "show": "{name} activates (Show Time, {rune} rune).",
    "activate": "{name} is activated by another card.",
    "acquire": "You acquired {name}.",
    "trigger": "{name} is triggered.",
}


class CardFrame(FrameHandler):
    """An exhibit whose effects its owner orders: resolve one, or skip the rest."""

    kind = "card"

    def inert(self, state: dict[str, Any], frame: dict[str, Any]) -> bool:
        return not payable_blocks(state, frame)

    def question(self, state: dict[str, Any], frame: dict[str, Any]) -> Question | None:
        blocks = payable_blocks(state, frame)
        effects = card(frame["card"])["effects"]
        opts = tuple((f"b{b}", f"Resolve: {describe_block(effects[b])}") for b in blocks)
        rest = "this effect" if len(frame["blocks"]) == 1 else "the remaining effects"
        lead = LEADS[frame["why"]].format(name=name(frame["card"]), rune=frame["rune"])
        return Question(
            "effect",
            frame["seat"],
            f"{lead} Choose an effect to resolve, or skip.",
            (*opts, ("skip", f"Skip {rest}")),
            kind="effect",
            data={"card": frame["card"]},
        )

    def answer(
        self, ctx: Ctx, frame: dict[str, Any], q: Question, choices: tuple[str, ...]
    ) -> None:
        seat, uid = frame["seat"], frame["card"]
        if choices[0] == "skip":
            event = ev(
                "EffectsSkipped", actor=seat, seat=seat, card=uid, blocks=list(frame["blocks"])
            )
            ctx.emit_with([event], pop(ctx.agenda))
            return
        b = int(choices[0][1:])
        rest = [x for x in frame["blocks"] if x != b]
        block = block_frame(
            seat, uid, b, rune=frame["rune"], quiet=frame["quiet"], no_activate=frame["no_activate"]
        )
        frames = ({**frame, "blocks": rest}, block) if rest else (block,)
        text = describe_block(card(uid)["effects"][b])
        event = ev("EffectStarted", actor=seat, seat=seat, card=uid, block=b, text=text)
        ctx.emit_with([event], replace_top(ctx.agenda, *frames))
