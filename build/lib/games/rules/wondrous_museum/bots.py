"""Bot hints: a legal answer to every question, picked at random but with some purpose
(acquire when it can, resolve effects rather than skip), so playouts are fast and end."""

from __future__ import annotations

from typing import Any

from games.engine import Answer, Rng
from games.rules.wondrous_museum.effects.base import Question
from games.rules.wondrous_museum.flow import pending


def minimal_payment(q: Question, order: list[str]) -> list[str]:
    """Items taken in ``order`` until the cost is covered, then every item that is not
    needed dropped again (ruling R1)."""
    values = q.data["values"]
    cost = q.data["cost"]
    chosen: list[str] = []
    paid = 0
    for item in order:
        if paid >= cost:
            break
        chosen.append(item)
        paid += values[item]
    for item in sorted(chosen, key=lambda i: values[i]):
        if paid - values[item] >= cost:
            chosen.remove(item)
            paid -= values[item]
    return chosen


def random_pick(q: Question, rng: Rng) -> list[str]:
    ids = [i for i, _ in q.options]
    k = rng.randint(q.min, min(q.max, len(ids)))
    return rng.sample(ids, k)


def bot_answer(state: dict[str, Any], seat: int, rng: Rng) -> Answer | None:
    found = pending(state)
    if found is None or found[1].seat != seat:
        return None
    _, q = found
    ids = [i for i, _ in q.options]
    if q.kind == "action":
        buys = [i for i in ids if i.startswith("acquire")]
        shows = [i for i in ids if i.startswith("show")]
        roll = rng.random()
        specials = [i for i in buys if i.startswith("acquire-black")]
        if specials and roll < 0.8:
            return Answer(choices=(rng.choice(specials),))
        if "upgrade" in ids and roll < 0.5:
            return Answer(choices=("upgrade",))
        if buys and roll < 0.6:
            return Answer(choices=(rng.choice(buys),))
        if shows and roll < 0.9:
            return Answer(choices=(rng.choice(shows),))
        return Answer(choices=("exchange",))
    if q.kind == "payment":
        return Answer(choices=tuple(minimal_payment(q, rng.shuffled(ids))))
    if q.kind == "effect":
        resolve = [i for i in ids if i != "skip"]
        if resolve and rng.random() < 0.9:
            return Answer(choices=(rng.choice(resolve),))
        return Answer(choices=("skip",))
    if q.kind == "opening":
        return Answer(choices=tuple(rng.sample(ids, rng.randint(0, min(2, len(ids))))))
    return Answer(choices=tuple(random_pick(q, rng)))
