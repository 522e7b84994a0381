"""Log lines carry their request's or task's context: the request id (the caller's
X-Request-ID, or a new one, echoed back), the user, the game and the command; JSON in
production, readable text in development."""

from __future__ import annotations

import io
import json
import logging
import logging.config

import pytest

from games.deadlines.tasks import sweep_deadlines
from observability import context
from observability.logs import logging_config
from tests.conftest import client_for
from tests.notifications.conftest import mover, nim_for_two

pytestmark = pytest.mark.django_db


@pytest.fixture
def log_lines():
    """Every root log line, formatted by the production settings (JSON), as a list."""
    stream = io.StringIO()
    config = logging_config(json=True, level="INFO")
    handler = logging.config.DictConfigurator(config)
    root = logging.getLogger()
    formatter = handler.configure_formatter(config["formatters"]["main"])
    captured = logging.StreamHandler(stream)
    captured.setFormatter(formatter)
    captured.addFilter(handler.configure_filter(config["filters"]["context"]))
    root.addHandler(captured)
    yield lambda: [json.loads(line) for line in stream.getvalue().splitlines()]
    root.removeHandler(captured)


def test_a_request_logs_with_its_id_user_game_and_view(alice, bob, log_lines):
    game = nim_for_two(alice, bob)
    player = mover(game, alice, bob)
    response = client_for(player).post(
        f"/api/games/{game.pk}/act/", {"version": game.version, "choices": ["nonsense"]},
        format="json", HTTP_X_REQUEST_ID="req-from-the-proxy-1")  # fmt: skip
    assert response.status_code == 400
    assert response["X-Request-ID"] == "req-from-the-proxy-1"
    line = next(x for x in log_lines() if x["logger"] == "django.request")
    assert line["request_id"] == "req-from-the-proxy-1"
    assert (line["user_id"], line["game_id"], line["command"]) == (
        player.pk, game.pk, "api-game-act")  # fmt: skip
    assert line["level"] == "WARNING" and line["message"].startswith("Bad Request")


def test_a_missing_or_unreasonable_request_id_is_replaced_by_a_new_one(client):
    fresh = client.get("/health/live/")["X-Request-ID"]
    assert len(fresh) == 32
    odd = client.get("/health/live/", HTTP_X_REQUEST_ID="<script>" * 30)["X-Request-ID"]
    assert odd != fresh and "<" not in odd and len(odd) == 32
    assert context.get("request_id") == odd  # cleared only when the next request comes


def test_a_task_logs_with_its_name_as_the_command(alice, bob, log_lines):
    from datetime import timedelta

    import time_machine
    from django.utils import timezone

    nim_for_two(alice, bob)
    with time_machine.travel(timezone.now() + timedelta(days=4)):
        sweep_deadlines.apply()  # a task run as a worker runs it (signals included)
    line = next(x for x in log_lines() if "deadline sweep" in x["message"])
    assert line["command"] == "notifications.sweep_deadlines"
    assert line["request_id"]


def test_development_lines_are_readable_text_with_the_same_context():
    config = logging_config(json=False, level="DEBUG")
    formatter = logging.Formatter(config["formatters"]["main"]["format"])
    record = logging.LogRecord("games", logging.INFO, __file__, 1, "moved %s", ("1",), None)
    with context.bound(request_id="r1", game_id=7, command="act", user_id=3):
        logging.config.DictConfigurator(config).configure_filter(
            config["filters"]["context"]).filter(record)  # fmt: skip
    text = formatter.format(record)
    assert text.endswith("INFO games [req=r1 user=3 game=7 cmd=act] moved 1")
