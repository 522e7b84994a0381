"""One email can never stop the others, and inbound mail lets nobody in that it should not:
unreadable messages set aside, the Maildir and mbox queues never blocked, the provider
webhook never answering 500, off unless configured, oversize messages refused unread,
replies the sender's domain disowns refused, and a flood from one sender dropped."""

from __future__ import annotations

import base64
import io
import json
import logging
import mailbox
from pathlib import Path

import pytest
from anymail.inbound import AnymailInboundMessage
from anymail.signals import AnymailInboundEvent, inbound
from django.core import mail
from django.core.management import call_command

from games import selectors
from games.models import Event, Game
from notifications.inbound.receive import InboundEmail, inbound_receive
from notifications.models import InboundMail
from notifications.tokens import reply_token
from tests.notifications.conftest import mover, nim_for_two

pytestmark = pytest.mark.django_db
AUTH = "Basic " + base64.b64encode(b"hook:secret").decode()
serial = iter(range(10**6))


def reply_raw(game: Game, player, body: str = "2", *, charset: str = "utf-8",
              extra: str = "", html: bool = False) -> bytes:  # fmt: skip
    """A raw reply by ``player`` to the last email about ``game`` they got."""
    to = [m.reply_to[0] for m in mail.outbox if m.to == [player.email] and m.reply_to
          and m.reply_to[0].startswith(f"reply+{game.pk}-")][-1]  # fmt: skip
    kind = "html" if html else "plain"
    return (f"From: {player.email}\nTo: {to}\nSubject: Re: your move\n"
            f"Message-ID: <f{next(serial)}@client.example>\n{extra}MIME-Version: 1.0\n"
            f"Content-Type: text/{kind}; charset={charset}\n\n{body}\n").encode()  # fmt: skip


def deeply_nested(levels: int) -> bytes:
    body = "Content-Type: text/plain\n\n2\n"
    for level in range(levels):
        body = f'Content-Type: multipart/mixed; boundary="b{level}"\n\n--b{level}\n{body}\n--b{level}--\n'
    return ("From: a@example.org\nTo: x@example.org\nMessage-ID: <deep@x>\n" + body).encode()


def stones(game: Game) -> list[int]:
    return [e.data["n"] for e in Event.objects.filter(game=game, type="StonesTaken")]


@pytest.fixture
def two_games(alice, bob, committed):
    with committed():
        first, second = nim_for_two(alice, bob), nim_for_two(alice, bob)
    return first, second


def test_a_maildir_goes_on_past_an_unknown_charset_and_deep_nesting(
    two_games, alice, bob, tmp_path, committed
):
    first, second = two_games
    box = mailbox.Maildir(tmp_path / "in", create=True)
    box.add(reply_raw(first, mover(first, alice, bob), "3", charset="x-klingon"))
    box.add(deeply_nested(1200))
    box.add(b"\xff\xfe not an email at all \x00\x01")
    box.add(reply_raw(second, mover(second, alice, bob), "1"))
    with committed():
        call_command("receive_mail", maildir=str(tmp_path / "in"))
    assert stones(first) == [3] and stones(second) == [1]
    assert list((tmp_path / "in" / "new").iterdir()) == []
    flagged = [p.name for p in (tmp_path / "in" / "cur").iterdir() if p.name.endswith(",FS")]
    assert len(flagged) == 1  # the deep one, set aside (the garbage was read as a stranger's)


def test_an_mbox_goes_on_past_an_unreadable_message(two_games, alice, bob, tmp_path, committed):
    first, second = two_games
    box = mailbox.mbox(tmp_path / "in.mbox")
    box.add(deeply_nested(1200))
    box.add(reply_raw(first, mover(first, alice, bob), "3", charset="x-klingon"))
    box.add(reply_raw(second, mover(second, alice, bob), "2"))
    box.flush()
    with committed():
        call_command("receive_mail", mbox=str(tmp_path / "in.mbox"))
        call_command("receive_mail", mbox=str(tmp_path / "in.mbox"))  # again: nothing new
    assert stones(first) == [3] and stones(second) == [2]


def test_a_message_over_the_size_limit_is_refused_unread_with_a_reply(
    alice, bob, tmp_path, committed, settings
):
    settings.VITRINE_INBOUND_MAX_BYTES = 50_000
    with committed():
        game = nim_for_two(alice, bob)
    player = mover(game, alice, bob)
    box = mailbox.Maildir(tmp_path / "in", create=True)
    box.add(reply_raw(game, player, "2\n" + "padding line\n" * 8_000))
    with committed():
        call_command("receive_mail", maildir=str(tmp_path / "in"))
    assert stones(game) == []
    refusal = [m for m in mail.outbox if m.to == [player.email]][-1]
    assert ("Your email was too large to read (0.1 MB; the limit is 0.1 MB). Reply again "
            "with only your answer, without attachments.") in refusal.body  # fmt: skip


@pytest.fixture
def webhook_on(settings):
    settings.ANYMAIL = {"WEBHOOK_SECRET": "hook:secret"}
    settings.VITRINE_INBOUND_WEBHOOK = True


def post_raw(client, raw: bytes, **extra):
    return client.post("/anymail/postmark/inbound/",
                       json.dumps({"RawEmail": raw.decode("utf-8", "surrogateescape")}),
                       content_type="application/json", HTTP_AUTHORIZATION=AUTH, **extra)  # fmt: skip


def test_the_webhook_never_answers_500_and_each_message_stands_alone(
    webhook_on, two_games, alice, bob, client, committed
):
    first, second = two_games
    deep = post_raw(client, deeply_nested(1200))  # anymail's own parser gives up
    assert deep.status_code == 400 and b"set aside" in deep.content
    with committed():
        klingon = post_raw(client, reply_raw(first, mover(first, alice, bob), "3",
                                             charset="x-klingon"))  # fmt: skip
        fine = post_raw(client, reply_raw(second, mover(second, alice, bob), "1"))
    assert klingon.status_code == fine.status_code == 200
    assert stones(first) == [3] and stones(second) == [1]


def test_the_webhook_refuses_a_post_bigger_than_its_limit_before_reading_it(
    webhook_on, client, settings
):
    settings.VITRINE_INBOUND_MAX_BYTES = 10_000
    response = post_raw(client, b"From: a@example.org\n\n" + b"x" * 100_000)
    assert response.status_code == 413
    assert InboundMail.objects.count() == 0


def test_a_webhook_message_over_the_size_limit_gets_a_reply_unread(
    webhook_on, alice, bob, client, settings, committed
):
    settings.VITRINE_INBOUND_MAX_BYTES = 20_000  # the post (30 kB) is under 3 x the limit
    with committed():
        game = nim_for_two(alice, bob)
    player = mover(game, alice, bob)
    with committed():
        response = post_raw(client, reply_raw(game, player, "2\n" + "x" * 30_000))
    assert response.status_code == 200 and stones(game) == []
    refusal = [m for m in mail.outbox if m.to == [player.email]][-1]
    assert "Your email was too large to read" in refusal.body


def test_inbound_webhooks_are_off_unless_configured(alice, bob, client, settings, committed):
    with committed():
        game = nim_for_two(alice, bob)
    raw = reply_raw(game, mover(game, alice, bob), "2")
    settings.ANYMAIL = {"WEBHOOK_SECRET": None}
    settings.VITRINE_INBOUND_WEBHOOK = True
    for path in ("/anymail/postmark/inbound/", "/anymail/sendgrid/inbound/",
                 "/anymail/mailgun/inbound/", "/anymail/mandrill/"):  # fmt: skip
        assert client.post(path, {"RawEmail": raw.decode()},
                           content_type="application/json").status_code == 404  # fmt: skip
    settings.ANYMAIL = {"WEBHOOK_SECRET": "hook:secret"}
    settings.VITRINE_INBOUND_WEBHOOK = False
    assert post_raw(client, raw).status_code == 404
    assert stones(game) == [] and InboundMail.objects.count() == 0


def test_a_provider_route_without_its_own_settings_answers_404_not_500(webhook_on, client):
    # Mailgun, Mandrill, Postal and Resend need a signing key of their own.
    for path in ("/anymail/mailgun/inbound/", "/anymail/mandrill/", "/anymail/postal/inbound/",
                 "/anymail/resend/inbound/", "/anymail/mailgun/tracking/"):  # fmt: skip
        response = client.post(path, "{}", content_type="application/json",
                               HTTP_AUTHORIZATION=AUTH)  # fmt: skip
        assert response.status_code == 404, path


def test_a_reply_whose_domain_failed_dmarc_is_refused_silently(alice, bob, committed, caplog):
    with committed():
        game = nim_for_two(alice, bob)
    raw = reply_raw(game, mover(game, alice, bob), "2",
                    extra="Authentication-Results: mx.vitrine.example; spf=pass "
                          "smtp.mailfrom=example.org; dkim=fail; dmarc=fail header.from=example.org\n")  # fmt: skip
    sent = len(mail.outbox)
    with committed(), caplog.at_level(logging.WARNING):
        outcome = inbound_receive(mail=InboundEmail.from_bytes(raw))
    assert outcome.status == "refused" and "dkim=fail, dmarc=fail" in outcome.detail
    assert stones(game) == [] and len(mail.outbox) == sent
    assert "refused: dkim=fail, dmarc=fail" in caplog.text


def test_amazon_ses_verdicts_count_like_the_header(webhook_on, alice, bob, client, committed):
    with committed():
        game = nim_for_two(alice, bob)
    raw = reply_raw(game, mover(game, alice, bob), "2")
    # The event anymail's SES view sends: the parsed message and SES's receipt verdicts.
    event = AnymailInboundEvent(
        event_type="inbound", message=AnymailInboundMessage.parse_raw_mime_bytes(raw),
        esp_event={"receipt": {"spfVerdict": {"status": "PASS"},
                               "dmarcVerdict": {"status": "FAIL"}}})  # fmt: skip
    with committed():
        [(_, outcome)] = inbound.send(sender=None, event=event, esp_name="Amazon SES")
    assert outcome.status == "refused" and "dmarc=fail" in outcome.detail
    assert stones(game) == []


def test_a_flood_from_one_sender_is_dropped_over_the_rate(alice, bob, committed, settings, caplog):
    settings.VITRINE_INBOUND_RATE = "3/h"
    settings.RATELIMIT_ENABLE = True
    with committed():
        game = nim_for_two(alice, bob)
    player = mover(game, alice, bob)
    with committed():
        outcomes = [inbound_receive(mail=InboundEmail.from_bytes(reply_raw(game, player, "9")))
                    for _ in range(4)]  # fmt: skip
    assert [o.status for o in outcomes] == ["rejected", "rejected", "rejected", "limited"]
    assert InboundMail.objects.count() == 3  # the fourth left no trace but a log line
    assert f"inbound mail from {player.email} dropped: over 3/h" in caplog.text


def test_numbers_are_refused_when_the_options_changed_since_the_email_but_words_play(
    alice, bob, committed
):
    """A prompt may keep its id while its options change (Fine Arts' trading loop, when a
    partner is done): the email's numbers would then point at other options."""
    with committed():
        game = nim_for_two(alice, bob)
    player = mover(game, alice, bob)
    seat = game.seats.get(user=player).number
    prompt = selectors.game_state(user=player, game=game)["prompt"]
    old = reply_token(game.pk, seat, prompt["id"], ["1", "2"])  # the email showed two
    address = f"reply+{old}@vitrine.localhost"

    def send(body: str):
        return inbound_receive(mail=InboundEmail(
            message_id=f"<c{next(serial)}@x>", sender=player.email, recipients=(address,),
            subject="Re: move", text=body))  # fmt: skip

    with committed():
        refused = send("2")
    assert refused.status == "rejected"
    assert "The options changed after that email was sent" in refused.detail
    assert "from 1 to 3" in refused.detail  # the real range, as the refusal email lists them
    with committed():
        assert send("Take 2").status == "moved"
    assert stones(game) == [2]


def test_html_only_replies_play_their_words(alice, bob, tmp_path, committed):
    with committed():
        game = nim_for_two(alice, bob)
    html = ('<html><head><meta charset="utf-8"></head><body><div>Take 3</div><div class='
            '"gmail_quote">On Mon, Vitrine wrote:<blockquote>1. Take 1</blockquote></div>'
            "</body></html>")  # fmt: skip
    box = mailbox.Maildir(Path(tmp_path) / "in", create=True)
    box.add(reply_raw(game, mover(game, alice, bob), html, html=True))
    with committed():
        call_command("receive_mail", maildir=str(tmp_path / "in"))
    assert stones(game) == [3]


def test_the_inbound_benchmark_reads_a_reply_and_only_the_header_of_an_oversize_one(settings):
    settings.VITRINE_INBOUND_MAX_BYTES = 20_000
    out = io.StringIO()
    call_command("bench_inbound", "5000", "50000", "--repeat", "1", stdout=out)
    lines = out.getvalue().splitlines()
    assert lines[1].endswith("answer line '2'") and lines[2].endswith("header only (oversize)")
