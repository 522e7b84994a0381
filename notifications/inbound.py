"""Moves by email reply: one service that every road in feeds (the provider webhook via
django-anymail's inbound signal, the ``receive_mail`` command reading a Maildir or mbox,
and the dev mailbox's reply form).

A reply plays a move only when all of this holds: it is not an auto-reply or a bounce
(those are dropped silently, so two robots never answer each other); its Message-ID is
new; its recipient carries a reply token we signed; it comes from the address of the
player who holds that seat; the seat's prompt is still the one the token names; and its
first line is a legal answer. Otherwise nothing changes, and (except for strangers and
forged tokens) the player gets an email saying why, with the current prompt again.
"""

from __future__ import annotations

import email.policy
import email.utils
import hashlib
import logging
from dataclasses import dataclass, field
from email.message import Message

from allauth.account.models import EmailAddress
from django.db import IntegrityError, transaction

from games import selectors, services
from games.errors import Forbidden, IllegalAction, NotFound, StaleVersion
from games.models import Game, GameStatus
from notifications.models import InboundMail, Kind
from notifications.outbox import queue
from notifications.replies import Unreadable, answer_from_reply
from notifications.tokens import find_reply_token, read_reply_token

log = logging.getLogger(__name__)
AUTO_PRECEDENCE = {"bulk", "junk", "list", "auto_reply"}
ROBOT_SENDERS = {"mailer-daemon", "postmaster", "noreply", "no-reply"}


@dataclass(frozen=True)
class InboundEmail:
    """A received email, reduced to what the service reads (header names lower-case)."""

    message_id: str
    sender: str
    recipients: tuple[str, ...]
    subject: str
    text: str
    headers: dict[str, str] = field(default_factory=dict)
    content_type: str = "text/plain"

    @classmethod
    def from_message(cls, msg: Message) -> InboundEmail:
        """From a parsed email (stdlib Message, or anymail's AnymailInboundMessage)."""
        headers = {k.lower(): str(v) for k, v in msg.items()}
        recipients = [a for _, a in email.utils.getaddresses(
            msg.get_all("to", []) + msg.get_all("cc", []) + msg.get_all("delivered-to", [])
            + msg.get_all("x-original-to", []))]  # fmt: skip
        return cls(
            message_id=(msg.get("message-id") or "").strip(),
            sender=email.utils.parseaddr(str(msg.get("from", "")))[1],
            recipients=tuple(recipients),
            subject=str(msg.get("subject", "")),
            text=_plain_text(msg),
            headers=headers,
            content_type=msg.get_content_type(),
        )

    @classmethod
    def from_bytes(cls, raw: bytes) -> InboundEmail:
        import email as email_pkg

        return cls.from_message(email_pkg.message_from_bytes(raw, policy=email.policy.default))

    @property
    def key(self) -> str:
        if self.message_id:
            return self.message_id[:255]
        digest = hashlib.sha256(f"{self.sender}\n{self.subject}\n{self.text}".encode())
        return f"<{digest.hexdigest()}@no-message-id>"


def _plain_text(msg: Message) -> str:
    part = msg
    if msg.is_multipart():
        part = next((p for p in msg.walk() if p.get_content_type() == "text/plain"), None)
        if part is None:
            return ""
    payload = part.get_payload(decode=True)
    if payload is None:
        return str(part.get_payload())
    return payload.decode(part.get_content_charset() or "utf-8", errors="replace")


def is_automatic(mail: InboundEmail) -> bool:
    """Auto-replies, out-of-office messages and bounces (RFC 3834, RFC 3464)."""
    h = mail.headers
    auto = h.get("auto-submitted", "no").strip().lower()
    local = mail.sender.partition("@")[0].lower()
    return (
        auto != "no"
        or "x-autoreply" in h or "x-autorespond" in h
        or h.get("precedence", "").strip().lower() in AUTO_PRECEDENCE
        or not mail.sender or local in ROBOT_SENDERS
        or mail.content_type == "multipart/report"
    )  # fmt: skip


@dataclass(frozen=True)
class Outcome:
    status: str  # moved, rejected (the player was told why), refused, dropped, duplicate
    detail: str = ""
    game_id: int | None = None


def _addresses_of(user) -> set[str]:
    found = {user.email.lower()} if user.email else set()
    found |= {a.lower() for a in EmailAddress.objects.filter(user=user, verified=True)
              .values_list("email", flat=True)}  # fmt: skip
    return found


def inbound_receive(*, mail: InboundEmail) -> Outcome:
    """Play the move a reply carries, or refuse it changing nothing (see module doc)."""
    if is_automatic(mail):
        return Outcome("dropped", "an automatic reply or a bounce")
    try:
        with transaction.atomic():
            record = InboundMail.objects.create(message_id=mail.key, sender=mail.sender[:255],
                                                subject=mail.subject[:255], outcome="working")  # fmt: skip
    except IntegrityError:
        return Outcome("duplicate", "this message was processed before")
    outcome = _play(mail)
    record.outcome, record.detail, record.game_id = outcome.status, outcome.detail, outcome.game_id
    record.save(update_fields=["outcome", "detail", "game"])
    return outcome


def _play(mail: InboundEmail) -> Outcome:
    raw = find_reply_token(list(mail.recipients))
    token = read_reply_token(raw) if raw else None
    if token is None:
        return Outcome("refused", "no valid reply token among the recipients")
    game = Game.objects.filter(pk=token.game_id).first()
    seat = game.seats.filter(number=token.seat).select_related("user").first() if game else None
    if seat is None or seat.user is None:
        return Outcome("refused", "the token names no player's seat", token.game_id)
    user = seat.user
    if mail.sender.lower() not in _addresses_of(user):
        return Outcome("refused", f"{mail.sender} is not the address of that seat's player",
                       game.pk)  # fmt: skip

    def reject(reason: str) -> Outcome:
        with transaction.atomic():
            queue(user=user, kind=Kind.REPLY_REJECTED, game=game, version=game.version,
                  tag=hashlib.sha256(mail.key.encode()).hexdigest()[:12],
                  context={"seat": seat.number, "reason": reason,
                           "subject": mail.subject[:120]})  # fmt: skip
        return Outcome("rejected", reason, game.pk)

    if game.status != GameStatus.ACTIVE:
        return reject("This game is no longer in play.")
    if seat.bot:
        return reject("The bot is playing your seat; take it back on the game's page first.")
    state = selectors.game_state(user=user, game=game)
    prompt = state["prompt"]
    if prompt is None or not token.answers(prompt["id"]):
        return reject("That question was already answered (or timed out); "
                      "answer the current one instead.")  # fmt: skip
    try:
        answer = answer_from_reply(mail.text, prompt)
        services.game_act(user=user, game_id=game.pk, version=state["version"],
                          choices=answer.choices, text=answer.text, prompt_id=prompt["id"])  # fmt: skip
    except Unreadable as unreadable:
        return reject(unreadable.message)
    except StaleVersion:
        game.refresh_from_db()
        return reject("Someone moved first and your question changed; answer the new one.")
    except (IllegalAction, Forbidden, NotFound) as refused:
        game.refresh_from_db()
        return reject(refused.message)
    return Outcome("moved", f"played {answer.choices or answer.text!r}", game.pk)
