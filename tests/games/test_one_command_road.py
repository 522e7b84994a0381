"""One road for every move: the API, an email reply, the bots and the deadline sweep all
reach ``games.services``, so each refusal reads the same on every road in."""

from __future__ import annotations

import pytest
from django.core import mail

from games import handover, selectors, services
from games.bots import bots_play
from games.models import Event, Game, GameStatus
from notifications.inbound.receive import InboundEmail, inbound_receive
from shared.errors import IllegalAction
from tests.conftest import client_for
from tests.notifications.conftest import mover, nim_for_two

pytestmark = pytest.mark.django_db


@pytest.fixture
def committed(django_capture_on_commit_callbacks):
    """Run what a command queues on commit (sending emails) as it commits."""
    return lambda: django_capture_on_commit_callbacks(execute=True)


def last_mail_to(user):
    return [m for m in mail.outbox if m.to == [user.email]][-1]


def reply(to_mail, body: str, n: int) -> InboundEmail:
    return InboundEmail(message_id=f"<road{n}@client.example>", sender=to_mail.to[0],
                        recipients=tuple(to_mail.reply_to), subject="Re: " + to_mail.subject,
                        text=f"{body}\n", headers={})  # fmt: skip


def api_move(user, game: Game):
    return client_for(user).post(f"/api/games/{game.pk}/act/",
                                 {"version": game.version, "choices": ["1"]}, format="json")  # fmt: skip


def test_a_move_on_a_bot_held_seat_is_refused_in_the_same_words_by_api_and_email(
    alice,
    bob,
    committed,
    settings,
):
    settings.VITRINE_TIMEOUTS_BEFORE_BOT = 1
    with committed():
        game = nim_for_two(alice, bob)
    player = mover(game, alice, bob)
    email = last_mail_to(player)
    seat = game.to_act[0]
    services.game_time_out(game_id=game.pk, seat=seat, version=game.version)  # bot takes over
    game.refresh_from_db()
    assert game.seats.get(number=seat).bot
    before = game.version

    by_api = api_move(player, game)
    by_email = inbound_receive(mail=reply(email, "1", 1))

    words = "Your seat is being played by the bot; take it back first."
    assert by_api.status_code == 403 and by_api.json()["detail"] == words
    assert by_email.status == "rejected" and by_email.detail == words
    assert Game.objects.get(pk=game.pk).version == before
    # A bot-held seat is asked nothing, whatever the rules ask of it.
    state = selectors.game_state(user=player, game=Game.objects.get(pk=game.pk))
    assert state["prompt"] is None


def test_a_reply_on_a_finished_game_gets_the_words_the_api_gives(alice, bob, committed):
    with committed():
        game = nim_for_two(alice, bob, pile=5)
    first_email = last_mail_to(mover(game, alice, bob))
    while game.status == GameStatus.ACTIVE:
        player = mover(game, alice, bob)
        prompt = selectors.game_state(user=player, game=game)["prompt"]
        game = services.game_act(user=player, game_id=game.pk, version=game.version,
                                 choices=(prompt["options"][-1]["id"],))  # fmt: skip
    assert game.status == GameStatus.FINISHED
    player = alice if first_email.to == [alice.email] else bob

    by_api = api_move(player, game)
    with committed():
        by_email = inbound_receive(mail=reply(first_email, "1", 2))

    words = "You cannot move: the game is finished."
    assert by_api.status_code == 400 and by_api.json()["detail"] == words
    assert by_email.status == "rejected" and by_email.detail == words
    refusal = last_mail_to(player)
    assert refusal.subject.endswith("was not played") and words in refusal.body


def test_an_email_reply_to_a_question_already_answered_changes_nothing(alice, bob, committed):
    with committed():
        game = nim_for_two(alice, bob)
    player = mover(game, alice, bob)
    email = last_mail_to(player)
    game = services.game_act(user=player, game_id=game.pk, version=game.version,
                             choices=("1",))  # fmt: skip
    outcome = inbound_receive(mail=reply(email, "2", 3))
    assert outcome.status == "rejected" and "already answered" in outcome.detail
    assert Game.objects.get(pk=game.pk).version == game.version


def test_bots_move_by_their_one_road_until_a_human_must_act(alice):
    game = services.game_create(user=alice, kind="nim", seats=2, bots=1,
                                options={"pledges": False, "pile": 20})  # fmt: skip
    game.refresh_from_db()
    if game.to_act == [0]:  # Alice first: she moves, then the bot owes an answer
        game = services.game_act(user=alice, game_id=game.pk, version=game.version,
                                 choices=("1",))  # fmt: skip
    played = bots_play(game.pk)
    game.refresh_from_db()
    assert played.moves == 1 and not played.paused
    assert game.to_act == [0]
    assert Event.objects.filter(game=game, actor=1).count() == 1
    assert bots_play(game.pk).moves == 0  # nothing owed: nothing moves


def test_a_timeout_on_a_bot_held_seat_is_refused(alice, bob, settings):
    """The sweep times out players, never the bot: the service says so, not the sweep."""
    settings.VITRINE_TIMEOUTS_BEFORE_BOT = 1
    game = nim_for_two(alice, bob)
    seat = game.to_act[0]
    game = services.game_time_out(game_id=game.pk, seat=seat, version=game.version)
    assert game.seats.get(number=seat).bot
    game = services.game_time_out(game_id=game.pk, seat=1 - seat, version=game.version)
    assert game.to_act == [seat]  # the bot owes the answer now
    with pytest.raises(IllegalAction, match="owes no answer right now"):
        services.game_time_out(game_id=game.pk, seat=seat, version=game.version)


def test_a_seat_taken_back_after_the_game_ends_is_refused_in_the_words_of_a_move(
    alice, bob, carol, settings
):
    """Handing seats over guards the game's status as every command does: one sentence."""
    settings.VITRINE_TIMEOUTS_BEFORE_BOT = 1
    game = nim_for_two(alice, bob)
    seat = game.to_act[0]
    game = services.game_time_out(game_id=game.pk, seat=seat, version=game.version)
    owner = game.seats.get(number=seat).user
    carol.is_staff = True
    carol.save()
    services.game_abort_by_moderator(staff=carol, game_id=game.pk, reason="Stuck.")

    with pytest.raises(IllegalAction) as taking:
        handover.game_take_back(user=owner, game_id=game.pk)
    with pytest.raises(IllegalAction) as offering:
        handover.game_offer_seat(user=owner, game_id=game.pk, seat=seat)
    assert taking.value.message == "You cannot take your seat back: the game is aborted."
    assert offering.value.message == "You cannot offer a seat: the game is aborted."
