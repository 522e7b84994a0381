"""The production command lines, exactly as README's "Operating Vitrine" prints them
(gunicorn, a Celery worker, Celery beat), on PostgreSQL and Redis with DEBUG=false: a game
against a bot played over HTTP, then what an operator looks at: the readiness endpoint,
/metrics adding up the web's and the worker's counts, and JSON log lines carrying the
request's id. Only the port and the number of web workers differ from the README; the
database is the test's, already migrated, and collectstatic is not run (the API pages
served here link no static file), so the static manifest is off."""

from __future__ import annotations

import json
import os
import re
import shlex
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest
import redis
from django.db import connection

from accounts.services import token_create
from tests.conftest import make_user
from tests.games.test_celery_worker import ROOT, database_url

pytestmark = [pytest.mark.postgres, pytest.mark.django_db(transaction=True)]
README = ROOT / "README.md"


def readme_command_lines() -> dict[str, list[str]]:
    """The gunicorn and celery lines of the first code block of "Operating Vitrine"."""
    section = README.read_text().split("## Operating Vitrine", 1)[1]
    block = section.split("### The processes", 1)[1].split("```sh", 1)[1].split("```", 1)[0]
    found = {}
    for line in block.splitlines():
        words = shlex.split(line, comments=True)
        if words and words[0] == "gunicorn":
            found["web"] = words
        elif words[:1] == ["celery"]:
            found["worker" if "worker" in words else "beat"] = words
    return found


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Site:
    """HTTP to the gunicorn under test, as the reverse proxy forwards it (HTTPS outside)."""

    def __init__(self, port: int):
        self.base = f"http://127.0.0.1:{port}"

    def call(self, method: str, path: str, body=None, token: str = "", **headers):
        data = json.dumps(body).encode() if body is not None else None
        request = urllib.request.Request(self.base + path, data=data, method=method,
                                         headers={"X-Forwarded-Proto": "https", **headers})  # fmt: skip
        if data is not None:
            request.add_header("Content-Type", "application/json")
        if token:
            request.add_header("Authorization", f"Bearer {token}")
        try:
            with urllib.request.urlopen(request, timeout=20) as response:  # nosec B310: loopback
                return response.status, response.read().decode(), response.headers
        except urllib.error.HTTPError as error:
            return error.code, error.read().decode(), error.headers


def wait_for(check, what: str, procs: dict, seconds: float = 90):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            found = check()
        except OSError:
            found = None
        if found:
            return found
        dead = [name for name, p in procs.items() if p.poll() is not None]
        assert not dead, f"{dead} stopped while waiting for {what}"
        time.sleep(0.5)
    raise AssertionError(f"timed out waiting for {what}")


def json_lines(path: Path) -> list[dict]:
    out = []
    for line in path.read_text().splitlines():
        if line.startswith("{"):
            out.append(json.loads(line))
    return out


def sample(metrics: str, name: str, **labels) -> float:
    """The value of one sample in Prometheus' text format (0 when absent)."""
    total = 0.0
    for line in metrics.splitlines():
        if not line.startswith(name + "{"):
            continue
        found = dict(re.findall(r'(\w+)="([^"]*)"', line.split("}", 1)[0]))
        if all(found.get(k) == v for k, v in labels.items()):
            total += float(line.rsplit(" ", 1)[1])
    return total


TOKENS_AN_HOUR = 3


@pytest.fixture
def production(tmp_path):
    if connection.vendor != "postgresql":
        pytest.skip("the production layout runs on PostgreSQL")
    broker = os.environ.get("CELERY_TEST_BROKER_URL", "")
    if not broker.startswith("redis://"):
        pytest.skip("set CELERY_TEST_BROKER_URL=redis://... (the production broker)")
    redis.Redis.from_url(broker).flushdb()  # no message left by an earlier run
    cache = broker.rsplit("/", 1)[0] + "/11"  # the rate limits' counters, as README sets them
    redis.Redis.from_url(cache).flushdb()  # no count left by an earlier run
    port = free_port()
    metrics_dir = tmp_path / "metrics"
    metrics_dir.mkdir()
    env = {**os.environ, "DEBUG": "false", "SECRET_KEY": "e2e-" + "k" * 60,
           "DATABASE_URL": database_url(), "CELERY_BROKER_URL": broker,
           "CELERY_TASK_ALWAYS_EAGER": "false", "ALLOWED_HOSTS": "127.0.0.1",
           "PROMETHEUS_MULTIPROC_DIR": str(metrics_dir), "VITRINE_VAR_DIR": str(tmp_path),
           "VITRINE_SWEEP_SECONDS": "2", "STATIC_MANIFEST": "false",
           "SECURE_SSL_REDIRECT": "true", "SESSION_COOKIE_SECURE": "true",
           "CSRF_COOKIE_SECURE": "true", "CACHE_URL": cache,
           "VITRINE_RATE_LIMITS": f"token_create={TOKENS_AN_HOUR}/hour", "EMAIL_BACKEND":
           "notifications.devmailbox.DevMailboxBackend"}  # fmt: skip
    env.pop("LOG_FORMAT", None)  # production's default: JSON, because DEBUG is off
    lines = readme_command_lines()
    assert set(lines) == {"web", "worker", "beat"}, lines
    web = [w.replace("127.0.0.1:8000", f"127.0.0.1:{port}") for w in lines["web"]]
    web[web.index("--workers") + 1] = "2"  # two, to show their counts add up; the README: 4
    procs, logs = {}, {}
    for name, words in {"web": web, "worker": lines["worker"], "beat": lines["beat"]}.items():
        logs[name] = tmp_path / f"{name}.log"
        with logs[name].open("w") as out:
            procs[name] = subprocess.Popen(  # nosec B603: our own command lines
                [sys.executable, "-m", *words], cwd=ROOT, env=env, stdout=out,
                stderr=subprocess.STDOUT)  # fmt: skip
    yield Site(port), procs, logs
    for proc in procs.values():
        proc.terminate()
    for name, proc in procs.items():
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        print(f"--- {name} ---\n" + logs[name].read_text()[-3000:])


def test_the_readme_command_lines_run_a_game_with_health_metrics_and_json_logs(
    django_user_model, production
):
    site, procs, logs = production
    alice = make_user(django_user_model, "Alice")
    _, token = token_create(user=alice, name="e2e")
    wait_for(lambda: site.call("GET", "/health/live/")[0] == 200, "gunicorn", procs)

    status, body, _ = site.call("POST", "/api/games/", {"kind": "nim", "seats": 2, "bots": 1,
                                "options": {"pile": 7, "pledges": False}}, token)  # fmt: skip
    assert status == 201, body
    game_id = json.loads(body)["id"]
    moves = 0

    def my_turn_or_over():
        state = json.loads(site.call("GET", f"/api/games/{game_id}/state/", token=token)[1])
        return state if state["prompt"] or state["status"] == "finished" else None

    while state := wait_for(my_turn_or_over, "the bot's answer from the worker", procs):
        if state["status"] == "finished":
            break
        if moves == 0:  # one illegal answer first: refused, changes nothing, logged
            status, _, headers = site.call(
                "POST", f"/api/games/{game_id}/act/",
                {"version": state["version"], "choices": ["nonsense"]}, token,
                **{"X-Request-ID": "e2e-refused-move-1"})  # fmt: skip
            assert status == 400 and headers["X-Request-ID"] == "e2e-refused-move-1"
        option = state["prompt"]["options"][0]["id"]
        status, body, _ = site.call("POST", f"/api/games/{game_id}/act/",
                                    {"version": state["version"], "choices": [option]}, token,
                                    **{"X-Request-ID": f"e2e-move-{moves}"})  # fmt: skip
        assert status == 200, body
        moves += 1
    assert moves >= 1

    # Ready: database, Redis, the worker's ping, beat's recent sweep, the outbox flowing.
    def ready():
        status, body, _ = site.call("GET", "/health/ready/?format=json")
        return json.loads(body) if status == 200 else None

    checks = wait_for(ready, "the readiness endpoint to answer 200", procs)
    assert any(name.startswith("SweepRecent") for name in checks), checks
    assert set(checks.values()) == {"OK"}

    # /metrics adds up the web processes' counts and the worker's (the bot's moves).
    status, metrics, _ = site.call("GET", "/metrics", **{"X-Forwarded-Proto": "http"})
    assert status == 200
    assert sample(metrics, "vitrine_moves_total", kind="nim", road="api",
                  outcome="accepted") == moves  # fmt: skip
    assert sample(metrics, "vitrine_moves_total", kind="nim", road="api", outcome="refused") == 1
    assert sample(metrics, "vitrine_moves_total", kind="nim", road="bot", outcome="accepted") >= 1
    assert sample(metrics, "vitrine_last_sweep_age_seconds") >= 0
    assert sample(metrics, "django_http_requests_total_by_method_total", method="POST") >= moves
    # Through the proxy (X-Forwarded-For) and without the token, /metrics is refused.
    assert site.call("GET", "/metrics", **{"X-Forwarded-For": "203.0.113.9"})[0] == 403

    # Logs: JSON, one object a line, with the context of the request that wrote them.
    refused = [line for line in json_lines(logs["web"])
               if line.get("request_id") == "e2e-refused-move-1"]  # fmt: skip
    assert refused, logs["web"].read_text()[-2000:]
    assert refused[0]["game_id"] == game_id and refused[0]["user_id"] == alice.pk
    assert refused[0]["level"] == "WARNING" and "Bad Request" in refused[0]["message"]
    # The bot's task in the worker logs with the id of the request whose move queued it.
    bot_lines = [line for line in json_lines(logs["worker"])
                 if line.get("command") == "games.play_bots"]  # fmt: skip
    assert any(line["request_id"] == "e2e-move-0" and line["game_id"] == game_id
               for line in bot_lines), logs["worker"].read_text()[-2000:]  # fmt: skip
    # The rate limits count in Redis, for both workers together: token creations, each on
    # a connection of its own, get exactly the limit through (each worker counting on
    # its own would let up to twice that through).
    made = [site.call("POST", "/api/tokens/", {"name": f"script {i}"}, token)[0] for i in range(6)]
    assert sorted(made) == [201] * TOKENS_AN_HOUR + [429] * (6 - TOKENS_AN_HOUR), made
    assert alice.api_tokens.filter(name__startswith="script ").count() == TOKENS_AN_HOUR

    # Every line of every process is one JSON object (Celery's banner is off: --quiet).
    for name, path in logs.items():
        text = [line for line in path.read_text().splitlines() if line.strip()]
        not_json = [line for line in text if not line.startswith("{")]
        assert not not_json, (name, not_json[:5])
