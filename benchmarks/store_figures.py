"""The event store beside its references: Vitrine's ``games.store`` against the
``eventsourcing`` library's recorder (the peer) and raw psycopg or sqlite3 on the same
database, for appends, appends from several threads, reading a stream, rebuilding the
projections and loading a long game's state."""

from __future__ import annotations

import json
import sqlite3
import threading
import time
import uuid
from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

import psycopg
from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.management import call_command
from django.db import connection, connections, transaction

from benchmarks.harness import Sample, alternate, repeated, timed
from games import replay, services, store
from games.engine import get_kind
from games.models import Event, Game
from games.replay import load_state

RAW_TABLE = "bench_raw_events"
PEER_TABLE = "bench_peer_events"


def payload(n: int) -> dict[str, Any]:
    """An event's data about the size of a real one (a seat and a handful of cards)."""
    return {"seat": n % 4, "n": n, "cards": [f"card-{(n + i) % 97}" for i in range(8)]}


def is_pg() -> bool:
    return connection.vendor == "postgresql"


def raw_connect():
    """A connection of the database's own driver, outside Django."""
    db = settings.DATABASES["default"]
    if is_pg():
        return psycopg.connect(host=db["HOST"], port=db["PORT"] or 5432, user=db["USER"],
                               password=db["PASSWORD"] or None, dbname=db["NAME"])  # fmt: skip
    con = sqlite3.connect(db["NAME"], timeout=20, isolation_level=None)
    con.execute("PRAGMA journal_mode=WAL")
    con.execute("PRAGMA synchronous=NORMAL")
    return con


def make_raw_table(con) -> None:
    if is_pg():
        con.execute(f"CREATE TABLE IF NOT EXISTS {RAW_TABLE} (id bigserial PRIMARY KEY, "
                    "game_id int, seq int, type text, data jsonb, created_at timestamptz, "
                    "UNIQUE (game_id, seq))")  # fmt: skip
        con.commit()
    else:
        con.execute(f"CREATE TABLE IF NOT EXISTS {RAW_TABLE} (id integer PRIMARY KEY "
                    "AUTOINCREMENT, game_id int, seq int, type text, data text, created_at "
                    "text, UNIQUE (game_id, seq))")  # fmt: skip


def raw_append(con, game: int, seq: int, batch: int) -> None:
    rows = [(game, seq + i, "BenchNote", json.dumps(payload(seq + i))) for i in range(batch)]
    if is_pg():
        with con.cursor() as cur:
            cur.executemany(f"INSERT INTO {RAW_TABLE} (game_id, seq, type, data, created_at) "  # nosec B608
                            "VALUES (%s, %s, %s, %s, now())", rows)  # fmt: skip
        con.commit()
    else:
        con.execute("BEGIN IMMEDIATE")
        con.executemany(f"INSERT INTO {RAW_TABLE} (game_id, seq, type, data, created_at) "  # nosec B608
                        "VALUES (?, ?, ?, ?, datetime('now'))", rows)  # fmt: skip
        con.execute("COMMIT")


def peer_recorder():
    """The eventsourcing library's application recorder on the same database."""
    db = settings.DATABASES["default"]
    if is_pg():
        from eventsourcing.postgres import PostgresApplicationRecorder, PostgresDatastore

        datastore = PostgresDatastore(db["NAME"], db["HOST"], db["PORT"] or 5432, db["USER"],
                                      db["PASSWORD"] or "", pool_size=8)  # fmt: skip
        recorder = PostgresApplicationRecorder(datastore, events_table_name=PEER_TABLE)
    else:
        from eventsourcing.sqlite import SQLiteApplicationRecorder, SQLiteDatastore

        recorder = SQLiteApplicationRecorder(SQLiteDatastore(db["NAME"]), PEER_TABLE)
    recorder.create_table()
    return recorder


def peer_append(recorder, stream: uuid.UUID, version: int, batch: int) -> None:
    from eventsourcing.persistence import StoredEvent

    recorder.insert_events([
        StoredEvent(originator_id=stream, originator_version=version + i, topic="BenchNote",
                    state=json.dumps(payload(version + i)).encode())
        for i in range(batch)
    ])  # fmt: skip


def bench_game(user) -> Game:
    return services.game_create(user=user, kind="menagerie", seats=2, join=False)


def our_append(game: Game, batch: int) -> None:
    with transaction.atomic():
        items = [store.table("BenchNote", payload(game.version + i)) for i in range(batch)]
        store.append(game, game.version, items, None)


class Appender:
    """Appends batches to one stream of its own: ours, the peer's or the raw table's."""

    def __init__(self, how: str, user, con=None, recorder=None) -> None:
        self.how, self.con, self.recorder, self.next = how, con, recorder, 1
        self.game = bench_game(user) if how == "ours" else None
        self.stream = uuid.uuid4()
        self.raw_game = uuid.uuid4().int % 10**9

    def __call__(self, batch: int) -> int:
        if self.how == "ours":
            our_append(self.game, batch)
        elif self.how == "peer":
            peer_append(self.recorder, self.stream, self.next, batch)
        else:
            raw_append(self.con, self.raw_game, self.next, batch)
        self.next += batch
        return batch


def appends(user, seconds: float, slices: int) -> dict[str, dict[int, Sample]]:
    """Events appended per second, one transaction per batch of 1 and of 10."""
    con, recorder = raw_connect(), peer_recorder()
    make_raw_table(con)
    out: dict[str, dict[int, Sample]] = {"ours": {}, "peer": {}, "raw": {}}
    for batch in (1, 10):
        runs = {}
        for how in out:
            appender = Appender(how, user, con, recorder)
            runs[how] = partial(_for, seconds, partial(appender, batch))
        for name, sample in alternate(runs, slices).items():
            out[name][batch] = sample
    con.close()
    return out


def _for(seconds: float, one: Callable[[], int]) -> Sample:
    """Call ``one`` for ``seconds``; each call's time is a latency, its return the units."""
    sample, end = Sample(), time.perf_counter() + seconds
    started = time.perf_counter()
    while time.perf_counter() < end:
        t0 = time.perf_counter()
        sample.units += one()
        sample.latencies.append(time.perf_counter() - t0)
    sample.seconds = time.perf_counter() - started
    return sample


def threaded_appends(user, seconds: float, counts=(1, 4, 8)) -> dict[str, dict[int, float]]:
    """Appends per second with N threads, each on its own game: ours and raw."""
    out: dict[str, dict[int, float]] = {"ours": {}, "raw": {}}
    for n in counts:
        ours = [Appender("ours", user) for _ in range(n)]
        out["ours"][n] = _threads(n, seconds, lambda i, ours=ours: partial(ours[i], 1))
        out["raw"][n] = _threads(
            n, seconds, lambda i: partial(Appender("raw", user, con=raw_connect()), 1)
        )
    return out


def _threads(n: int, seconds: float, worker_for: Callable[[int], Callable[[], int]]) -> float:
    done = [0] * n
    barrier = threading.Barrier(n + 1)

    def run(i: int) -> None:
        try:
            one = worker_for(i)
            barrier.wait()
            end = time.perf_counter() + seconds
            while time.perf_counter() < end:
                done[i] += one()
        finally:
            connections.close_all()

    threads = [threading.Thread(target=run, args=(i,)) for i in range(n)]
    for t in threads:
        t.start()
    barrier.wait()
    t0 = time.perf_counter()
    for t in threads:
        t.join()
    return sum(done) / (time.perf_counter() - t0)


def reads(user, slices: int, length: int = 1000) -> dict[str, Sample]:
    """Reading one 1,000-event stream, whole: events per second."""
    con, recorder = raw_connect(), peer_recorder()
    make_raw_table(con)
    game, stream, raw_game = bench_game(user), uuid.uuid4(), int(time.time() * 1000) % 10**9 + 7
    for start in range(1, length, 10):
        our_append(game, 10)
        peer_append(recorder, stream, start, 10)
        raw_append(con, raw_game, start, 10)

    def ours() -> Sample:
        if not hasattr(store, "read_stream"):  # the store before the read path was rebuilt
            return timed(lambda: len(list(Event.objects.filter(game=game).order_by("seq"))))
        return timed(lambda: len(list(store.read_stream(game.pk))))

    def peer() -> Sample:
        return timed(lambda: len(recorder.select_events(stream)))

    def raw() -> Sample:
        sql = f"SELECT id, seq, type, data, created_at FROM {RAW_TABLE} WHERE game_id = "  # nosec B608
        if is_pg():
            return timed(lambda: len(con.execute(sql + "%s ORDER BY seq", [raw_game]).fetchall()))
        return timed(lambda: len([json.loads(r[3]) for r in con.execute(
            sql + "? ORDER BY seq", [raw_game]).fetchall()]))  # fmt: skip

    got = alternate({"ours": ours, "peer": peer, "raw": raw}, slices * 20)
    con.close()
    return got


def rebuild(slices: int, played: Sequence[Game] = (), seconds: float = 0.5) -> dict[str, Sample]:
    """``rebuild_projections`` over every game, against a plain SELECT of every event; and
    over the ``played`` games only (``--game``), against a SELECT of their events. Most
    events of the bench's database are the appends' notes, one table event per batch: the
    played games are what a real database holds (a command's batch each, folded by the
    rules, the turns and prompts worked out after each). A rebuild of the played games
    takes milliseconds: each slice repeats it, and its read, for ``seconds``."""
    con = raw_connect()
    total = Event.objects.count()
    ids = [g.pk for g in played]
    in_played = Event.objects.filter(game_id__in=ids).count()

    def ours() -> Sample:
        return timed(lambda: (call_command("rebuild_projections", verbosity=0, stdout=_Null()),
                              total)[1])  # fmt: skip

    def ours_played() -> Sample:
        return repeated(lambda: (call_command("rebuild_projections", *[f"--game={i}" for i in ids],
                                              verbosity=0, stdout=_Null()), in_played)[1],
                        seconds)  # fmt: skip

    def read(where: str = "", params: tuple = (), how: Callable = timed) -> Sample:
        sql = "SELECT id, game_id, seq, type, data, secret, created_at FROM games_event" + where  # nosec B608 - placeholders
        if is_pg():
            return how(lambda: len(con.execute(sql, params).fetchall()))
        return how(lambda: len([json.loads(r[4]) for r in con.execute(sql, params).fetchall()]))

    runs = {"ours": ours, "raw": read}
    if ids:
        mark = "%s" if is_pg() else "?"
        where = f" WHERE game_id IN ({', '.join([mark] * len(ids))})"
        runs |= {"played": ours_played,
                 "played_raw": partial(read, where, tuple(ids), partial(repeated, seconds=seconds))}  # fmt: skip
    got = alternate(runs, slices)
    con.close()
    return got


def load_states(long_game: Game, short_game: Game, repeats: int = 30) -> dict[str, float]:
    """Median milliseconds of ``load_state`` for a long and a short game (no warm cache)."""
    out = {}
    for name, game in (("long", long_game), ("short", short_game)):
        rules, times = get_kind(game.kind), []
        for _ in range(repeats):
            getattr(replay, "forget", lambda: None)()  # the kept states, where there are
            t0 = time.perf_counter()
            load_state(game, rules)
            times.append(time.perf_counter() - t0)
        out[name] = sorted(times)[len(times) // 2] * 1000
        out[f"{name}_events"] = game.version
    return out


def play_bot_games(user, kind: str, players: int, count: int) -> list[Game]:
    """Whole games of bots through the services, to have real streams to read."""
    from games.bots import bot_loop, bots_play

    games = []
    for _ in range(count):
        with bot_loop():
            game = services.game_create(user=user, kind=kind, seats=players, join=False,
                                        bots=players)  # fmt: skip
            bots_play(game.pk, limit=100_000)
        games.append(Game.objects.get(pk=game.pk))
    return games


class _Null:
    def write(self, *args: Any, **kwargs: Any) -> None:
        pass

    def flush(self) -> None:
        pass


def bench_user(name: str = "bench"):
    user, _ = get_user_model().objects.get_or_create(username=name,
                                                     defaults={"email": f"{name}@example.org"})  # fmt: skip
    return user
