"""The Django admin for operators: every page opens for staff and for nobody else, the
actions work and record their reason, and events cannot be edited or deleted."""

from __future__ import annotations

import pytest
from django.contrib import admin
from django.test import Client
from django.urls import reverse

from accounts.models import AccountAction
from accounts.services import vacation_create
from games.models import Event, GameStatus
from notifications.models import Notification, Status, Webhook
from talk.models import Moderation
from talk.services import message_post
from tests.moderation.conftest import started_nim

pytestmark = pytest.mark.django_db


@pytest.fixture
def world(alice, bob, mod):
    """One of everything the admin shows: a game with events, seats, talk, a report, a
    token, a vacation, a webhook, notifications, a block and a suspension."""
    from datetime import timedelta

    from django.utils import timezone

    from accounts.blocks import block_create
    from accounts.moderation import account_suspend
    from accounts.services import token_create
    from notifications.models import DevMail, InboundMail
    from talk.moderation import message_hide, message_report

    game = started_nim(alice, bob)
    message = message_post(user=bob, game_id=game.pk, text="Hello")
    message_report(user=alice, game_id=game.pk, message_id=message.pk, reason="Rude")
    message_hide(staff=mod, message_id=message.pk, reason="Rude")
    token_create(user=alice, name="script")
    today = timezone.now().date()
    vacation_create(user=alice, first_day=today + timedelta(days=30),
                    last_day=today + timedelta(days=31))  # fmt: skip
    # The row as registration leaves it (registering resolves the host: no network here).
    Webhook.objects.create(user=alice, url="https://hooks.example.org/x", secret="whsec_x")
    InboundMail.objects.create(message_id="<m1@example.org>", sender="bob@example.org",
                               outcome="moved")  # fmt: skip
    DevMail.objects.create(sender="a@example.org", to="b@example.org", subject="s", body="b")
    block_create(user=alice, target=bob)
    account_suspend(staff=mod, user_id=bob.pk, reason="Spam")
    from leagues.models import HallOfFameEntry

    HallOfFameEntry.objects.create(user=alice, game=game, rating=10, recorded_at=timezone.now())
    from allauth.account.models import EmailAddress
    from django.contrib.auth.models import Group

    Group.objects.create(name="moderators")
    EmailAddress.objects.create(user=alice, email=alice.email, verified=True, primary=True)
    return game


def staff_client(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


def test_staff_open_every_changelist_and_change_page(world, mod):
    client = staff_client(mod)
    assert client.get("/admin/").status_code == 200
    for model, model_admin in admin.site._registry.items():
        meta = model._meta
        changelist = reverse(f"admin:{meta.app_label}_{meta.model_name}_changelist")
        assert client.get(changelist).status_code == 200, changelist
        obj = model_admin.get_queryset(_request(mod)).first()
        assert obj is not None, f"the world fixture has no {meta.label}"
        change = reverse(f"admin:{meta.app_label}_{meta.model_name}_change", args=[obj.pk])
        assert client.get(change).status_code == 200, change


def _request(user):
    from django.test import RequestFactory

    request = RequestFactory().get("/admin/")
    request.user = user
    return request


def test_a_player_cannot_open_the_admin(world, alice):
    client = staff_client(alice)
    for path in ("/admin/", "/admin/games/game/", f"/admin/games/event/{Event.objects.first().pk}/change/",
                 "/admin/talk/message/", "/admin/auth/user/"):  # fmt: skip
        answer = client.get(path)
        assert answer.status_code == 302 and "/admin/login/" in answer["Location"], path


def test_an_event_cannot_be_edited_or_deleted_through_the_admin(world, mod):
    client = staff_client(mod)
    event = Event.objects.filter(game=world).order_by("seq").first()
    page = client.get(f"/admin/games/event/{event.pk}/change/")
    assert page.status_code == 200 and 'name="_save"' not in page.content.decode()
    edit = client.post(f"/admin/games/event/{event.pk}/change/", {"type": "Forged"})
    assert edit.status_code == 403
    assert client.get(f"/admin/games/event/{event.pk}/delete/").status_code == 403
    assert client.post(f"/admin/games/event/{event.pk}/delete/", {"post": "yes"}).status_code == 403
    bulk = client.post("/admin/games/event/", {"action": "delete_selected",
                                               "_selected_action": [event.pk]})  # fmt: skip
    assert bulk.status_code == 200  # no such action: the list comes back unchanged
    assert client.get(f"/admin/games/game/{world.pk}/delete/").status_code == 403
    event.refresh_from_db()
    assert event.type == "GameCreated" and Event.objects.filter(game=world).count() == world.version


def action(client, url, name, ids, reason=""):
    return client.post(url, {"action": name, "_selected_action": ids, "reason": reason},
                       follow=True)  # fmt: skip


def test_staff_abort_a_game_suspend_and_hide_from_the_admin_with_a_reason(world, mod, alice):
    client = staff_client(mod)
    refused = action(client, "/admin/games/game/", "abort_games", [world.pk])
    assert "Give a reason" in refused.content.decode()
    world.refresh_from_db()
    assert world.status == GameStatus.ACTIVE
    done = action(client, "/admin/games/game/", "abort_games", [world.pk], "Abandoned")
    assert "Games aborted: 1." in done.content.decode()
    world.refresh_from_db()
    assert world.status == GameStatus.ABORTED
    assert Event.objects.filter(game=world, type="GameAborted").get().data["reason"] == "Abandoned"

    action(client, "/admin/auth/user/", "suspend", [alice.pk], "Cheating")
    alice.refresh_from_db()
    assert not alice.is_active
    assert AccountAction.objects.filter(user=alice).first().reason == "Cheating"

    message = Moderation.objects.get().message
    shown = action(client, "/admin/talk/message/", "show", [message.pk], "Second look")
    assert "Messages shown again: 1." in shown.content.decode()
    assert Moderation.objects.count() == 2


def test_staff_resend_notifications_and_turn_webhooks_off(
    world, mod, django_capture_on_commit_callbacks
):
    client = staff_client(mod)
    row = Notification.objects.filter(channel="email").first()
    Notification.objects.filter(pk=row.pk).update(status=Status.FAILED, attempts=12)
    with django_capture_on_commit_callbacks(execute=True):
        answer = action(client, "/admin/notifications/notification/", "resend", [row.pk])
    assert "Queued to be sent again: 1." in answer.content.decode()
    row.refresh_from_db()
    assert row.status == Status.SENT and row.attempts == 1  # sent at once by the (eager) task
    hook = Webhook.objects.get()
    answer = action(client, "/admin/notifications/webhook/", "disable", [hook.pk])
    assert "Webhooks turned off: 1." in answer.content.decode()
    hook.refresh_from_db()
    assert not hook.active and hook.disabled_at is not None
