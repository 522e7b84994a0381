from __future__ import annotations

import sys

from django.core.management.base import BaseCommand

from games.verify.cli import add_arguments, run


class Command(BaseCommand):
    help = (
        "Check exported game histories (NDJSON, one game's export per line, or one export "
        "document): sha256(seed) matches the published seed_sha256, and replaying each game "
        "through the rules from its seed gives back the recorded shuffles, events and "
        "result. One line per game, a summary; exit status 1 if any game fails."
    )

    def add_arguments(self, parser):
        add_arguments(parser)

    def handle(self, *args, file, max_line, **kw):
        status = run(file, self.stdout, sys.stderr, max_line)  # the bar redraws a line
        if status:
            raise SystemExit(status)
