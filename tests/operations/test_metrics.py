"""/metrics as an operator's Prometheus reads it: moves by kind, road and outcome, 409s,
command times, events, bot decisions, webhooks, and the database's own gauges; and who may
read it at all."""

from __future__ import annotations

from datetime import timedelta

import pytest
import time_machine
from django.test import Client
from django.utils import timezone
from rest_framework.test import APIClient

from games import services
from games.bots import bots_play
from games.deadlines.sweep import deadlines_sweep
from games.deadlines.tasks import sweep_deadlines
from notifications.inbound.receive import inbound_receive
from notifications.models import InboundMail, Kind, Notification, Status
from tests.conftest import client_for
from tests.notifications.conftest import mover, nim_for_two
from tests.notifications.test_replies import last_mail_to, reply
from tests.operations.conftest import sample, scrape

pytestmark = pytest.mark.django_db


def act_url(game) -> str:
    return f"/api/games/{game.pk}/act/"


def first_option(client, game) -> tuple[int, str]:
    state = client.get(f"/api/games/{game.pk}/state/").json()
    return state["version"], state["prompt"]["options"][0]["id"]


def moves(metrics: str, road: str, outcome: str) -> float:
    return sample(metrics, "vitrine_moves_total", kind="nim", road=road, outcome=outcome)


def test_moves_are_counted_by_road_and_outcome_and_409s_apart(alice, bob):
    game = nim_for_two(alice, bob, pile=9)
    player = mover(game, alice, bob)
    before = scrape()
    api = client_for(player)
    version, option = first_option(api, game)
    assert api.post(act_url(game), {"version": version, "choices": ["x"]},
                    format="json").status_code == 400  # fmt: skip
    assert api.post(act_url(game), {"version": version, "choices": [option]},
                    format="json").status_code == 200  # fmt: skip
    other = bob if player == alice else alice
    web = APIClient()
    web.force_login(other)  # the browser's session, as the web client sends it
    stale = web.post(act_url(game), {"version": version, "choices": [option]}, format="json")
    assert stale.status_code == 409
    version, option = first_option(web, game)
    assert web.post(act_url(game), {"version": version, "choices": [option]},
                    format="json").status_code == 200  # fmt: skip
    after = scrape()
    assert moves(after, "api", "accepted") - moves(before, "api", "accepted") == 1
    assert moves(after, "api", "refused") - moves(before, "api", "refused") == 1
    assert moves(after, "web", "accepted") - moves(before, "web", "accepted") == 1
    assert moves(after, "web", "conflict") - moves(before, "web", "conflict") == 1
    conflicts = "vitrine_conflicts_total"
    assert sample(after, conflicts, command="act", road="web") - sample(
        before, conflicts, command="act", road="web") == 1  # fmt: skip
    timed = "vitrine_command_seconds_count"
    assert sample(after, timed, command="act") - sample(before, timed, command="act") == 4


def test_bot_moves_and_timeouts_have_their_own_roads_and_events_are_counted(alice, bob):
    before = scrape()
    game = services.game_create(user=alice, kind="nim", seats=2, bots=1,
                                options={"pledges": False, "pile": 9})  # fmt: skip
    bots_play(game.pk)  # the bot may have the first turn
    with time_machine.travel(timezone.now() + timedelta(days=4)):
        assert deadlines_sweep() == 1  # Alice, who owed an answer, timed out
    assert bots_play(game.pk).moves >= 1
    after = scrape()
    assert moves(after, "timeout", "accepted") - moves(before, "timeout", "accepted") >= 1
    assert moves(after, "bot", "accepted") - moves(before, "bot", "accepted") >= 1
    bot_time = "vitrine_bot_decision_seconds_count"
    assert sample(after, bot_time, kind="nim") > sample(before, bot_time, kind="nim")
    # Non-transactional test: on_commit callbacks never run, so nothing is counted yet.
    events = "vitrine_events_appended_total"
    assert sample(after, events) == sample(before, events)


def test_events_are_counted_once_committed(alice, bob, django_capture_on_commit_callbacks):
    before = sample(scrape(), "vitrine_events_appended_total")
    with django_capture_on_commit_callbacks(execute=True):
        game = nim_for_two(alice, bob)
    assert sample(scrape(), "vitrine_events_appended_total") - before == game.version


def test_a_move_by_email_counts_on_the_email_road(alice, bob, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):  # the your-turn email goes out
        game = nim_for_two(alice, bob)
    before = scrape()
    player = mover(game, alice, bob)
    with django_capture_on_commit_callbacks(execute=True):
        assert inbound_receive(mail=reply(last_mail_to(player), "1")).status == "moved"
    after = scrape()
    assert moves(after, "email", "accepted") - moves(before, "email", "accepted") == 1
    assert sample(after, "vitrine_inbound_replies", outcome="moved") == 1


def test_the_database_gauges_show_the_outbox_the_sweep_lag_and_inbound_mail(alice, bob):
    game = nim_for_two(alice, bob)  # its emails wait in the outbox (nothing sends here)
    before = scrape()
    now = timezone.now()
    for i, status in enumerate([Status.SENT, Status.SENT, Status.FAILED, Status.PENDING]):
        Notification.objects.create(key=f"k{i}", user=alice, kind=Kind.NOTICE, status=status,
                                    due_at=now - timedelta(minutes=10), created_at=now)  # fmt: skip
    InboundMail.objects.create(message_id="<a@x>", sender="x@y", outcome="refused")
    type(game).objects.filter(pk=game.pk).update(deadline=now - timedelta(minutes=30))
    metrics = scrape()
    for status, added in (("sent", 2), ("failed", 1), ("pending", 1)):
        rows = [sample(m, "vitrine_notifications", channel="email", status=status)
                for m in (before, metrics)]  # fmt: skip
        assert rows[1] - rows[0] == added
    assert 590 < sample(metrics, "vitrine_outbox_oldest_pending_seconds") < 700
    assert sample(metrics, "vitrine_sweep_overdue_games") == 1
    assert 1790 < sample(metrics, "vitrine_sweep_lag_seconds") < 1900
    assert sample(metrics, "vitrine_inbound_replies", outcome="refused") == 1
    assert sample(metrics, "vitrine_last_sweep_age_seconds") == -1
    sweep_deadlines()  # times the late seat out, and records the sweep
    metrics = scrape()
    assert sample(metrics, "vitrine_sweep_overdue_games") == 0
    assert sample(metrics, "vitrine_sweep_lag_seconds") == 0
    assert 0 <= sample(metrics, "vitrine_last_sweep_age_seconds") < 5


def test_django_prometheus_counts_requests_and_queries():
    Client().get("/api/kinds/")
    metrics = scrape()
    assert sample(metrics, "django_http_requests_total_by_view_transport_method_total",
                  view="api-kinds") >= 1  # fmt: skip
    assert sample(metrics, "django_db_execute_total") >= 1


def test_metrics_are_not_public(settings):
    stranger = Client(REMOTE_ADDR="203.0.113.7")
    refused = stranger.get("/metrics")
    assert refused.status_code == 403
    assert "VITRINE_METRICS_ALLOW" in refused.content.decode()
    # Through the reverse proxy, even from 127.0.0.1: refused without the token.
    assert Client().get("/metrics", HTTP_X_FORWARDED_FOR="203.0.113.7").status_code == 403
    settings.VITRINE_METRICS_TOKEN = "s3cret-scrape-token"
    assert stranger.get("/metrics", HTTP_AUTHORIZATION="Bearer wrong").status_code == 403
    ok = stranger.get("/metrics", HTTP_AUTHORIZATION="Bearer s3cret-scrape-token")
    assert ok.status_code == 200 and "vitrine_moves_total" in ok.content.decode()
    settings.VITRINE_METRICS_ALLOW = ["203.0.113.0/24"]
    assert stranger.get("/metrics").status_code == 200
