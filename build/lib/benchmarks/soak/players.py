"""The soak's players: accounts and shared games set up through the API, and client
threads that race each other answering the seats' prompts with fresh and stale versions.

A client picks a game and a seat at random, reads the seat's state over HTTP and answers
its prompt with a legal answer (the engine's random-legal bot, fed the events up to the
version the client read: they never change, so the answer is the one a client holding that
version would send). Now and then it instead sends again an answer it computed earlier, with
the version it read then, as a slow client would. Every outcome is recorded for the audit.
"""

from __future__ import annotations

import random
import secrets
import threading
import time
from dataclasses import dataclass, field
from datetime import datetime

from django.contrib.auth import get_user_model
from django.db import connections
from django.utils import timezone

from accounts.services import token_create
from benchmarks.soak.http import Api
from games.engine import get_kind
from games.engine.bot import bot_answer
from games.engine.prompts import Answer
from games.engine.rng import Rng
from games.models import Game
from games.replay import load_state

SEATS = 3  # per game, within every kind's player count where it can be


@dataclass
class Table:
    """One shared game: its players' tokens by seat."""

    game_id: int
    kind: str
    tokens: dict[int, str]
    finished: bool = False


@dataclass(frozen=True)
class Outcome:
    what: str  # read, accepted, conflict, refused, throttled, error
    game_id: int
    seat: int
    seconds: float
    at: datetime  # when the answer came back (server and client share the clock)
    sent_version: int | None = None
    seen_version: int | None = None  # the version in a 409's body
    cached: bool = False  # an answer computed from an earlier read, sent again
    detail: str = ""


@dataclass
class Record:
    """What every client saw; appended to from many threads (list.append is atomic)."""

    outcomes: list[Outcome] = field(default_factory=list)

    def of(self, what: str) -> list[Outcome]:
        return [o for o in self.outcomes if o.what == what]


def _accounts(count: int, tag: str) -> list[str]:
    users = get_user_model()
    tokens = []
    for i in range(count):
        user = users.objects.create_user(username=f"soak-{tag}-{i}",
                                         email=f"soak-{tag}-{i}@example.invalid")  # fmt: skip
        user.profile.display_name = f"Soak {tag} {i}"
        user.profile.save()
        tokens.append(token_create(user=user, name="soak")[1])
    return tokens


def _check(reply, doing: str) -> dict:
    if reply.status not in (200, 201):
        raise RuntimeError(f"{doing}: HTTP {reply.status} {reply.body or reply.error}")
    return reply.body


def set_up(base: str, games_per_kind: int) -> tuple[list[Table], str]:
    """Accounts (``soak-<tag>-<n>``) and, through the API, ``games_per_kind`` running
    games of every kind the server offers, each with SEATS players (or what the kind
    allows). Returns the tables and the run's tag."""
    tag = secrets.token_hex(3)
    kinds = _check(Api(base).get("/api/kinds/"), "listing the kinds")
    seats_of = {k["slug"]: max(k["min_players"], min(SEATS, k["max_players"])) for k in kinds}
    tokens = _accounts(max(seats_of.values()), tag)
    tables = []
    for slug in sorted(seats_of):
        for _ in range(games_per_kind):
            n = seats_of[slug]
            game = _check(Api(base, tokens[0]).post("/api/games/", {"kind": slug, "seats": n}),
                          f"creating a {slug} game")  # fmt: skip
            for token in tokens[1:n]:
                _check(Api(base, token).post(f"/api/games/{game['id']}/join/", {}),
                       f"joining {slug} game {game['id']}")  # fmt: skip
            by_seat = {}
            for token in tokens[:n]:
                state = _check(Api(base, token).get(f"/api/games/{game['id']}/state/"),
                               "reading a seat")  # fmt: skip
                by_seat[state["seat"]] = token
            tables.append(Table(game["id"], slug, by_seat))
    return tables, tag


def legal_answer(table: Table, seat: int, version: int, salt: str) -> Answer:
    game = Game.objects.get(pk=table.game_id)
    rules = get_kind(table.kind)
    return bot_answer(rules, load_state(game, rules, upto=version), seat, Rng(salt))


def _classify(reply, table: Table, seat: int, body: dict, cached: bool) -> Outcome:
    common = {"game_id": table.game_id, "seat": seat, "seconds": reply.seconds,
              "at": timezone.now(), "sent_version": body["version"], "cached": cached}  # fmt: skip
    if reply.status == 200:
        return Outcome("accepted", **common)
    if reply.status == 409 and isinstance(reply.body, dict):
        return Outcome("conflict", seen_version=reply.body.get("version"), **common)
    if reply.status in (400, 403):
        return Outcome("refused", detail=str((reply.body or {}).get("detail")), **common)
    if reply.status == 429:
        return Outcome("throttled", **common)
    return Outcome("error", detail=f"HTTP {reply.status} {reply.error or reply.body}"[:300],
                   **common)  # fmt: skip


def play(number: int, base: str, tables: list[Table], until: float, record: Record,
         stale_rate: float = 0.25) -> None:  # fmt: skip
    """One client thread: race the others until ``until`` (time.monotonic)."""
    # bandit: picks games and seats, never a secret
    rng = random.Random(f"soak-client-{number}")  # nosec B311
    apis: dict[str, Api] = {}
    cache: dict[tuple[int, int], tuple[int, str, Answer]] = {}
    try:
        while time.monotonic() < until:
            live = [t for t in tables if not t.finished]
            if not live:
                return
            table = rng.choice(live)
            seat = rng.choice(sorted(table.tokens))
            api = apis.setdefault(table.tokens[seat], Api(base, table.tokens[seat]))
            cached = cache.get((table.game_id, seat))
            if cached is not None and rng.random() < stale_rate:
                version, prompt_id, answer = cached
                from_cache = True
            else:
                read = api.get(f"/api/games/{table.game_id}/state/")
                if read.status != 200:
                    record.outcomes.append(Outcome(
                        "error", table.game_id, seat, read.seconds, timezone.now(),
                        detail=f"reading: HTTP {read.status} {read.error or read.body}"[:300]))  # fmt: skip
                    continue
                record.outcomes.append(
                    Outcome("read", table.game_id, seat, read.seconds, timezone.now())
                )
                state = read.body
                if state["status"] != "active":
                    table.finished = True
                    continue
                if state["prompt"] is None:
                    continue
                version, prompt_id = state["version"], state["prompt"]["id"]
                answer = legal_answer(table, seat, version, f"{number}:{table.game_id}:{version}")
                cache[(table.game_id, seat)] = (version, prompt_id, answer)
                from_cache = False
            body: dict = {"version": version}
            body.update({"text": answer.text} if answer.text is not None else
                        {"choices": list(answer.choices)})  # fmt: skip
            if rng.random() < 0.5:  # half the clients say which prompt they answer
                body["prompt"] = prompt_id
            reply = api.post(f"/api/games/{table.game_id}/act/", body)
            record.outcomes.append(_classify(reply, table, seat, body, from_cache))
    finally:
        connections.close_all()


def race(base: str, tables: list[Table], clients: int, seconds: float) -> Record:
    """Run ``clients`` threads for ``seconds``; returns everything they saw."""
    record = Record()
    until = time.monotonic() + seconds
    threads = [threading.Thread(target=play, args=(n, base, tables, until, record),
                                name=f"soak-client-{n}") for n in range(clients)]  # fmt: skip
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return record
