"""Moving by replying to an email: tokens, the parser, the one inbound service and its
three roads in (dev mailbox form, Maildir/mbox command, the provider webhook)."""

from __future__ import annotations

import mailbox
from datetime import UTC, datetime, timedelta
from email.message import EmailMessage

import pytest
import time_machine
from django.core import mail
from django.core.management import call_command

from games.deadlines.sweep import deadlines_sweep
from games.models import Event, Game, GameStatus
from notifications.inbound.receive import InboundEmail, inbound_receive
from notifications.inbound.replies import Unreadable, answer_from_reply, first_line
from notifications.models import DevMail, InboundMail
from notifications.tokens import read_reply_token, reply_token
from tests.notifications.conftest import mover, nim_for_two

pytestmark = pytest.mark.django_db
counter = iter(range(10**6))


def last_mail_to(user):
    return [m for m in mail.outbox if m.to == [user.email]][-1]


def reply(to_mail, body: str, *, sender: str | None = None, **headers) -> InboundEmail:
    """What a mail client sends when the player answers ``to_mail`` (a sent email)."""
    quoted = "\n".join("> " + line for line in to_mail.body.splitlines())
    return InboundEmail(
        message_id=f"<r{next(counter)}@client.example>",
        sender=sender or to_mail.to[0],
        recipients=tuple(to_mail.reply_to),
        subject="Re: " + to_mail.subject,
        text=f"{body}\n\nOn Mon, 3 Mar 2025 at 09:00, Vitrine wrote:\n{quoted}\n",
        headers={k.lower().replace("_", "-"): v for k, v in headers.items()},
    )


@pytest.mark.parametrize(
    ("body", "line"),
    [
        ("2\n\nOn Mon, 3 Mar 2025, Vitrine <v@x> wrote:\n> 1. Take 1\n", "2"),
        ("  1 3  \n--\nBob\nSent from my phone", "1 3"),
        ("\n\n2\r\n\r\nLe lun. 3 mars 2025, Vitrine a écrit :\r\n> Choisissez\r\n", "2"),
        ("> quoted first\n3\n", "3"),
        ("Take the pledge\n\n-- \nAlice Liddell\nWonderland", "Take the pledge"),
    ],
)
def test_the_answer_is_the_first_line_that_is_neither_quote_nor_signature(body, line):
    assert first_line(body) == line


PROMPT = {"kind": "choose", "min": 1, "max": 2, "options": [
    {"id": "gate", "label": "Gate"}, {"id": "stone", "label": "Starry Stone"},
    {"id": "owl", "label": "Owl"}]}  # fmt: skip


def test_option_numbers_ids_and_text_are_read_from_the_first_line():
    assert answer_from_reply("2", PROMPT).choices == ("stone",)
    assert answer_from_reply("1, 3.", PROMPT).choices == ("gate", "owl")
    assert answer_from_reply("Owl", PROMPT).choices == ("owl",)
    assert answer_from_reply("A lonely tower", {"kind": "text"}).text == "A lonely tower"
    with pytest.raises(Unreadable, match="of the options 1 to 3"):
        answer_from_reply("9", PROMPT)
    with pytest.raises(Unreadable, match="no answer"):
        answer_from_reply("> only a quote", PROMPT)


def test_a_reply_token_cannot_be_forged_or_moved_to_another_seat_or_game():
    token = reply_token(12, 1, "take-20")
    assert read_reply_token(token).answers("take-20")
    assert not read_reply_token(token).answers("take-19")
    game, seat, digest, sig = token.split("-")
    assert read_reply_token(f"{game}-0-{digest}-{sig}") is None
    assert read_reply_token(f"13-{seat}-{digest}-{sig}") is None
    assert read_reply_token(f"{game}-{seat}-{digest}-{'a' * 24}") is None
    assert read_reply_token(token.upper()) is not None  # mail servers may change the case


def test_a_whole_game_is_played_by_email_replies_alone(alice, bob, committed):
    with committed():
        game = nim_for_two(alice, bob, pile=9)
    for _ in range(20):
        game.refresh_from_db()
        if game.status != GameStatus.ACTIVE:
            break
        player = mover(game, alice, bob)
        with committed():
            outcome = inbound_receive(mail=reply(last_mail_to(player), "1"))
        assert outcome.status == "moved", outcome
    game.refresh_from_db()
    assert game.status == GameStatus.FINISHED
    assert Event.objects.filter(game=game, type="StonesTaken").count() == 9
    assert all(m.subject.endswith("is over") for m in (last_mail_to(alice), last_mail_to(bob)))


def test_a_replayed_reply_is_played_once_and_an_old_token_is_refused_with_the_new_prompt(
    alice, bob, committed
):
    with committed():
        game = nim_for_two(alice, bob)
    player = mover(game, alice, bob)
    email = last_mail_to(player)
    first = reply(email, "2")
    with committed():
        assert inbound_receive(mail=first).status == "moved"
        assert inbound_receive(mail=first).status == "duplicate"
    game.refresh_from_db()
    # Same token, new Message-ID: the question it answered is gone.
    with committed():
        again = inbound_receive(mail=reply(email, "1"))
    assert again.status == "rejected" and "already answered" in again.detail
    assert Event.objects.filter(game=game, type="StonesTaken").count() == 1


def test_an_illegal_or_unreadable_reply_changes_nothing_and_says_why_with_the_prompt(
    alice, bob, committed
):
    with committed():
        game = nim_for_two(alice, bob, pile=5)
    player = mover(game, alice, bob)
    version = Game.objects.get(pk=game.pk).version
    with committed():
        outcome = inbound_receive(mail=reply(last_mail_to(player), "take them all"))
    assert outcome.status == "rejected"
    refusal = last_mail_to(player)
    assert refusal.subject.endswith("was not played")
    assert "'take them all' is not one of the options" in refusal.body
    assert "5 stones left. How many do you take?\n  1. Take 1" in refusal.body
    assert refusal.reply_to  # and it can be answered again
    assert Game.objects.get(pk=game.pk).version == version
    with committed():
        assert inbound_receive(mail=reply(refusal, "3")).status == "moved"


def test_a_reply_from_another_address_or_with_a_forged_token_is_refused_silently(
    alice, bob, committed
):
    with committed():
        game = nim_for_two(alice, bob)
    email = last_mail_to(mover(game, alice, bob))
    sent = len(mail.outbox)
    assert inbound_receive(mail=reply(email, "1", sender="mallory@example.net")).status == "refused"
    forged = reply(email, "1")
    swapped = email.reply_to[0].split("@")[0].split("-")
    swapped[1] = "1" if swapped[1] == "0" else "0"
    forged = InboundEmail(**{**forged.__dict__, "message_id": "<forged@x>",
                             "recipients": ("-".join(swapped) + "@vitrine.localhost",)})  # fmt: skip
    assert inbound_receive(mail=forged).status == "refused"
    assert len(mail.outbox) == sent and Game.objects.get(pk=game.pk).version == game.version


def test_auto_replies_and_bounces_are_dropped_without_an_answer(alice, bob, committed):
    with committed():
        game = nim_for_two(alice, bob)
    email = last_mail_to(mover(game, alice, bob))
    sent = len(mail.outbox)
    away = reply(email, "I am out of the office", auto_submitted="auto-replied")
    bounce = reply(email, "Delivery failed", sender="MAILER-DAEMON@example.org")
    assert inbound_receive(mail=away).status == "dropped"
    assert inbound_receive(mail=bounce).status == "dropped"
    assert len(mail.outbox) == sent


def test_a_reply_racing_a_timeout_is_refused_after_the_timeout_won(alice, bob, committed):
    with time_machine.travel(datetime(2025, 3, 3, 9, 0, tzinfo=UTC), tick=False) as clock:
        with committed():
            game = nim_for_two(alice, bob)
        player = mover(game, alice, bob)
        late_email = last_mail_to(player)
        clock.shift(timedelta(days=3, minutes=1))
        with committed():
            deadlines_sweep()
            outcome = inbound_receive(mail=reply(late_email, "3"))
    assert outcome.status == "rejected" and "timed out" in outcome.detail
    taken = [e.data["n"] for e in Event.objects.filter(game=game, type="StonesTaken")]
    assert taken == [1]  # the timeout's default, not the late "3"


def test_the_dev_mailbox_form_replies_as_the_player(alice, bob, client, settings, committed):
    settings.DEV_MAILBOX = True
    settings.EMAIL_BACKEND = "notifications.devmailbox.DevMailboxBackend"
    with committed():
        game = nim_for_two(alice, bob)
    player = mover(game, alice, bob)
    caught = DevMail.objects.filter(to=player.email, subject__startswith="[Vitrine] Your").get()
    client.force_login(player)  # the mailbox shows each person their own mail
    page = client.get(f"/dev/mailbox/{caught.pk}/")
    assert b"Reply as " + player.email.encode() in page.content
    with committed():
        response = client.post(f"/dev/mailbox/{caught.pk}/", {"body": "2"}, follow=True)
    assert b"Your move was played." in response.content
    assert Event.objects.get(game=game, type="StonesTaken").data["n"] == 2


def as_stdlib_message(email_: InboundEmail) -> bytes:
    msg = EmailMessage()
    msg["From"], msg["To"] = email_.sender, ", ".join(email_.recipients)
    msg["Subject"], msg["Message-ID"] = email_.subject, email_.message_id
    msg.set_content(email_.text)
    return bytes(msg)


def test_the_receive_mail_command_plays_the_replies_in_a_maildir_once(
    alice, bob, tmp_path, committed
):
    with committed():
        game = nim_for_two(alice, bob)
    box = mailbox.Maildir(tmp_path / "replies", create=True)
    box.add(mailbox.MaildirMessage(as_stdlib_message(reply(last_mail_to(mover(game, alice,
                                                                            bob)), "1"))))  # fmt: skip
    with committed():
        call_command("receive_mail", maildir=str(tmp_path / "replies"))
        call_command("receive_mail", maildir=str(tmp_path / "replies"))  # moved to cur/: skipped
    assert Event.objects.filter(game=game, type="StonesTaken").count() == 1
    assert InboundMail.objects.get().outcome == "moved"


def test_the_receive_mail_command_reads_an_mbox(alice, bob, tmp_path, committed):
    with committed():
        game = nim_for_two(alice, bob)
    box = mailbox.mbox(tmp_path / "replies.mbox")
    box.add(as_stdlib_message(reply(last_mail_to(mover(game, alice, bob)), "3")))
    box.flush()
    with committed():
        call_command("receive_mail", mbox=str(tmp_path / "replies.mbox"))
    assert Event.objects.get(game=game, type="StonesTaken").data["n"] == 3


def test_a_provider_webhook_posts_a_reply_through_anymail(alice, bob, client, settings, committed):
    settings.ANYMAIL = {"WEBHOOK_SECRET": "hook:secret"}
    settings.VITRINE_INBOUND_WEBHOOK = True
    with committed():
        game = nim_for_two(alice, bob)
    raw = as_stdlib_message(reply(last_mail_to(mover(game, alice, bob)), "2")).decode()
    with committed():
        response = client.post("/anymail/postmark/inbound/", {"RawEmail": raw},
                               content_type="application/json",
                               HTTP_AUTHORIZATION="Basic aG9vazpzZWNyZXQ=")  # fmt: skip
    assert response.status_code == 200
    assert Event.objects.get(game=game, type="StonesTaken").data["n"] == 2
    denied = client.post("/anymail/postmark/inbound/", {"RawEmail": raw},
                         content_type="application/json")  # fmt: skip
    assert denied.status_code == 400
