"""A tiny test-only game that exercises every part of the engine protocol.

Nim with a hidden card: everyone secretly pledges 1-3 at once (a simultaneous, sealed
prompt), then players take 1-3 stones in turn; whoever takes the last stone loses. Each
seat is also dealt a secret card, revealed only at the end (hidden information).
"""

from __future__ import annotations

from typing import Any

from games.engine import (
    Answer,
    Event,
    IllegalAction,
    Option,
    OptionSpec,
    Prompt,
    Result,
    Rules,
    names,
)
from games.engine.results import rank_by_score
from games.engine.rng import Rng
from tests.support.nim.catalogue import CATALOGUE


class Nim(Rules):
    slug = "nim"
    name = CATALOGUE.name
    summary = CATALOGUE.summary
    min_players = 2
    max_players = 4
    options = (
        OptionSpec("pile", "Stones in the pile", type="int", default=15, min=5, max=40),
        OptionSpec("pledges", "Sealed pledge round first", type="bool", default=True),
    )
    resign_policy = "bot"

    def initial_state(self) -> dict[str, Any]:
        return {
            "phase": "new",
            "seats": 0,
            "pile": 0,
            "turn": 0,
            "cards": {},
            "pledges": {},
            "revealed": False,
            "loser": None,
            "taken": {},
        }

    def setup(self, seats: int, options: dict[str, Any], rng: Rng) -> list[Event]:
        first = rng.randint(0, seats - 1)
        events = [
            Event(
                "GameSetUp",
                {
                    "seats": seats,
                    "pile": options["pile"],
                    "first": first,
                    "pledges": options["pledges"],
                },
            )
        ]
        for seat in range(seats):
            events.append(
                Event(
                    "CardDealt",
                    {"seat": seat},
                    secret={"card": rng.randint(1, 9)},
                    secret_to=(seat,),
                )
            )
        return events

    def evolve(self, state: dict[str, Any], event: Event) -> dict[str, Any]:
        s = {
            **state,
            "cards": dict(state["cards"]),
            "pledges": dict(state["pledges"]),
            "taken": dict(state["taken"]),
        }
        d = event.merged
        if event.type == "GameSetUp":
            s.update(
                seats=d["seats"],
                pile=d["pile"],
                turn=d["first"],
                phase="pledge" if d["pledges"] else "take",
            )
        elif event.type == "CardDealt":
            s["cards"][str(d["seat"])] = d.get("card")
        elif event.type == "PledgeMade":
            s["pledges"][str(d["seat"])] = d.get("pledge")
        elif event.type == "PledgesRevealed":
            s["pledges"] = dict(d["pledges"])
            s["revealed"] = True
            s["phase"] = "take"
        elif event.type == "StonesTaken":
            s["pile"] -= d["n"]
            s["taken"][str(d["seat"])] = s["taken"].get(str(d["seat"]), 0) + d["n"]
            s["turn"] = (d["seat"] + 1) % s["seats"]
        elif event.type == "GameEnded":
            s["phase"] = "over"
            s["loser"] = d["loser"]
        return s

    def prompts(self, state: dict[str, Any]) -> dict[int, Prompt]:
        if state["phase"] == "pledge":
            opts = tuple(Option(str(n), f"Pledge {n}") for n in (1, 2, 3))
            return {
                seat: Prompt("pledge", seat, "Pledge 1, 2 or 3, in secret.", options=opts)
                for seat in range(state["seats"])
                if str(seat) not in state["pledges"]
            }
        if state["phase"] == "take":
            seat = state["turn"]
            most = min(3, state["pile"])
            opts = tuple(Option(str(n), f"Take {n}") for n in range(1, most + 1))
            return {
                seat: Prompt(
                    f"take-{state['pile']}",
                    seat,
                    f"{state['pile']} stones left. How many do you take?",
                    options=opts,
                )
            }
        return {}

    def decide(self, state: dict[str, Any], seat: int, answer: Answer, rng: Rng) -> list[Event]:
        n = int(answer.choices[0])
        if state["phase"] == "pledge":
            events = [
                Event(
                    "PledgeMade",
                    {"seat": seat},
                    secret={"pledge": n},
                    secret_to=(seat,),
                    actor=seat,
                )
            ]
            if len(state["pledges"]) + 1 == state["seats"]:
                pledges = {**state["pledges"], str(seat): n}
                events.append(Event("PledgesRevealed", {"pledges": pledges}))
            return events
        if n > state["pile"]:
            raise IllegalAction(f"Only {state['pile']} stones are left.")
        events = [Event("StonesTaken", {"seat": seat, "n": n}, actor=seat)]
        if n == state["pile"]:
            events.append(Event("GameEnded", {"loser": seat}))
        return events

    def on_timeout(self, state: dict[str, Any], seat: int, rng: Rng) -> list[Event]:
        return self.decide(state, seat, Answer(choices=("1",)), rng)

    def result(self, state: dict[str, Any]) -> Result | None:
        if state["phase"] != "over":
            return None
        scores = {s: (0 if s == state["loser"] else 1) for s in range(state["seats"])}
        return Result(
            scores=scores,
            ranks=rank_by_score({s: (v,) for s, v in scores.items()}),
            breakdown={s: {"survived": v} for s, v in scores.items()},
            summary=f"{names.seat(state['loser'])} took the last stone.",
        )

    def view(self, state: dict[str, Any], seat: int | None) -> dict[str, Any]:
        over = state["phase"] == "over"
        cards = {
            k: v for k, v in state["cards"].items() if over or (seat is not None and k == str(seat))
        }
        pledges = (
            state["pledges"]
            if state["revealed"] or over
            else {
                k: (v if seat is not None and k == str(seat) else "sealed")
                for k, v in state["pledges"].items()
            }
        )
        return {
            "phase": state["phase"],
            "pile": state["pile"],
            "turn": state["turn"],
            "cards": cards,
            "pledges": pledges,
            "loser": state["loser"],
        }

    def describe_view(self, v: dict[str, Any], seat: int | None) -> str:
        mine = (
            f" Your card: {v['cards'][str(seat)]}."
            if seat is not None and str(seat) in v["cards"]
            else ""
        )
        return f"{v['pile']} stones left.{mine}"


RULES = Nim()
