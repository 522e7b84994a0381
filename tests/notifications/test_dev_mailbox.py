"""The development mailbox shows each person their own mail only, and says so: before,
anyone could read every player's mail and play their moves with its reply form. Staff see
everything; a visitor who just signed up sees their verification email in that browser."""

from __future__ import annotations

import pytest
from django.core.cache import cache
from django.test import Client

from games.models import Event
from notifications.models import DevMail
from tests.notifications.conftest import mover, nim_for_two

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def dev_mailbox(settings):
    settings.DEV_MAILBOX = True
    settings.EMAIL_BACKEND = "notifications.devmailbox.DevMailboxBackend"


def signed_in(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


def your_move_mail(game, player) -> DevMail:
    return DevMail.objects.get(to=player.email, subject__startswith="[Vitrine] Your")


def test_a_player_reads_their_own_mail_and_not_the_others(alice, bob, committed):
    with committed():
        game = nim_for_two(alice, bob)
    player = mover(game, alice, bob)
    other = bob if player == alice else alice
    theirs = your_move_mail(game, player)
    page = signed_in(other).get("/dev/mailbox/").content.decode()
    assert f"You see the mail sent to {other.email}, and nobody else" in page
    assert player.email not in page and theirs.subject not in page
    assert signed_in(other).get(f"/dev/mailbox/{theirs.pk}/").status_code == 404
    own = signed_in(player).get(f"/dev/mailbox/{theirs.pk}/").content.decode()
    assert f"Reply as {player.email}" in own


def test_nobody_plays_another_players_move_through_the_reply_form(alice, bob, committed):
    with committed():
        game = nim_for_two(alice, bob)
    player = mover(game, alice, bob)
    other = bob if player == alice else alice
    theirs = your_move_mail(game, player)
    for client in (Client(), signed_in(other)):
        with committed():
            refused = client.post(f"/dev/mailbox/{theirs.pk}/", {"body": "2"})
        assert refused.status_code == 404
    assert not Event.objects.filter(game=game, type="StonesTaken").exists()


def test_a_visitor_who_is_not_signed_in_sees_no_mail_and_is_told_to_sign_in(alice, bob, committed):
    with committed():
        nim_for_two(alice, bob)
    page = Client().get("/dev/mailbox/").content.decode()
    assert "You see only your own mail" in page and "sign in" in page
    assert "alice@example.org" not in page and "[Vitrine]" not in page


def test_staff_see_everyones_mail(alice, bob, django_user_model, committed):
    with committed():
        nim_for_two(alice, bob)
    staff = django_user_model.objects.create_user("ops", "ops@example.org", "x", is_staff=True)
    page = signed_in(staff).get("/dev/mailbox/").content.decode()
    assert "You are staff, so you see everyone's mail." in page
    assert "alice@example.org" in page and "bob@example.org" in page


def test_a_new_visitor_reads_their_verification_email_in_the_browser_they_signed_up_in():
    cache.clear()  # allauth's rate limits live there
    visitor, stranger = Client(), Client()
    visitor.post("/accounts/signup/", {
        "email": "dana@example.org", "username": "dana",
        "password1": "a long pass phrase 42", "password2": "a long pass phrase 42",
    })  # fmt: skip
    confirm = DevMail.objects.get(to="dana@example.org")
    page = visitor.get("/dev/mailbox/").content.decode()
    assert "You see the mail sent to dana@example.org" in page and confirm.subject in page
    assert visitor.get(f"/dev/mailbox/{confirm.pk}/").status_code == 200
    assert confirm.subject not in stranger.get("/dev/mailbox/").content.decode()
    assert stranger.get(f"/dev/mailbox/{confirm.pk}/").status_code == 404
