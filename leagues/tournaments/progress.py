"""The pairing inputs read from a tournament's events alone (their public data): what the
organiser chose, who is in, the rounds and their results. The platform pairs from this, and
anyone holding the published events and seed can re-run it."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import replace
from typing import Any

from leagues.pairing import Round, Scoring, TableSize, after_table, leave_ladder
from leagues.tournaments import events as ev
from leagues.tournaments.formats import Challenge, Progress, Setup, finish_of


def setup_of(created: Mapping[str, Any]) -> Setup:
    scoring = created["scoring"]
    placement = scoring.get("placement")
    return Setup(
        format=created["format"],
        tables=TableSize(
            created["table_size"],
            created["table_min"],
            created["table_max"],
            mixed=created.get("mixed", True),
        ),
        rounds=created["rounds"],
        scoring=Scoring(tuple(placement) if placement else None, float(scoring.get("bye", 0))),
        groups=created.get("groups") or 1,
        top_k=created.get("top_k") or 1,
        reach=created.get("reach") or 3,
        challenges_close=created.get("challenges_close"),
    )


def read(events: Iterable[tuple[str, Mapping[str, Any]]]) -> tuple[Setup, Progress]:
    """Fold ``(type, data)`` pairs, in stream order, into the Setup and the Progress."""
    setup: Setup | None = None
    p = Progress()
    tables: dict[int, list[tuple[str, ...]]] = {}  # round -> tables, for results
    results: dict[int, dict[int, Any]] = {}
    for type_, data in events:
        if type_ == ev.CREATED:
            setup = setup_of(data)
        elif type_ == ev.REGISTERED:
            player = str(data["user"])
            p.ratings[player] = float(data.get("rating", 0.0))
            p.order.append(player)
            p.active.append(player)
        elif type_ in (ev.WITHDREW, ev.REMOVED):
            player = p.resolve(str(data["user"]))
            p.active = [q for q in p.active if q != player]
            p.ladder = leave_ladder(p.ladder, player)
        elif type_ == ev.REPLACED:
            old, new = p.resolve(str(data["user"])), str(data["replacement"])
            p.replaced[old] = new
            p.ratings[new] = p.ratings.get(old, 0.0)
            p.order = [new if q == old else q for q in p.order]
            p.active = [new if q == old else q for q in p.active]
            p.ladder = tuple(new if q == old else q for q in p.ladder)
            for c in p.challenges:
                if c.result is None:
                    c.players = tuple(new if q == old else q for q in c.players)
        elif type_ == ev.STARTED:
            p.started_with = [str(u) for u in data["players"]]
            p.ladder = tuple(str(u) for u in data.get("ladder") or ())
        elif type_ == ev.ROUND_PAIRED:
            n = int(data["round"])
            seated = [tuple(str(u) for u in t["players"]) for t in data["tables"]]
            tables[n] = seated
            p.rounds.append(Round(tuple(seated), tuple(str(u) for u in data["byes"])))
            p.results.append([])
            results[n] = {}
        elif type_ == ev.CHALLENGE_ISSUED:
            p.challenges.append(Challenge(
                number=int(data["challenge"]), challenger=str(data["challenger"]),
                defenders=tuple(str(u) for u in data["defenders"]),
                players=tuple(str(u) for u in data["players"]), game=int(data["game"]),
            ))  # fmt: skip
        elif type_ == ev.CHALLENGES_CLOSED:
            p.challenges_closed = True
        elif type_ == ev.RESULT_RECORDED and data.get("challenge") is not None:
            order = [[p.resolve(str(u)) for u in group] for group in data["order"]]
            scores = {p.resolve(str(k)): v for k, v in (data.get("scores") or {}).items()}
            p.challenges[int(data["challenge"]) - 1].result = finish_of(order, scores)
            p.ladder = after_table(p.ladder, order)
        elif type_ == ev.RESULT_RECORDED:
            n = int(data["round"])
            order = [[p.resolve(str(u)) for u in group] for group in data["order"]]
            scores = {p.resolve(str(k)): v for k, v in (data.get("scores") or {}).items()}
            results[n][int(data["table"])] = finish_of(order, scores)
            p.results[n - 1] = [results[n][t] for t in sorted(results[n])]
    if setup is None:
        raise ValueError("a tournament's stream starts with TournamentCreated")
    # History as the pairing sees it: whoever holds each place now.
    p.rounds = [resolved(p, rnd) for rnd in p.rounds]
    p.results = [
        [tuple(replace(f, player=p.resolve(f.player)) for f in game) for game in games]
        for games in p.results
    ]
    for c in p.challenges:
        if c.result is not None:
            c.result = tuple(replace(f, player=p.resolve(f.player)) for f in c.result)
    return setup, p


def resolved(p: Progress, rnd: Round) -> Round:
    return Round(
        tuple(tuple(p.resolve(q) for q in t) for t in rnd.tables),
        tuple(p.resolve(q) for q in rnd.byes),
    )


def of_rows(rows: Iterable[Any]) -> tuple[Setup, Progress]:
    """``read`` over stored Event rows (``games.store.read_stream_events``)."""
    return read((row.type, row.data) for row in rows)
