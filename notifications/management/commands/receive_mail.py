"""Road in #2: read replies from a Maildir or an mbox (run it from cron, or after
fetchmail/getmail/offlineimap fill the mailbox)."""

from __future__ import annotations

import mailbox
from email import policy
from email.parser import BytesParser

from django.core.management.base import BaseCommand, CommandError

from notifications.inbound import InboundEmail, inbound_receive


def _parse(raw: bytes):
    return BytesParser(policy=policy.default).parsebytes(raw)


class Command(BaseCommand):
    help = (
        "Play the moves in email replies waiting in a Maildir (new messages, then moved "
        "to cur/ as seen) or an mbox (every message; each Message-ID is played once)."
    )

    def add_arguments(self, parser):
        where = parser.add_mutually_exclusive_group(required=True)
        where.add_argument("--maildir", help="path of a Maildir (with new/ cur/ tmp/)")
        where.add_argument("--mbox", help="path of an mbox file")

    def handle(self, *args, maildir=None, mbox=None, **options):
        self.verbosity = options.get("verbosity", 1)
        counts: dict[str, int] = {}
        if maildir:
            box = mailbox.Maildir(maildir, factory=None, create=False)
            for key in list(box.iterkeys()):
                message = box[key]
                if message.get_subdir() != "new":
                    continue
                self._one(box.get_bytes(key), counts)
                message.set_subdir("cur")
                message.add_flag("S")
                box[key] = message
        else:
            try:
                box = mailbox.mbox(mbox, create=False)
            except mailbox.NoSuchMailboxError:
                raise CommandError(f"There is no mbox at {mbox}.") from None
            for key in box.iterkeys():
                self._one(box.get_bytes(key), counts)
        summary = ", ".join(f"{n} {status}" for status, n in sorted(counts.items())) or "none"
        self.stdout.write(f"Replies read: {summary}.")

    def _one(self, raw: bytes, counts: dict[str, int]) -> None:
        outcome = inbound_receive(mail=InboundEmail.from_message(_parse(raw)))
        counts[outcome.status] = counts.get(outcome.status, 0) + 1
        if self.verbosity > 1:
            self.stdout.write(f"{outcome.status}: {outcome.detail}")
