"""Benchmark reading inbound mail (no database): how long one message of a given size takes
from raw bytes to its answer line, through the same functions the roads in use."""

from __future__ import annotations

import statistics
import time

from django.conf import settings
from django.core.management.base import BaseCommand

from notifications.inbound.message import InboundEmail
from notifications.inbound.replies import first_line


def reply_of(size: int) -> bytes:
    """A plain-text reply of about ``size`` bytes: '2' on top, then a long body."""
    head = (b"From: alice@example.org\nTo: reply+1-0-aaaaaaaa-bbbbbbbbbbbbbbbbbbbbbbbb@x\n"
            b"Subject: Re: move\nMessage-ID: <bench@x>\nContent-Type: text/plain\n\n2\n\n")  # fmt: skip
    line = b"Some words a person might write, or a pasted log, line after line.\n"
    return head + line * max(0, (size - len(head)) // len(line))


class Command(BaseCommand):
    help = (
        "Time reading an inbound email of each size (bytes) from raw bytes to its answer "
        "line; over VITRINE_INBOUND_MAX_BYTES only the header is read."
    )

    def add_arguments(self, parser):
        parser.add_argument("sizes", nargs="*", type=int, default=[10_000, 1_000_000, 8_000_000])
        parser.add_argument("--repeat", type=int, default=3)

    def handle(self, *args, sizes, repeat, **options):
        cap = settings.VITRINE_INBOUND_MAX_BYTES
        self.stdout.write(f"VITRINE_INBOUND_MAX_BYTES = {cap}")
        for size in sizes:
            raw = reply_of(size)
            times = []
            for _ in range(repeat):
                started = time.perf_counter()
                mail = InboundEmail.from_bytes(raw)
                line = first_line(mail.text)
                times.append(time.perf_counter() - started)
            what = "header only (oversize)" if mail.oversize else f"answer line {line!r}"
            self.stdout.write(f"{len(raw):>10} bytes: median {statistics.median(times) * 1000:8.1f}"
                              f" ms over {repeat} runs, {what}")  # fmt: skip
