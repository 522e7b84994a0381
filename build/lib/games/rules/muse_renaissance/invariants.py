"""Conservation laws a game state must keep; playout tests check them after every event."""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from typing import Any

from games.rules.muse_renaissance import cards
from games.rules.muse_renaissance.state import (
    COOP_LIMIT,
    COOP_TARGET,
    COOPERATIVE,
    INSPIRATIONS,
    MASTERPIECES,
    MUSE_CAP,
    ROW_SIZE,
    TURNS_AS_MUSE,
    guessers,
)


@lru_cache(maxsize=2)
def _all_sorted(kind: str) -> list[str]:
    return sorted(cards.masterpieces() if kind == MASTERPIECES else cards.inspirations())


def _same_cards(where: list[str], every: dict[str, Any], what: str) -> None:
    if sorted(where) == _all_sorted(what.lower()):
        return  # the common case, checked fast; the details below explain a failure
    counts = Counter(where)
    dupes = sorted(c for c, n in counts.items() if n > 1)
    assert not dupes, f"{what} duplicated: {dupes}"
    missing = sorted(set(every) - set(counts))
    assert not missing, f"{what} lost: {missing}"
    assert len(where) == len(every), f"{what}: unknown cards {sorted(set(counts) - set(every))}"


def _cards_in_play(current: dict[str, Any] | None) -> tuple[list[str], list[str]]:
    if current is None:
        return [], []
    if current["row"]:
        pieces = list(current["row"])
    else:
        pieces = [current["masterpiece"]] if current["masterpiece"] else []
    spent = [current["inspiration"]] if current["inspiration"] else list(current["offered"])
    return pieces, spent


def _check_turn(state: dict[str, Any]) -> None:
    c = state["current"]
    if c is None:
        return
    assert state["muse"] is not None
    if state["phase"] == "vote":
        assert len(c["row"]) == ROW_SIZE, "the row holds six Masterpieces"
        assert c["row"][c["answer_position"] - 1] == c["masterpiece"], "answer out of place"
        assert c["clue"], "voting without a clue"
    allowed = {str(s) for s in guessers(state)}
    assert set(c["votes"]) <= allowed, "a vote from the Muse or an unknown seat"
    assert all(1 <= v["position"] <= ROW_SIZE for v in c["votes"].values())
    assert not (set(c["votes"]) & {str(s) for s in c["missed"]}), "voted and missed"
    if state["phase"] == "clue":
        assert c["inspiration"] and not c["offered"], "clue phase without a chosen card"


def _check_scores(state: dict[str, Any]) -> None:
    turns = list(state["history"])
    if state["current"] is not None:  # scored but not yet ended
        turns.append({"muse": state["muse"], "points": state["current"]["points"]})
    scored = [t["points"] for t in turns if t["points"]]
    for t in turns:
        points = t["points"]
        if points:
            assert points[t["muse"]] <= MUSE_CAP, "the Muse earned more than 3"
            # every guesser earned 0 or 1 (only the Muse may hold another value)
            assert points.count(0) + points.count(1) >= len(points) - 1, "a guesser earned 2+"
    totals = [sum(col) for col in zip(*scored, strict=True)] if scored else [0] * state["seats"]
    assert totals == state["scores"], "scores differ from the turns' points"
    assert min(state["scores"]) >= 0
    if state["mode"] != COOPERATIVE:
        muse_turns = Counter(t["muse"] for t in state["history"])
        assert max(muse_turns.values(), default=0) <= TURNS_AS_MUSE, "a third Muse turn"
        assert state["turn"] <= state["total_turns"]


def _check_coop(state: dict[str, Any]) -> None:
    right, wrong = len(state["scoring_area"]), len(state["set_aside"])
    assert right <= COOP_TARGET and wrong <= COOP_LIMIT
    if state["phase"] == "over" and not (state["ended"] or {}).get("reason"):
        assert (right == COOP_TARGET) != (wrong == COOP_LIMIT), "co-op ended without a verdict"
    assert sum(e["outcome"] == "correct" for e in state["history"]) == right


def check_invariants(state: dict[str, Any]) -> None:
    """Raise AssertionError if any card is lost or duplicated, or a score is impossible."""
    if state["phase"] in ("new", "setup"):
        return
    pieces, spent = _cards_in_play(state["current"])
    _same_cards(
        state["decks"][MASTERPIECES]
        + state["discards"][MASTERPIECES]
        + pieces
        + state["scoring_area"]
        + state["set_aside"],
        cards.masterpieces(),
        MASTERPIECES,
    )
    _same_cards(
        state["decks"][INSPIRATIONS] + state["discards"][INSPIRATIONS] + spent,
        cards.inspirations(),
        INSPIRATIONS,
    )
    _check_turn(state)
    _check_scores(state)
    if state["mode"] == COOPERATIVE:
        _check_coop(state)
