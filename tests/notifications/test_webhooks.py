"""Webhooks: signed, batched POSTs to a player's URL (a local server in these tests),
retried with backoff, turned off after a day of failures."""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
from datetime import UTC, datetime, timedelta

import pytest
import time_machine
from django.core import mail

from games import services
from notifications.models import Notification, Status, Webhook
from notifications.outbound.webhooks import webhook_deliver, webhooks_due
from tests.notifications.conftest import nim_for_two

pytestmark = pytest.mark.django_db
START = datetime(2025, 3, 3, 9, 0, tzinfo=UTC)


def verify(secret: str, headers: dict, body: bytes) -> bool:
    """Standard Webhooks verification, written from the spec (not our code)."""
    key = base64.b64decode(secret.split("_", 1)[1])
    signed = f"{headers['webhook-id']}.{headers['webhook-timestamp']}.".encode() + body
    expected = base64.b64encode(hmac.new(key, signed, hashlib.sha256).digest()).decode()
    return any(sig == f"v1,{expected}" for sig in headers["webhook-signature"].split())


def test_notifications_reach_the_webhook_signed_and_batched(alice, bob, carol, as_alice,
                                                             receiver, committed):  # fmt: skip
    created = as_alice.post("/api/me/webhooks/", {"url": receiver.url}, format="json").json()
    with committed():
        for other in (bob, carol):
            g = services.game_create(user=other, kind="nim", seats=2, options={"pledges": True})
            services.game_join(user=alice, game_id=g.pk)
    assert len(receiver.requests) == 1  # both games' news in one batch
    headers, body = receiver.requests[0]
    assert verify(created["secret"], headers, body)
    assert not verify(created["secret"], headers, body + b" ")
    payload = json.loads(body)
    assert payload["type"] == "vitrine.notifications"
    items = payload["notifications"]
    assert len({i["game"] for i in items}) == 2
    item = items[0]
    assert item["kind"] == "your_turn" and item["prompt"]["options"][0] == {
        "n": 1, "id": "1", "label": "Pledge 1"}  # fmt: skip


def test_rows_that_pile_up_during_a_failure_go_out_in_one_batch(alice, bob, receiver, committed):
    hook = Webhook.objects.create(user=alice, url=receiver.url, format="discord",
                                  secret="whsec_" + base64.b64encode(b"k" * 24).decode())  # fmt: skip
    receiver.status = 500
    with time_machine.travel(START, tick=False) as clock:
        with committed():
            game = services.game_create(user=alice, kind="nim", seats=3, options={"pledges": True})
            services.game_join(user=bob, game_id=game.pk)
            services.game_add_bot(user=alice, game_id=game.pk)
        hook.refresh_from_db()
        assert (hook.attempts, hook.next_attempt_at) == (1, START + timedelta(seconds=60))
        assert webhooks_due() == []  # backing off
        receiver.status = 200
        clock.shift(timedelta(minutes=2))
        assert webhooks_due() == [hook.pk]
        assert webhook_deliver(webhook_id=hook.pk) == "sent"
    _, body = receiver.requests[-1]
    assert json.loads(body)["username"] == "Vitrine"
    assert "Your move in Nim (test game)" in json.loads(body)["content"]
    assert not Notification.objects.filter(channel="webhook").exclude(status=Status.SENT).exists()


def test_a_webhook_failing_for_a_day_is_turned_off_and_its_player_told(
    alice, bob, receiver, committed
):
    hook = Webhook.objects.create(user=alice, url=receiver.url, format="slack",
                                  secret="whsec_" + base64.b64encode(b"k" * 24).decode())  # fmt: skip
    receiver.status = 503
    with time_machine.travel(START, tick=False) as clock, committed():
        nim_for_two(alice, bob)
        for _ in range(40):
            clock.shift(timedelta(hours=1))
            for pk in webhooks_due():
                webhook_deliver(webhook_id=pk)
    hook.refresh_from_db()
    assert not hook.active and hook.disabled_at is not None
    assert 20 <= len(receiver.requests) <= 26
    notice = [m for m in mail.outbox if m.subject == "[Vitrine] Your webhook was turned off"]
    assert len(notice) == 1 and receiver.url in notice[0].body
