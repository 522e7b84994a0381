"""The inbound email corpus: replies as mail programs and machines really send them (the
files in corpus/, plus a few made here: deep nesting, 10 MB, tokens forged, stale or moved
to another seat), each delivered through a Maildir and the real ``receive_mail`` command.

Per case, one of: it moves (the game advanced by that many stones); a person gets a clear
refusal (the email's words are read) and nothing changed; a machine's message, or one we
cannot trust, is dropped silently (or set aside when unreadable). Never a crash, and the
Maildir queue is never blocked: every case goes into one Maildir, one game each, valid
replies behind bad ones, and one run of the command handles them all.
"""

from __future__ import annotations

import base64
import mailbox
from dataclasses import dataclass
from pathlib import Path

import pytest
from django.core import mail
from django.core.management import call_command

from games import selectors
from games.models import Event, Game
from notifications.models import QuarantinedMail
from notifications.tokens import reply_token
from tests.notifications.conftest import mover, nim_for_two

pytestmark = pytest.mark.django_db
CORPUS = Path(__file__).parent / "corpus"
serial = iter(range(10**6))


@dataclass(frozen=True)
class Case:
    fixture: str
    expect: str  # "moved", "refusal", "silent" (dropped or refused), "quarantined"
    detail: str | int = ""  # stones taken, or words the refusal email must contain
    token: str = "good"  # good, forged, stale, other-seat, seat-edited
    sender: str = "player"  # player, stranger


CASES = [
    Case("plain_top_posted.eml", "moved", 2),
    Case("plain_bottom_posted.eml", "moved", 3),
    Case("plain_words.eml", "moved", 3),  # "Take 3 please"
    Case("plain_ambiguous_words.eml", "refusal",
         "'Take' could mean more than one option: 1. Take 1; 2. Take 2; 3. Take 3."),
    Case("plain_out_of_range.eml", "refusal", "'7' is not one of the options. Reply with "
         "the number of your choice, from 1 to 3, or the words of one option"),
    Case("signature_dashdash.eml", "moved", 1),
    Case("sent_from_my_iphone.eml", "moved", 2),
    Case("outlook_plain_from_sent.eml", "moved", 1),
    Case("forwarded_with_answer.eml", "moved", 2),
    Case("forwarded_without_answer.eml", "refusal", "The reply had no answer on its first line."),
    Case("html_only_gmail.eml", "moved", 2),
    Case("html_only_outlook.eml", "moved", 1),
    Case("html_only_apple_bottom_posted.eml", "moved", 3),
    Case("multipart_alternative.eml", "moved", 2),
    Case("quoted_printable.eml", "moved", 3),
    Case("base64.eml", "moved", 2),
    Case("latin1.eml", "moved", 1),
    Case("windows1252.eml", "moved", 3),
    Case("iso2022jp.eml", "moved", 2),
    Case("unknown_charset.eml", "moved", 3),
    Case("attachment.eml", "moved", 3),
    Case("nul_in_subject.eml", "moved", 2),
    Case("dkim_pass_spf_softfail.eml", "moved", 1),
    Case("header_only.eml", "refusal", "The reply had no answer on its first line."),
    Case("malformed_mime.eml", "refusal", "The reply had no answer on its first line."),
    Case("auto_submitted.eml", "silent"),
    Case("x_autoreply.eml", "silent"),
    Case("precedence_bulk.eml", "silent"),
    Case("bounce_dsn.eml", "silent"),
    Case("dmarc_fail.eml", "silent"),
    Case("plain_top_posted.eml", "silent", token="forged"),
    Case("plain_top_posted.eml", "silent", token="other-seat"),
    Case("plain_top_posted.eml", "silent", token="seat-edited"),
    Case("plain_top_posted.eml", "silent", sender="stranger"),
    Case("plain_top_posted.eml", "refusal", "That question was already answered", token="stale"),
    Case("(made) deep_nesting", "quarantined"),  # 1,500 nested multiparts
    Case("(made) deep_forwards", "quarantined"),  # 1,000 nested message/rfc822 parts
    Case("(made) ten_megabytes", "refusal",
         "Your email was too large to read (10.0 MB; the limit is 1.0 MB)."),
]  # fmt: skip


def made(name: str) -> bytes:
    head = ("From: Alice <{from}>\nTo: {to}\nSubject: Re: Your move\nMessage-ID: {message_id}\n"
            "MIME-Version: 1.0\n")  # fmt: skip
    if name == "deep_nesting":
        body = "Content-Type: text/plain\n\n2\n"
        for level in range(1500):
            body = (f'Content-Type: multipart/mixed; boundary="b{level}"\n\n--b{level}\n'
                    f"{body}\n--b{level}--\n")  # fmt: skip
        return (head + body).encode()
    if name == "deep_forwards":  # no boundary at all: the parser itself must give up
        body = "From: x@example.org\nContent-Type: text/plain\n\n2\n"
        for _ in range(1000):
            body = "From: x@example.org\nContent-Type: message/rfc822\n\n" + body
        return (head + body).encode()
    if name == "ten_megabytes":
        blob = base64.encodebytes(b"\x89PNG" + bytes(range(256)) * 29_000)
        return (head + 'Content-Type: multipart/mixed; boundary="m"\n\n--m\nContent-Type: '
                "text/plain\n\n2\n--m\nContent-Type: image/png\nContent-Transfer-Encoding: "
                "base64\n\n").encode() + blob + b"--m--\n"  # fmt: skip
    raise ValueError(name)


def render(case: Case, game: Game, player, other) -> bytes:
    """The case's message, addressed with a real (or deliberately wrong) reply token."""
    name = case.fixture
    raw = made(name.split(" ")[1]) if name.startswith("(made)") else (CORPUS / name).read_bytes()
    seat = game.seats.get(user=player).number
    prompt = selectors.game_state(user=player, game=game)["prompt"]
    option_ids = [o["id"] for o in prompt["options"]]
    token = {
        "good": lambda: current_token(game, player),
        "forged": lambda: current_token(game, player)[:-4] + "aaaa",
        "stale": lambda: reply_token(game.pk, seat, "an-earlier-question"),
        # A valid token of the other seat (an email forwarded to this player, say)...
        "other-seat": lambda: reply_token(game.pk, 1 - seat, prompt["id"], option_ids),
        # ...and this player's token with its seat number edited.
        "seat-edited": lambda: current_token(game, player).replace(f"-{seat}-", f"-{1 - seat}-", 1),
    }[case.token]()
    sender = player.email if case.sender == "player" else "mallory@example.net"
    return (raw.replace(b"{to}", f"reply+{token}@vitrine.localhost".encode())
            .replace(b"{from}", sender.encode())
            .replace(b"{message_id}", f"<corpus-{next(serial)}@client.example>".encode()))  # fmt: skip


def current_token(game: Game, user) -> str:
    """The token in the Reply-To of the last email ``user`` got about ``game``."""
    sent = [m.reply_to[0] for m in mail.outbox if m.to == [user.email] and m.reply_to
            and m.reply_to[0].startswith(f"reply+{game.pk}-")]  # fmt: skip
    return sent[-1].split("+", 1)[1].split("@")[0]


def deliver(tmp_path: Path, *messages: bytes) -> None:
    box = mailbox.Maildir(tmp_path / "Maildir", create=True)
    for raw in messages:
        box.add(raw)
    call_command("receive_mail", maildir=str(tmp_path / "Maildir"))
    assert not list((tmp_path / "Maildir" / "new").iterdir()), "a message stayed in new/"


def taken(game: Game) -> list[int]:
    return [e.data["n"] for e in Event.objects.filter(game=game, type="StonesTaken")]


def problems(case: Case, game: Game, player, version_before: int, new_mail: list) -> list:
    """What is wrong with ``case``'s outcome (empty if it went as expected)."""
    game.refresh_from_db()
    if case.expect == "moved":
        return [] if taken(game) == [case.detail] else [f"took {taken(game)}"]
    if taken(game) or game.version != version_before:
        return [f"the game changed: took {taken(game)}"]
    about = [m for m in new_mail if m.reply_to and m.reply_to[0].startswith(f"reply+{game.pk}-")]
    if case.expect != "refusal":
        return [f"{len(about)} email(s) sent"] if about else []
    if len(about) != 1 or about[0].to != [player.email]:
        return [f"{len(about)} email(s) sent instead of one refusal to the player"]
    body = about[0].body
    wanted = [about[0].subject.endswith("was not played"), case.detail in body,
              "20 stones left. How many do you take?" in body]  # asked again  # fmt: skip
    return [] if all(wanted) else [f"the refusal reads: {body[:600]}"]


def test_every_case_in_one_maildir_run(alice, bob, tmp_path, committed):
    """All cases in one Maildir, one game each, delivered in one ``receive_mail`` run:
    each goes as its case says, and every valid reply behind a bad one is played."""
    games, raws = [], []
    for case in CASES:
        with committed():
            game = nim_for_two(alice, bob)
        player = mover(game, alice, bob)
        games.append((case, game, player, game.version))
        raws.append(render(case, game, player, bob if player == alice else alice))
    sent = len(mail.outbox)
    with committed():
        deliver(tmp_path, *raws)
    wrong = {f"{c.fixture} ({c.token}, {c.sender})": problems(c, g, p, v, mail.outbox[sent:])
             for c, g, p, v in games}  # fmt: skip
    assert {name: found for name, found in wrong.items() if found} == {}
    assert QuarantinedMail.objects.count() == sum(c.expect == "quarantined" for c in CASES)


def test_a_replayed_reply_moves_once(alice, bob, tmp_path, committed):
    with committed():
        game = nim_for_two(alice, bob)
    raw = render(CASES[0], game, mover(game, alice, bob), None)
    with committed():
        deliver(tmp_path, raw, raw)
        deliver(tmp_path, raw)
    assert taken(game) == [2]
