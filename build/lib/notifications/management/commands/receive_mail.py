"""Road in #2: read replies from a Maildir or an mbox (run it from cron, or after
fetchmail/getmail/offlineimap fill the mailbox).

Each message is handled on its own: one that cannot be read is set aside (QuarantinedMail,
and logged) and the next one goes on. A message over VITRINE_INBOUND_MAX_BYTES is read no
further than its header. The Maildir is read as its spec says (files in new/, moved to cur/
with the Seen flag, and Flagged too when set aside), never parsed by the mailbox module, so
no message can stop the listing. Only a database outage stops the run (exit status 1), and
then the message being read stays in new/ for the next run.
"""

from __future__ import annotations

import logging
import mailbox
import os
from pathlib import Path
from typing import BinaryIO

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from notifications.inbound.mime import HEAD_BYTES
from notifications.inbound.receive import (
    OUTAGES,
    Outcome,
    inbound_quarantine,
    inbound_receive_bytes,
)

log = logging.getLogger(__name__)


def read_capped(stream: BinaryIO, size: int) -> tuple[bytes, int | None]:
    """The message, or only its start when it is over the limit (with its full size)."""
    if size > settings.VITRINE_INBOUND_MAX_BYTES:
        return stream.read(HEAD_BYTES), size
    return stream.read(), None


class Command(BaseCommand):
    help = (
        "Play the moves in email replies waiting in a Maildir (new messages, then moved "
        "to cur/ as seen) or an mbox (every message; each Message-ID is played once). "
        "Unreadable messages are set aside in QuarantinedMail."
    )

    def add_arguments(self, parser):
        where = parser.add_mutually_exclusive_group(required=True)
        where.add_argument("--maildir", help="path of a Maildir (with new/ cur/ tmp/)")
        where.add_argument("--mbox", help="path of an mbox file")

    def handle(self, *args, maildir=None, mbox=None, **options):
        self.verbosity = options.get("verbosity", 1)
        self.counts: dict[str, int] = {}
        if maildir:
            self._maildir(Path(maildir))
        else:
            self._mbox(mbox)
        summary = ", ".join(f"{n} {status}" for status, n in sorted(self.counts.items()))
        self.stdout.write(f"Replies read: {summary or 'none'}.")

    def _maildir(self, root: Path) -> None:
        new, cur = root / "new", root / "cur"
        if not new.is_dir() or not cur.is_dir():
            raise CommandError(f"There is no Maildir at {root} (it needs new/ and cur/).")
        for name in sorted(os.listdir(new)):
            path = new / name
            if name.startswith(".") or not path.is_file():
                continue
            with path.open("rb") as stream:
                outcome = self._one(stream, path.stat().st_size, "maildir", str(path))
            flags = "FS" if outcome.status == "quarantined" else "S"
            os.replace(path, cur / f"{name.partition(':')[0]}:2,{flags}")

    def _mbox(self, path: str) -> None:
        try:
            box = mailbox.mbox(path, create=False)
        except mailbox.NoSuchMailboxError:
            raise CommandError(f"There is no mbox at {path}.") from None
        for key in box.iterkeys():
            stream = box.get_file(key)
            stream.seek(0, os.SEEK_END)
            size = stream.tell()
            stream.seek(0)
            self._one(stream, size, "mbox", f"{path} #{key}")

    def _one(self, stream: BinaryIO, size: int, road: str, where: str) -> Outcome:
        raw = b""
        try:
            raw, oversize = read_capped(stream, size)
            outcome = inbound_receive_bytes(raw=raw, road=road, size=oversize)
        except OUTAGES as error:
            raise CommandError(f"The database is unreachable ({error}); {where} and the "
                               "messages after it wait for the next run.") from error  # fmt: skip
        except Exception as error:  # never let one message stop the others
            log.exception("inbound mail %s could not be handled", where)
            outcome = inbound_quarantine(raw=raw or where.encode(), road=road,
                                         error=f"{where}: {error!r}")  # fmt: skip
        self.counts[outcome.status] = self.counts.get(outcome.status, 0) + 1
        if self.verbosity > 1 or outcome.status in ("quarantined", "failed"):
            self.stdout.write(f"{where}: {outcome.status}: {outcome.detail}")
        return outcome
