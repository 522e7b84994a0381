"""A received email reduced to what the inbound service reads, from whichever road it came
(raw bytes from a mailbox, a message a provider parsed, the dev mailbox's form), and the
test of whether a machine sent it."""

from __future__ import annotations

import email.utils
import hashlib
from dataclasses import dataclass, field
from email.message import Message

from django.conf import settings

from notifications.inbound import mail_auth, mime

AUTO_PRECEDENCE = {"bulk", "junk", "list", "auto_reply"}
ROBOT_SENDERS = {"mailer-daemon", "postmaster", "noreply", "no-reply", "donotreply",
                 "do-not-reply", "bounce", "bounces"}  # fmt: skip


def _clean(value: object, limit: int = 998) -> str:
    """A header value as text, without NULs (PostgreSQL refuses them) and bounded."""
    return str(value).replace("\x00", "")[:limit]


@dataclass(frozen=True)
class InboundEmail:
    """A received email, reduced to what the service reads (header names lower-case).

    ``auth`` holds the SPF/DKIM/DMARC results the receiving side reported; ``oversize``
    is the size in bytes of a message over VITRINE_INBOUND_MAX_BYTES, whose body was not
    read (``text`` is then empty)."""

    message_id: str
    sender: str
    recipients: tuple[str, ...]
    subject: str
    text: str
    headers: dict[str, str] = field(default_factory=dict)
    content_type: str = "text/plain"
    auth: dict[str, str] = field(default_factory=dict)
    oversize: int = 0

    @classmethod
    def from_message(cls, msg: Message, *, oversize: int = 0) -> InboundEmail:
        """From a parsed email (stdlib Message, or anymail's AnymailInboundMessage); with
        ``oversize``, only its header is read. Raises mime.UnreadableMessage."""
        try:
            items = [(k, _clean(v)) for k, v in msg.items()]
            headers = {k.lower(): v for k, v in reversed(items)}  # the topmost one wins
            recipients = [a for _, a in email.utils.getaddresses(
                msg.get_all("to", []) + msg.get_all("cc", []) + msg.get_all("delivered-to", [])
                + msg.get_all("x-original-to", []))]  # fmt: skip
            return cls(
                message_id=headers.get("message-id", "").strip()[:255],
                sender=_clean(email.utils.parseaddr(headers.get("from", ""))[1], 255),
                recipients=tuple(_clean(r, 320) for r in recipients[:50]),
                subject=headers.get("subject", ""),
                text="" if oversize else mime.body_text(msg).replace("\x00", ""),
                headers=headers,
                content_type=msg.get_content_type(),
                auth=mail_auth.header_results(items, settings.VITRINE_INBOUND_AUTHSERV_IDS),
                oversize=oversize,
            )
        except mime.UnreadableMessage:
            raise
        except (RecursionError, LookupError, ValueError, TypeError, AttributeError,
                IndexError, KeyError, UnicodeError) as error:  # fmt: skip
            raise mime.UnreadableMessage(f"the message cannot be read ({error!r})") from error

    @classmethod
    def from_bytes(cls, raw: bytes) -> InboundEmail:
        """From the raw message; over VITRINE_INBOUND_MAX_BYTES only its header is read.
        Raises mime.UnreadableMessage."""
        if len(raw) > settings.VITRINE_INBOUND_MAX_BYTES:
            return cls.from_message(mime.parse_head(raw[: mime.HEAD_BYTES]), oversize=len(raw))
        return cls.from_message(mime.parse_message(raw))

    @property
    def key(self) -> str:
        if self.message_id:
            return self.message_id[:255]
        digest = hashlib.sha256(f"{self.sender}\n{self.subject}\n{self.text}".encode())
        return f"<{digest.hexdigest()}@no-message-id>"


def is_automatic(mail: InboundEmail) -> bool:
    """Auto-replies, out-of-office messages and bounces (RFC 3834, RFC 3464)."""
    h = mail.headers
    auto = h.get("auto-submitted", "no").strip().lower()
    local = mail.sender.partition("@")[0].lower()
    return (
        auto != "no"
        or "x-autoreply" in h or "x-autorespond" in h or "x-autoresponder" in h
        or h.get("precedence", "").strip().lower() in AUTO_PRECEDENCE
        or not mail.sender or local in ROBOT_SENDERS
        or mail.content_type in ("multipart/report", "message/delivery-status")
    )  # fmt: skip
