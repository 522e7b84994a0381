"""Moves by email reply: one service that every road in feeds (the provider webhook via
django-anymail's inbound signal, the ``receive_mail`` command reading a Maildir or mbox,
and the dev mailbox's reply form).

A reply plays a move only when all of this holds: it is not an auto-reply or a bounce
(those are dropped silently, so two robots never answer each other); the sender's domain
did not disown it (SPF, DKIM or DMARC failed: refused silently); its sender is within the
rate limit (else dropped, logged); its Message-ID is new; its recipient carries a reply
token we signed; it comes from the address of the player who holds that seat; it is not
over the size limit; and ``games.services.game_act`` accepts it: the game's guards (in
play, the seat not the bot's, the seat's prompt still the one the token names) are the
service's, and its first line, read against that prompt, is a legal answer. Otherwise
nothing changes, and (except for machines, strangers, forged tokens and disowned senders)
the player gets an email saying why (the service's words, as the API gives them), with
the current prompt again. A message that cannot be read at all is set aside
(QuarantinedMail) and logged; it never stops the messages after it.
"""

from __future__ import annotations

import hashlib
import logging
from dataclasses import dataclass
from typing import Any

from allauth.account.models import EmailAddress
from django.conf import settings
from django.db import IntegrityError, InterfaceError, OperationalError, transaction

from games import services
from games.engine import Answer
from games.errors import StaleVersion
from games.models import Game
from notifications.inbound import mail_auth
from notifications.inbound.limits import sender_over_limit
from notifications.inbound.message import InboundEmail, is_automatic
from notifications.inbound.mime import UnreadableMessage, parse_head
from notifications.inbound.replies import Unreadable, answer_from_reply
from notifications.models import InboundMail, Kind, QuarantinedMail
from notifications.outbound.outbox import queue
from notifications.tokens import ReplyToken, find_reply_token, read_reply_token
from observability.context import on_road
from shared.errors import Forbidden, IllegalAction, NotFound

__all__ = ["InboundEmail", "Outcome", "inbound_quarantine", "inbound_receive",
           "inbound_receive_bytes", "is_automatic"]  # fmt: skip
log = logging.getLogger(__name__)
# The database being away is not this message's fault: let the caller stop and retry.
OUTAGES = (OperationalError, InterfaceError)


@dataclass(frozen=True)
class Outcome:
    # moved; rejected (the player was told why); refused, dropped, limited (silently);
    # duplicate; quarantined (unreadable, set aside); failed (our error, logged)
    status: str
    detail: str = ""
    game_id: int | None = None


def megabytes(size: int) -> str:
    return f"{size / 1_000_000:.1f} MB"


def inbound_receive_bytes(*, raw: bytes, road: str, size: int | None = None) -> Outcome:
    """Read and play one raw message. ``size`` is the message's full size when ``raw``
    holds only its start (an oversize message read no further than its header)."""
    try:
        if size is not None and size > len(raw):
            mail = InboundEmail.from_message(parse_head(raw), oversize=size)
        else:
            mail = InboundEmail.from_bytes(raw)
    except UnreadableMessage as error:
        return inbound_quarantine(raw=raw, road=road, error=str(error))
    outcome = inbound_receive(mail=mail)
    if outcome.status == "failed":
        inbound_quarantine(raw=raw, road=road, error=outcome.detail)
    return outcome


def inbound_quarantine(*, raw: bytes, road: str, error: str) -> Outcome:
    """Set an unreadable message aside (once per content) and log it."""
    digest = hashlib.sha256(raw).hexdigest()
    cap = settings.VITRINE_INBOUND_MAX_BYTES
    with transaction.atomic():
        _, created = QuarantinedMail.objects.get_or_create(
            digest=digest,
            defaults={"road": road[:40], "error": error, "size": len(raw), "raw": raw[:cap]},
        )
    if created:
        log.warning("inbound mail %s (%d bytes via %s) set aside in QuarantinedMail: %s",
                    digest[:12], len(raw), road, error)  # fmt: skip
    return Outcome("quarantined", error if created else "set aside before: " + error)


@on_road("email")
def inbound_receive(*, mail: InboundEmail) -> Outcome:
    """Play the move a reply carries, or refuse it changing nothing (see module doc).
    Raises only when the database is unreachable."""
    if is_automatic(mail):
        return Outcome("dropped", "an automatic reply or a bounce")
    disowned = mail_auth.failures(mail.auth)
    if disowned:
        log.warning("inbound mail from %s refused: %s", mail.sender, ", ".join(disowned))
        return Outcome("refused", "the sender's domain disowns it: " + ", ".join(disowned))
    if sender_over_limit(mail.sender):
        log.warning("inbound mail from %s dropped: over %s", mail.sender,
                    settings.VITRINE_INBOUND_RATE)  # fmt: skip
        return Outcome("limited", f"over {settings.VITRINE_INBOUND_RATE} from this sender")
    try:
        with transaction.atomic():
            record = InboundMail.objects.create(message_id=mail.key, sender=mail.sender[:255],
                                                subject=mail.subject[:255], outcome="working")  # fmt: skip
    except IntegrityError:
        return Outcome("duplicate", "this message was processed before")
    try:
        outcome = _play(mail)
    except OUTAGES:
        try:
            record.delete()  # not processed: a later run may try it again
        except OUTAGES:
            pass
        raise
    except Exception as error:  # a bug must not stop the messages after this one
        log.exception("inbound mail %s from %s failed", mail.key, mail.sender)
        outcome = Outcome("failed", f"{type(error).__name__}: {error}")
    record.outcome, record.detail, record.game_id = outcome.status, outcome.detail, outcome.game_id
    record.save(update_fields=["outcome", "detail", "game"])
    return outcome


def _addresses_of(user) -> set[str]:
    found = {user.email.lower()} if user.email else set()
    found |= {a.lower() for a in EmailAddress.objects.filter(user=user, verified=True)
              .values_list("email", flat=True)}  # fmt: skip
    return found


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

    if mail.oversize:
        return reject(f"Your email was too large to read ({megabytes(mail.oversize)}; the "
                      f"limit is {megabytes(settings.VITRINE_INBOUND_MAX_BYTES)}). Reply "
                      "again with only your answer, without attachments.")  # fmt: skip
    email = EmailReply(token, mail.text)
    try:
        services.game_act(user=user, game_id=game.pk, version=game.version, reply=email)
    except StaleVersion:
        game.refresh_from_db()
        return reject("That question was already answered (or timed out); "
                      "answer the current one instead.")  # fmt: skip
    except (IllegalAction, Forbidden, NotFound) as refused:
        game.refresh_from_db()
        return reject(refused.message)
    answer = email.answer
    return Outcome("moved", f"played {answer and (answer.choices or answer.text)!r}", game.pk)


@dataclass
class EmailReply:
    """A reply's text, read against the prompt its token names (``services.Reply``): the
    numbers the email showed stand for that prompt's options."""

    token: ReplyToken
    text: str
    answer: Answer | None = None  # what ``read`` found, for the log

    def answers(self, prompt_id: str) -> bool:
        return self.token.answers(prompt_id)

    def read(self, prompt: dict[str, Any]) -> Answer:
        same_options = self.token.same_options([o["id"] for o in prompt["options"]])
        try:
            self.answer = answer_from_reply(self.text, prompt, numbers_ok=same_options)
        except Unreadable as unreadable:
            raise IllegalAction(unreadable.message) from None
        return self.answer
