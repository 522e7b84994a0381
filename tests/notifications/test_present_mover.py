"""A player who answers on the site or through the API and is asked again at once (a
solitaire game of Menagerie: every answer is followed by the next prompt) reads that
prompt in the answer they got: no "your turn" email about it. A player who answered by
email gets the next prompt by email, to answer it the same way; a webhook hears every
prompt whatever the road; and the other players are emailed as before."""

from __future__ import annotations

import pytest
from django.core import mail

from games import services
from games.models import GameStatus
from notifications.inbound.receive import inbound_receive
from notifications.models import Notification, Webhook
from tests.notifications.conftest import mover, nim_for_two
from tests.notifications.test_replies import last_mail_to, reply

pytestmark = pytest.mark.django_db


def solitaire(player, committed):
    with committed():
        game = services.game_create(user=player, kind="menagerie", seats=1)
    assert game.status == GameStatus.ACTIVE and game.to_act == [0]
    return game


def answer_over_the_api(client, game) -> dict:
    state = client.get(f"/api/games/{game.pk}/state/").json()
    prompt = state["prompt"]
    body = {"version": state["version"],
            "choices": [o["id"] for o in prompt["options"][: max(prompt.get("min", 1), 1)]]}  # fmt: skip
    answered = client.post(f"/api/games/{game.pk}/act/", body, format="json")
    assert answered.status_code == 200, answered.content
    return answered.json()


def turn_emails(user) -> list:
    """The "Your move in ..." emails the player received."""
    return [m for m in mail.outbox if m.to == [user.email] and "Your move in" in m.subject]


def test_answering_on_the_site_brings_no_email_about_the_next_prompt(alice, as_alice, committed):
    game = solitaire(alice, committed)
    assert len(turn_emails(alice)) == 1  # the first prompt: the game started without her
    for _ in range(3):
        with committed():
            after = answer_over_the_api(as_alice, game)
        assert after["prompt"] is not None, "asked again at once, in the answer itself"
    assert len(turn_emails(alice)) == 1
    assert not Notification.objects.filter(user=alice, kind="your_turn", channel="email",
                                           version__gt=game.version).exists()  # fmt: skip


def test_answering_by_email_brings_the_next_prompt_by_email(alice, committed):
    game = solitaire(alice, committed)
    for n in range(2, 4):
        with committed():
            outcome = inbound_receive(mail=reply(last_mail_to(alice), "1"))
        assert outcome.status == "moved", outcome
        game.refresh_from_db()
        assert game.to_act == [0] and game.version > 1
        assert len(turn_emails(alice)) == n  # each answer by email: the next prompt by email


def test_a_webhook_hears_the_next_prompt_whatever_the_road(alice, as_alice, committed):
    Webhook.objects.create(user=alice, url="https://hooks.example/alice", format="json",
                           secret="whsec_" + "a" * 32)  # fmt: skip
    game = solitaire(alice, committed)
    with committed():
        after = answer_over_the_api(as_alice, game)
    hooked = Notification.objects.filter(user=alice, kind="your_turn", channel="webhook",
                                         version=after["version"])  # fmt: skip
    assert hooked.count() == 1
    assert not Notification.objects.filter(user=alice, kind="your_turn", channel="email",
                                           version=after["version"]).exists()  # fmt: skip


def test_the_creator_of_a_game_hears_its_first_prompt_by_email_and_webhook(alice, committed):
    """The creator is read with their preferences and webhooks when the game is made (no
    seat of theirs was read before it existed)."""
    Webhook.objects.create(user=alice, url="https://hooks.example/alice", format="json",
                           secret="whsec_" + "a" * 32)  # fmt: skip
    game = solitaire(alice, committed)
    first = Notification.objects.filter(user=alice, game=game, kind="your_turn")
    assert sorted(first.values_list("channel", flat=True)) == ["email", "webhook"]
    assert len(turn_emails(alice)) == 1


def test_the_next_player_is_emailed_as_before(alice, bob, as_alice, as_bob, committed):
    with committed():
        game = nim_for_two(alice, bob)
    first = mover(game, alice, bob)
    other = bob if first == alice else alice
    before = len(turn_emails(other))
    with committed():
        answer_over_the_api(as_alice if first == alice else as_bob, game)
    assert len(turn_emails(other)) == before + 1
    assert turn_emails(other)[-1].to == [other.email]
