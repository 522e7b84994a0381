"""Road in #3: the development mailbox's "reply as this player" form."""

from __future__ import annotations

import uuid

from notifications.inbound.receive import InboundEmail, Outcome, inbound_receive
from notifications.models import DevMail
from shared.errors import NotFound


def devmail_reply(*, mail_id: int, body: str) -> Outcome:
    """Reply to caught email ``mail_id`` as its recipient, quoting it as a mail client
    would; the reply goes through the same service as real inbound mail."""
    mail = DevMail.objects.filter(pk=mail_id).first()
    if mail is None:
        raise NotFound("There is no such email in the development mailbox.")
    quoted = "\n".join("> " + line for line in mail.body.splitlines())
    when = mail.created_at.strftime("%a, %d %b %Y at %H:%M")
    reply_to = mail.headers.get("Reply-To", "")
    return inbound_receive(mail=InboundEmail(
        message_id=f"<dev-{uuid.uuid4().hex}@vitrine.localhost>",
        sender=mail.to.split(",")[0].strip(),
        recipients=tuple(a.strip() for a in reply_to.split(",") if a.strip()),
        subject="Re: " + mail.subject,
        text=f"{body}\n\nOn {when}, {mail.sender} wrote:\n{quoted}\n",
        headers={"in-reply-to": mail.headers.get("Message-ID", "")},
    ))  # fmt: skip
