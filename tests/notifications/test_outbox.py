"""The outbox: what players are told, in the move's transaction, sent once after commit."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
import time_machine
from django.core import mail

from accounts.services import profile_update
from games import services
from games.deadlines.sweep import deadlines_sweep
from notifications.models import Notification, Status
from notifications.outbound.delivery import notifications_deliver_due
from shared.errors import IllegalAction
from tests.notifications.conftest import mover, nim_for_two

pytestmark = pytest.mark.django_db


def test_the_player_to_move_gets_an_email_with_numbered_options_and_their_deadline(
    alice, bob, committed
):
    profile_update(user=bob, time_zone="Europe/Paris")
    profile_update(user=alice, time_zone="Europe/Paris")
    with time_machine.travel(datetime(2025, 3, 3, 9, 0, tzinfo=UTC), tick=False), committed():
        game = nim_for_two(alice, bob)
    player = mover(game, alice, bob)
    [email] = [m for m in mail.outbox if m.to == [player.email]]
    assert email.to == [player.email]
    assert email.subject == f"[Vitrine] Your move in Nim (test game) #{game.pk}"
    assert f"Nim (test game) #{game.pk} has started, and it is your move." in email.body
    assert "20 stones left. How many do you take?\n  1. Take 1\n  2. Take 2\n  3. Take 3\n" in (
        email.body
    )
    assert "Reply with the number of your choice" in email.body
    assert "Deadline: Thursday 6 March 2025, 10:00 (Europe/Paris)" in email.body
    assert f"http://127.0.0.1:8000/games/{game.pk}/" in email.body
    html, mimetype = email.alternatives[0]
    assert mimetype == "text/html" and "<li>Take 2</li>" in html
    assert email.reply_to[0].startswith(f"reply+{game.pk}-{game.to_act[0]}-")
    assert email.extra_headers["Auto-Submitted"] == "auto-generated"
    assert email.extra_headers["List-Unsubscribe-Post"] == "List-Unsubscribe=One-Click"
    assert email.extra_headers["List-Unsubscribe"].startswith(
        "<http://127.0.0.1:8000/notifications/unsubscribe/"
    )
    other = bob if player == alice else alice
    [started] = [m for m in mail.outbox if m.to == [other.email]]
    assert started.subject == f"[Vitrine] Nim (test game) #{game.pk} has started"
    assert "Reply-To" not in started.extra_headers and not started.reply_to


def test_a_hidden_card_never_reaches_another_players_email(alice, bob, committed):
    with committed():
        game = services.game_create(user=alice, kind="nim", seats=2, options={"pledges": True})
        services.game_join(user=bob, game_id=game.pk)
    cards = {e.data["seat"]: e.secret["card"] for e in game.events.filter(type="CardDealt")}
    for email in mail.outbox:
        seat = 0 if email.to == [alice.email] else 1
        assert f"Your card: {cards[seat]}." in email.body
        assert f"Your card: {cards[1 - seat]}." not in email.body or cards[0] == cards[1]


def test_a_refused_move_writes_nothing_to_the_outbox(alice, bob, committed):
    game = nim_for_two(alice, bob, pile=5)
    before = Notification.objects.count()
    with committed(), pytest.raises(IllegalAction):
        services.game_act(user=mover(game, alice, bob), game_id=game.pk, version=game.version,
                          choices=("7",))  # fmt: skip
    assert Notification.objects.count() == before


def test_a_failed_send_is_retried_later_by_the_periodic_resend_and_sent_once(
    alice, bob, committed, settings
):
    settings.EMAIL_BACKEND = "tests.support.failing_mail.FailingBackend"
    with time_machine.travel(datetime(2025, 3, 3, 9, 0, tzinfo=UTC), tick=False) as clock:
        with committed():
            game = nim_for_two(alice, bob)
        row = Notification.objects.get(kind="your_turn")
        assert (row.status, row.attempts) == (Status.PENDING, 1)
        assert row.due_at == datetime(2025, 3, 3, 9, 2, tzinfo=UTC)  # backoff: 2 minutes
        assert "no mail server today" in row.last_error
        settings.EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"
        assert notifications_deliver_due() == 0  # not due yet
        clock.shift(timedelta(minutes=3))
        assert notifications_deliver_due() >= 1
        assert notifications_deliver_due() == 0
    row.refresh_from_db()
    assert (row.status, row.attempts) == (Status.SENT, 2)
    assert [m.to for m in mail.outbox].count([mover(game, alice, bob).email]) == 1


def test_a_turn_that_passed_before_its_email_went_out_is_not_announced(alice, bob, committed):
    game = nim_for_two(alice, bob)  # emails queued but, outside committed(), never sent
    services.game_act(user=mover(game, alice, bob), game_id=game.pk, version=game.version,
                      choices=("1",))  # fmt: skip
    first = Notification.objects.filter(kind="your_turn").order_by("pk").first()
    notifications_deliver_due()
    first.refresh_from_db()
    assert (first.status, first.last_error) == (Status.SKIPPED, "superseded")
    assert len([m for m in mail.outbox if "Your move" in m.subject]) == 1


def test_timed_out_game_over_and_handed_to_bot_emails(alice, bob, committed):
    with time_machine.travel(datetime(2025, 3, 3, 9, 0, tzinfo=UTC), tick=False) as clock:
        with committed():
            game = nim_for_two(alice, bob, pile=5)
            late = mover(game, alice, bob)
            clock.shift(timedelta(days=4))
            deadlines_sweep()
        game.refresh_from_db()
        timed = [m for m in mail.outbox if "ran out of time" in m.subject]
        assert [m.to for m in timed] == [[late.email]]
        assert "the game made the default move for you" in timed[0].body
        with committed():
            while game.status == "active":
                game = services.game_act(user=mover(game, alice, bob), game_id=game.pk,
                                         version=game.version, choices=("1",))  # fmt: skip
    over = [m for m in mail.outbox if m.subject.endswith("is over")]
    assert sorted(m.to[0] for m in over) == [alice.email, bob.email]
    assert "took the last stone" in over[0].body and "1. " in over[0].body
