"""Each player chooses how to hear from Vitrine: at once, in a digest, never; quiet hours;
reminders before deadlines; one-click unsubscribe; the calendar feed; invitations."""

from __future__ import annotations

from datetime import UTC, datetime, time, timedelta

import pytest
import time_machine
from django.core import mail
from icalendar import Calendar

from accounts.services import profile_update
from games import services
from notifications.models import Notification, Status
from notifications.outbound.delivery import notifications_deliver_due
from notifications.outbound.preferences import preferences_update
from notifications.outbound.schedule import digests_build, reminders_queue
from tests.notifications.conftest import mover, nim_for_two

pytestmark = pytest.mark.django_db
START = datetime(2025, 3, 3, 9, 0, tzinfo=UTC)


def mails_to(user):
    return [m for m in mail.outbox if m.to == [user.email]]


def test_digest_mode_gathers_several_games_into_one_email_at_most_every_n_hours(
    alice, bob, carol, committed
):
    preferences_update(user=alice, modes={"your_turn": "digest", "game_started": "digest"},
                       digest_hours=6)  # fmt: skip
    with time_machine.travel(START, tick=False) as clock:
        with committed():
            games = [services.game_create(user=other, kind="nim", seats=2,
                                          options={"pledges": True}) for other in (bob, carol)]  # fmt: skip
            for g in games:
                services.game_join(user=alice, game_id=g.pk)
        assert mails_to(alice) == []
        with committed():
            assert digests_build() == 1
        [digest] = mails_to(alice)
        assert digest.subject == "[Vitrine] 2 updates from your games"
        for g in games:
            assert f"-- Nim (test game) #{g.pk} --" in digest.body
        assert digest.body.count("(Reply to reply+") == 2  # each game answerable by email
        with committed():
            third = services.game_create(user=bob, kind="nim", seats=2, options={"pledges": True})
            services.game_join(user=alice, game_id=third.pk)
            clock.shift(timedelta(hours=5))
            assert digests_build() == 0  # the last digest is not 6 hours old yet
            clock.shift(timedelta(hours=1))
            assert digests_build() == 1
    assert len(mails_to(alice)) == 2
    assert not Notification.objects.filter(status=Status.HELD).exists()


def test_never_means_no_email_at_all(alice, bob, committed):
    preferences_update(user=alice, modes={"your_turn": "never", "game_started": "never"})
    with committed():
        nim_for_two(bob, alice)
    assert mails_to(alice) == []


def test_quiet_hours_hold_emails_until_the_morning_in_the_players_time_zone(alice, bob, committed):
    profile_update(user=alice, time_zone="Europe/Paris")
    preferences_update(user=alice, quiet_start=time(22, 0), quiet_end=time(7, 30))
    late_evening_paris = datetime(2025, 3, 3, 22, 30, tzinfo=UTC)  # 23:30 in Paris
    with time_machine.travel(late_evening_paris, tick=False) as clock:
        with committed():
            game = services.game_create(user=bob, kind="nim", seats=2, options={"pledges": True})
            services.game_join(user=alice, game_id=game.pk)
        assert mails_to(alice) == [] and len(mails_to(bob)) == 1
        row = Notification.objects.get(user=alice)
        assert row.due_at == datetime(2025, 3, 4, 6, 30, tzinfo=UTC)  # 07:30 in Paris
        clock.move_to(datetime(2025, 3, 4, 6, 31, tzinfo=UTC))
        notifications_deliver_due()
    assert len(mails_to(alice)) == 1


def test_one_click_unsubscribe_works_without_logging_in(alice, bob, client, committed):
    with committed():
        game = nim_for_two(alice, bob)
    player = mover(game, alice, bob)
    email = mails_to(player)[0]
    url = email.extra_headers["List-Unsubscribe"].strip("<>").removeprefix("http://127.0.0.1:8000")
    assert b"Unsubscribe" in client.get(url).content  # a GET (link scanner) changes nothing
    response = client.post(url, {"List-Unsubscribe": "One-Click"})
    assert response.status_code == 200 and b"no more" in response.content
    other = bob if player == alice else alice
    with committed():
        services.game_act(user=player, game_id=game.pk, version=game.version, choices=("1",))
        game.refresh_from_db()
        services.game_act(user=other, game_id=game.pk, version=game.version, choices=("1",))
    assert [m.subject for m in mails_to(player)] == [email.subject]
    assert client.post("/notifications/unsubscribe/forged/").status_code == 400


def test_reminders_go_out_24_and_2_hours_before_the_deadline_once_each(alice, bob, committed):
    with time_machine.travel(START, tick=False) as clock, committed():
        game = nim_for_two(alice, bob)
        player = mover(game, alice, bob)
        assert reminders_queue() == 0
        clock.shift(timedelta(days=2, minutes=1))
        assert reminders_queue() == 1
        assert reminders_queue() == 0
        clock.shift(timedelta(hours=22))
        assert reminders_queue() == 1
    subjects = [m.subject for m in mails_to(player)]
    assert subjects[-2:] == [
        f"[Vitrine] Reminder: your move in Nim (test game) #{game.pk} is due within 24 h",
        f"[Vitrine] Reminder: your move in Nim (test game) #{game.pk} is due within 2 h",
    ]


def test_settings_through_the_api_refuse_bad_values(as_alice):
    ok = as_alice.patch("/api/me/notifications/", {"modes": {"reminder": "never"},
                                                   "quiet_start": "22:00", "quiet_end": "07:00"},
                        format="json")  # fmt: skip
    assert ok.status_code == 200
    assert ok.json()["modes"]["reminder"] == "never" and ok.json()["quiet_start"] == "22:00"
    bad = as_alice.patch("/api/me/notifications/", {"modes": {"reply_rejected": "never"}},
                         format="json")  # fmt: skip
    assert bad.status_code == 400 and "not a notification you can choose" in bad.json()["detail"]
    half = as_alice.patch("/api/me/notifications/", {"quiet_start": None}, format="json")
    assert half.status_code == 400 and "need a start and an end" in half.json()["detail"]


def test_the_calendar_feed_lists_every_deadline_behind_a_secret_url(
    alice, bob, carol, as_alice, client
):
    with time_machine.travel(START, tick=False):
        for other in (bob, carol):
            g = services.game_create(user=other, kind="nim", seats=2, options={"pledges": True})
            services.game_join(user=alice, game_id=g.pk)
    url = as_alice.get("/api/me/notifications/").json()["calendar_url"]
    response = client.get(url.removeprefix("http://127.0.0.1:8000"))
    assert response["Content-Type"].startswith("text/calendar")
    events = Calendar.from_ical(response.content).walk("VEVENT")
    assert len(events) == 2
    assert events[0].decoded("dtstart") == datetime(2025, 3, 6, 9, 0, tzinfo=UTC)
    assert str(events[0]["summary"]).startswith("Deadline: your move in Nim (test game) #")
    assert client.get("/notifications/calendar/nope.ics").status_code == 404


def test_my_deadlines_are_shown_in_my_time_zone(alice, bob, as_alice):
    profile_update(user=alice, time_zone="America/New_York")
    with time_machine.travel(START, tick=False):
        g = services.game_create(user=bob, kind="nim", seats=2, options={"pledges": True})
        services.game_join(user=alice, game_id=g.pk)
    [row] = as_alice.get("/api/me/deadlines/").json()
    assert row["deadline"] == "2025-03-06T04:00:00-05:00"
    assert row["deadline_text"] == "Thursday 6 March 2025, 04:00 (America/New_York)"


def test_an_invitation_email_carries_the_join_link(alice, as_alice, committed):
    game = services.game_create(user=alice, kind="nim", seats=3, public=False)
    with committed():
        response = as_alice.post(f"/api/games/{game.pk}/invite/", {"email": "dora@example.org"},
                                 format="json")  # fmt: skip
    assert response.status_code == 202
    [email] = mail.outbox
    assert email.to == ["dora@example.org"]
    assert email.subject == "[Vitrine] Alice invites you to play Nim (test game)"
    assert f"/games/{game.pk}/?invite={game.invite_code}" in email.body
    bad = as_alice.post(f"/api/games/{game.pk}/invite/", {"email": "nope"}, format="json")
    assert bad.status_code == 400 and "not an email address" in bad.json()["detail"]
