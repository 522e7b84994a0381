"""The answers that may have caused a run of recorded events.

An export records what happened, not what each player clicked: the answer is the
player's free choice, the events are its consequences. So the replay looks for an answer
the prompt allowed whose consequences, drawn from the committed seed, are exactly the
recorded events. The search starts from what the events show (the ids and texts they
mention, in the order they mention them), then tries every allowed answer up to a cap.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Iterator
from typing import Any

from games.engine.prompts import Answer, Prompt

MAX_ANSWERS = 50_000  # per prompt: a multi-choice prompt over a big hand is 2^n answers
PAIR = "\x1f"  # joins a key and its value in ``mentioned``: {"grants-7": "realism"}
SEPARATORS = "@:=/|"  # how an option id may join two things ("grants-7@realism")


def mentioned(events: Iterable[dict[str, Any]]) -> dict[str, int]:
    """Every string, number and key in the events' data and secret, with the place it is
    first mentioned (an answer's ids show in the order the events list them)."""
    seen: dict[str, int] = {}

    def walk(value: Any) -> None:
        if isinstance(value, dict):
            for key, item in value.items():
                seen.setdefault(str(key), len(seen))
                if isinstance(item, str | int) and not isinstance(item, bool):
                    seen.setdefault(f"{key}{PAIR}{item}", len(seen))
                walk(item)
        elif isinstance(value, list):
            for item in value:
                walk(item)
        elif value is not None and not isinstance(value, bool):
            seen.setdefault(str(value), len(seen))

    for event in events:
        walk(event.get("data"))
        walk(event.get("secret"))
    return seen


def _exact(option_id: str, hints: dict[str, int]) -> int | None:
    """Where the events first mention ``option_id`` itself, or the two things it joins
    as a key and its value ("grants-7@realism" as {"grants-7": "realism"})."""
    if option_id in hints:
        return hints[option_id]
    for sep in SEPARATORS:
        left, found, right = option_id.partition(sep)
        if found and f"{left}{PAIR}{right}" in hints:
            return hints[f"{left}{PAIR}{right}"]
    return None


def _part(option_id: str, hints: dict[str, int]) -> int | None:
    """Where the events first mention the longest part of ``option_id`` ("h-fern" is
    the card "fern" from the hand); ``hints`` holds only the telling parts."""
    parts = [h for h in hints if h in option_id]
    return hints[max(parts, key=len)] if parts else None


def _exact_or_part(option_id: str, hints: dict[str, int]) -> int | None:
    found = _exact(option_id, hints)
    return found if found is not None else _part(option_id, hints)


def _telling(ids: list[str], hints: dict[str, int]) -> dict[str, int]:
    """The mentions that tell options apart: a word in most ids ("want" in every
    "want-any-2") says nothing of which was chosen."""
    most = len(ids) if len(ids) < 4 else len(ids) * 3 // 4
    return {
        h: place
        for h, place in hints.items()
        if len(h) >= 3 and PAIR not in h and sum(h in i for i in ids) <= most
    }


def _pool(ids: list[str], hints: dict[str, int], where) -> list[str]:
    places = {i: where(i, hints) for i in ids}
    return sorted((i for i in ids if places[i] is not None), key=lambda i: places[i])


def candidate_answers(prompt: Prompt, hint_sets: Iterable[dict[str, int]]) -> Iterator[Answer]:
    """Allowed answers to ``prompt``, the likeliest first: those made of what each of
    ``hint_sets`` mentions (in the order mentioned), then every other one, at most
    MAX_ANSWERS."""
    hint_sets = list(hint_sets)
    if prompt.kind == "text":
        texts = dict.fromkeys(t for hints in hint_sets for t in hints)
        for text in texts:
            if text.strip() and (not prompt.max_length or len(text.strip()) <= prompt.max_length):
                yield Answer(text=text)
        return
    ids = prompt.option_ids()
    tried: set[tuple[str, ...]] = set()
    pools = [
        pool
        for hints in hint_sets
        for pool in (_pool(ids, hints, _exact), _pool(ids, _telling(ids, hints), _part))
    ]
    # Last, every option: those mentioned first, in the order mentioned (an answer's
    # order may show in its events), then the rest.
    widest = {h: p for h, p in hint_sets[-1].items() if len(h) >= 3} if hint_sets else {}
    mentioned_first = _pool(ids, widest, _exact_or_part)
    everything = [*mentioned_first, *(i for i in ids if i not in set(mentioned_first))]
    for pool in [*pools, everything]:
        for size in range(prompt.min, min(prompt.max, len(pool)) + 1):
            for combo in itertools.combinations(pool, size):
                if combo in tried:
                    continue
                tried.add(combo)
                yield Answer(choices=combo)
                if len(tried) >= MAX_ANSWERS:
                    return
