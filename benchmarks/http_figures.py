"""Moves over HTTP against real gunicorn workers, beside the floor endpoint: N clients on
loopback, each with its own games, each request timed. Also the export of a long game."""

from __future__ import annotations

import http.client
import json
import os
import socket
import subprocess  # nosec B404 - starts gunicorn with our own arguments
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from django.conf import settings
from django.db import connection

from benchmarks.harness import Sample, alternate
from benchmarks.urls import FLOOR_TABLE

KIND = "menagerie"  # one seat alone (solo), or against a bot: every answer is a choice


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    """gunicorn with 2 workers, started as in production (its config file), on the bench
    settings."""

    def __init__(self, eager: bool, log_dir: Path) -> None:
        self.port = free_port()
        # The rate limits stay on (their check is part of a move) but out of reach of the
        # clients, thousands of moves a minute each. Over one second, not one minute: the
        # check keeps the time of every request in its window, and a minute's worth at
        # that pace would make it cost what no real player's does.
        env = {**os.environ, "DJANGO_SETTINGS_MODULE": "benchmarks.settings",
               "CELERY_TASK_ALWAYS_EAGER": "true" if eager else "false",
               "VITRINE_RATE_LIMITS": "move=1000/second,game_create=1000/second"}  # fmt: skip
        self.log = open(log_dir / f"gunicorn-{'eager' if eager else 'plain'}.log", "w")  # noqa: SIM115
        self.proc = subprocess.Popen(  # nosec B603 - our own command line
            [sys.executable, "-m", "gunicorn", "config.wsgi", "--config", "python:config.gunicorn",
             "--workers", "2", "--bind", f"127.0.0.1:{self.port}", "--log-level", "error"],
            env=env, cwd=settings.BASE_DIR, stdout=self.log, stderr=self.log,
        )  # fmt: skip
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=1).close()
                break
            except OSError:
                time.sleep(0.2)
        else:
            raise RuntimeError("gunicorn did not start; see " + self.log.name)
        # The port takes connections before the workers have booted: the first requests
        # would wait for them (a second or more), in whichever figure came first.
        warming = [threading.Thread(target=self._answered) for _ in range(4)]
        for t in warming:
            t.start()
        for t in warming:
            t.join()

    def _answered(self) -> None:
        for _ in range(3):
            if request(self.port, "GET", "/api/kinds/", None)[0] != 200:
                raise RuntimeError("gunicorn does not answer; see " + self.log.name)

    def stop(self) -> None:
        self.proc.terminate()
        self.proc.wait(10)
        self.log.close()


def request(port: int, method: str, path: str, token: str | None, body: Any = None):
    """One request on a new connection (gunicorn's sync workers close each one); no
    ``token``: anonymous."""
    con = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    try:
        data = json.dumps(body).encode() if body is not None else None
        headers = {"Content-Type": "application/json"}
        if token is not None:
            headers["Authorization"] = f"Bearer {token}"
        con.request(method, path, body=data, headers=headers)
        response = con.getresponse()
        return response.status, response.read()
    finally:
        con.close()


def answer(prompt: dict[str, Any]) -> list[str]:
    options = prompt["options"]
    return [o["id"] for o in options[: max(prompt.get("min", 1), 1)]]


class MovingClient:
    """Plays its own games, one answer per timed request. ``bot``: each game has a bot
    opponent, which answers in the same request when the server runs its tasks eagerly.

    A finished game is replaced by one the client created before the slice (``stock``,
    between slices): a creation is about two moves' work, one per some twenty moves,
    and made during a slice it would slow the other clients' timed moves, a load the
    floor's clients do not have. Should the stock run out, a game is created there and
    then (untimed, counted in ``created_in_slices``)."""

    def __init__(self, port: int, token: str, bot: bool) -> None:
        self.port, self.token, self.bot = port, token, bot
        self.game: dict[str, Any] | None = None
        self.ready: list[dict[str, Any]] = []
        self.taken = 0  # games taken from the stock in the last slice
        self.sliced = False
        self.created_in_slices = 0

    def create(self) -> dict[str, Any]:
        seats = 2 if self.bot else 1
        status, body = request(self.port, "POST", "/api/games/", self.token,
                               {"kind": KIND, "seats": seats, "bots": seats - 1})  # fmt: skip
        game = json.loads(body)
        if status != 201:
            raise RuntimeError(f"could not create a game: {status} {body[:200]!r}")
        _, body = request(self.port, "GET", f"/api/games/{game['id']}/state/", self.token)
        return {"id": game["id"], **json.loads(body)}

    def stock(self) -> None:
        """Games for the next slice: twice what the last one took (at least two), eight
        before the first."""
        want = max(2, 2 * self.taken) if self.sliced else 8
        while len(self.ready) < want:
            self.ready.append(self.create())
        self.taken, self.sliced = 0, True

    def new_game(self) -> None:
        self.taken += 1
        if self.ready:
            self.game = self.ready.pop()
        else:
            self.created_in_slices += 1
            self.game = self.create()

    def one(self) -> float | None:
        if not self.game or not self.game.get("prompt"):
            self.new_game()
            if not self.game.get("prompt"):
                return None
        g = self.game
        t0 = time.perf_counter()
        status, body = request(self.port, "POST", f"/api/games/{g['id']}/act/", self.token,
                               {"version": g["version"], "choices": answer(g["prompt"])})  # fmt: skip
        took = time.perf_counter() - t0
        if status != 200:
            raise RuntimeError(f"move refused: {status} {body[:300]!r}")
        self.game = {"id": g["id"], **json.loads(body)}
        return took


class CreatingClient:
    """Creates a game (Menagerie, one seat: dealt at once) per timed request."""

    def __init__(self, port: int, token: str) -> None:
        self.port, self.token = port, token

    def one(self) -> float:
        t0 = time.perf_counter()
        status, body = request(self.port, "POST", "/api/games/", self.token,
                               {"kind": KIND, "seats": 1})  # fmt: skip
        took = time.perf_counter() - t0
        if status != 201:
            raise RuntimeError(f"could not create a game: {status} {body[:200]!r}")
        return took


class FloorClient:
    def __init__(self, port: int, token: str) -> None:
        self.port, self.token = port, token

    def one(self) -> float:
        t0 = time.perf_counter()
        status, body = request(self.port, "POST", "/bench/floor/", self.token, {"choices": ["1"]})
        if status != 200:
            raise RuntimeError(f"floor refused: {status} {body[:200]!r}")
        return time.perf_counter() - t0


def load(clients: list, seconds: float) -> Sample:
    """Every client in its own thread for ``seconds``: the latencies of all requests."""
    sample, lock = Sample(), threading.Lock()

    def run(client) -> None:
        end = time.perf_counter() + seconds
        while time.perf_counter() < end:
            took = client.one()
            if took is not None:
                with lock:
                    sample.latencies.append(took)
                    sample.units += 1

    threads = [threading.Thread(target=run, args=(c,)) for c in clients]
    t0 = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    sample.seconds = time.perf_counter() - t0
    return sample


def make_floor_table() -> None:
    with connection.cursor() as cur:
        if connection.vendor == "postgresql":
            cur.execute(f"CREATE TABLE IF NOT EXISTS {FLOOR_TABLE} (id bigserial PRIMARY KEY, "
                        "user_id int, body text)")  # fmt: skip
        else:
            cur.execute(f"CREATE TABLE IF NOT EXISTS {FLOOR_TABLE} (id integer PRIMARY KEY "
                        "AUTOINCREMENT, user_id int, body text)")  # fmt: skip


def moves(tokens: list[str], log_dir: Path, seconds: float, slices: int,
          counts=(1, 4, 16)) -> dict[str, dict[int, Sample]]:  # fmt: skip
    """p50/p99 of a move (one command), of a move with the bot's reply and the emails
    done eagerly, and of the floor, at each number of clients, in alternating slices."""
    make_floor_table()
    plain, eager = Server(eager=False, log_dir=log_dir), Server(eager=True, log_dir=log_dir)
    out: dict[str, dict[int, Sample]] = {"move": {}, "move_eager": {}, "floor": {}}
    try:
        for n in counts:
            players = tokens[:n]
            runs: dict[str, Callable[[], Sample]] = {
                "move": _moving([MovingClient(plain.port, t, bot=False) for t in players], seconds),
                "move_eager": _moving(
                    [MovingClient(eager.port, t, bot=True) for t in players], seconds
                ),  # fmt: skip
                "floor": _runner([FloorClient(plain.port, t) for t in players], seconds),
            }
            for name, sample in alternate(runs, slices).items():
                out[name][n] = sample
    finally:
        plain.stop()
        eager.stop()
    return out


def creations(token: str, log_dir: Path, seconds: float, slices: int) -> dict[str, Sample]:
    """p50/p99 of creating a game (the moves' clients make one whenever theirs ends), one
    client, beside the floor, in alternating slices."""
    make_floor_table()
    server = Server(eager=False, log_dir=log_dir)
    try:
        runs = {"create": _runner([CreatingClient(server.port, token)], seconds),
                "floor": _runner([FloorClient(server.port, token)], seconds)}  # fmt: skip
        return alternate(runs, slices)
    finally:
        server.stop()


def _runner(clients: list, seconds: float) -> Callable[[], Sample]:
    return lambda: load(clients, seconds)


def _moving(clients: list[MovingClient], seconds: float) -> Callable[[], Sample]:
    """``_runner`` for moving clients: each stocks its games before the slice, while no
    timed request waits for it."""

    def run() -> Sample:
        for client in clients:
            client.stock()
        before = sum(c.created_in_slices for c in clients)
        sample = load(clients, seconds)
        sample.created = sum(c.created_in_slices for c in clients) - before
        return sample

    return run


def export(token: str, game_id: int, log_dir: Path, repeats: int) -> dict[str, Sample]:
    """``GET export/`` of a long game beside the floor export (the rows as JSON) and a raw
    read of the same rows (the driver's SELECT, JSON decoded, in this process): the export
    reads what a game's events hold, which is more than the 1,000 small events of the read
    figure, so its rate is also given against a read of its own rows."""
    from benchmarks.store_figures import raw_connect

    server = Server(eager=False, log_dir=log_dir)
    con = raw_connect()
    mark = "%s" if connection.vendor == "postgresql" else "?"
    sql = ("SELECT seq, type, origin, data, secret, secret_to, actor, created_at FROM games_event "
           f"WHERE game_id = {mark} ORDER BY seq")  # nosec B608 - a placeholder, not a value  # fmt: skip

    def raw_read() -> Sample:
        t0 = time.perf_counter()
        rows = con.execute(sql, [game_id]).fetchall()
        if connection.vendor != "postgresql":  # sqlite3 hands JSON back as text
            rows = [(*r[:3], json.loads(r[3]), r[4] and json.loads(r[4]), *r[5:]) for r in rows]
        took = time.perf_counter() - t0
        return Sample([took], len(rows), took)

    def timed_get(path: str) -> Callable[[], Sample]:
        def run() -> Sample:
            t0 = time.perf_counter()
            status, body = request(server.port, "GET", path, token)
            took = time.perf_counter() - t0
            if status != 200:
                raise RuntimeError(f"{path}: {status} {body[:200]!r}")
            return Sample([took], 1, took)

        return run

    try:
        return alternate({"export": timed_get(f"/api/games/{game_id}/export/"),
                          "floor": timed_get(f"/bench/floor-export/{game_id}/"),
                          "raw": raw_read}, repeats)  # fmt: skip
    finally:
        server.stop()
        con.close()
