"""Suspending an account: recorded with who, when and why; it cannot sign in, its tokens
are refused with the reason, and its seats time out as if it did not answer."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta

import pytest
import time_machine
from django.test import Client

from accounts.models import AccountAction
from accounts.services import vacation_create
from games import services
from games.deadlines.sweep import deadlines_sweep
from games.models import Event
from shared.errors import Forbidden
from tests.conftest import client_for
from tests.moderation.conftest import started_nim

pytestmark = pytest.mark.django_db


def suspend(client, user, reason="Cheating"):
    return client.post(f"/api/moderation/users/{user.pk}/suspend/", {"reason": reason},
                       format="json")  # fmt: skip


def test_a_suspended_players_token_is_refused_with_the_reason(bob, as_bob, as_mod):
    assert as_bob.get("/api/me/").status_code == 200
    answer = suspend(as_mod, bob, "Abusive messages")
    assert answer.status_code == 201
    assert answer.json() | {"id": 0, "at": None} == {
        "id": 0,
        "action": "suspended",
        "reason": "Abusive messages",
        "by": "maud",
        "at": None,
    }
    refused = as_bob.get("/api/me/")
    assert refused.status_code == 401
    assert refused.json()["detail"].startswith("This account is suspended by a moderator")
    assert "Abusive messages" in refused.json()["detail"]
    record = AccountAction.objects.get()
    assert (record.user, record.by.username, record.action) == (bob, "maud", "suspended")


def test_a_suspended_player_cannot_sign_in_nor_get_a_token(bob, mod):
    from accounts.moderation import account_suspend

    browser = Client()
    browser.force_login(bob)
    assert browser.get("/api/me/").status_code == 200
    account_suspend(staff=mod, user_id=bob.pk, reason="Spam")
    # The open session stops authenticating at once.
    assert browser.get("/api/me/").status_code == 401
    assert not Client().login(username="bob", password="correct horse 9")
    token = Client().post("/api/auth/token/", {"username": "bob", "password": "correct horse 9"})
    assert token.status_code == 403 and "suspended" in token.json()["detail"]
    wrong = Client().post("/api/auth/token/", {"username": "bob", "password": "guess"})
    assert wrong.status_code == 401 and "Wrong username" in wrong.json()["detail"]


def test_the_login_page_says_the_account_is_inactive(bob, mod):
    from accounts.moderation import account_suspend

    account_suspend(staff=mod, user_id=bob.pk, reason="Spam")
    page = Client().post("/accounts/login/", {"login": "bob", "password": "correct horse 9"},
                         follow=True)  # fmt: skip
    assert "inactive" in page.content.decode().lower()
    assert "_auth_user_id" not in page.client.session


def test_a_player_cannot_suspend_anyone(alice, bob, as_alice):
    answer = suspend(as_alice, bob)
    assert answer.status_code == 403 and "Only moderators" in answer.json()["detail"]
    bob.refresh_from_db()
    assert bob.is_active and AccountAction.objects.count() == 0


def test_suspension_needs_a_reason_and_is_not_repeated(bob, mod, as_mod):
    blank = suspend(as_mod, bob, " ")
    assert blank.status_code == 400 and "Give a reason" in blank.json()["detail"]
    assert suspend(as_mod, bob).status_code == 201
    again = suspend(as_mod, bob)
    assert again.status_code == 400 and "already suspended" in again.json()["detail"]
    self_ = suspend(as_mod, mod)
    assert self_.status_code == 400 and "your own account" in self_.json()["detail"]
    missing = as_mod.post("/api/moderation/users/999999/suspend/", {"reason": "x"}, format="json")
    assert missing.status_code == 404


def test_reinstating_lets_the_player_back_in_and_both_decisions_stay_recorded(bob, as_mod):
    suspend(as_mod, bob)
    back = as_mod.post(f"/api/moderation/users/{bob.pk}/reinstate/", {"reason": "Appeal won"},
                       format="json")  # fmt: skip
    assert back.status_code == 201
    assert client_for(bob).get("/api/me/").status_code == 200
    history = list(AccountAction.objects.order_by("id").values_list("action", "reason"))
    assert history == [("suspended", "Cheating"), ("reinstated", "Appeal won")]


def test_a_suspended_players_seat_times_out_and_passes_to_the_bot(alice, bob, mod, settings):
    """Suspended on vacation: the vacation no longer stops the clock; the sweep times the
    seat out as if it did not answer, and after three timeouts the bot plays it."""
    from accounts.moderation import account_suspend

    settings.VITRINE_TIMEOUTS_BEFORE_BOT = 3
    start = datetime(2025, 3, 3, 9, 0, tzinfo=UTC)
    with time_machine.travel(start, tick=False) as clock:
        game = started_nim(alice, bob, time_control={"kind": "per_move", "days": 1})
        if game.to_act == [0]:  # make it Bob's turn
            game = services.game_act(user=alice, game_id=game.pk, version=game.version,
                                     choices=("1",))  # fmt: skip
        vacation_create(user=bob, first_day=date(2025, 3, 3), last_day=date(2025, 3, 12))
        game.refresh_from_db()
        assert game.deadline > start + timedelta(days=9)  # on vacation: the clock stops
        account_suspend(staff=mod, user_id=bob.pk, reason="Cheating")
        game.refresh_from_db()
        assert game.deadline == start + timedelta(days=1)
        bob.refresh_from_db()
        with pytest.raises(Forbidden, match="suspended"):  # e.g. a reply by email
            services.game_act(user=bob, game_id=game.pk, version=game.version, choices=("1",))
        for _ in range(3):
            clock.shift(timedelta(days=1, minutes=1))
            deadlines_sweep()
            game.refresh_from_db()
            if game.to_act == [0]:
                game = services.game_act(user=alice, game_id=game.pk, version=game.version,
                                         choices=("1",))  # fmt: skip
    types = list(Event.objects.filter(game=game, type__in=["SeatTimedOut", "SeatHandedToBot"])
                 .values_list("type", "data__seat"))  # fmt: skip
    assert types == [("SeatTimedOut", 1)] * 3 + [("SeatHandedToBot", 1)]
