from __future__ import annotations

import json
import sys
import time

from django.core.management.base import BaseCommand, CommandError

from games.engine import IllegalAction, get_kind
from games.playout import play_many


class Command(BaseCommand):
    help = (
        "Play N games of a kind between random-legal bots, in memory, checking the game's "
        "invariants after every event. Prints a progress bar and games per second."
    )

    def add_arguments(self, parser):
        parser.add_argument("kind", help="A game kind slug, e.g. fine-arts.")
        parser.add_argument("--games", type=int, default=100)
        parser.add_argument("--players", type=int, action="append",
                            help="Player count (repeat for several; default: every count).")  # fmt: skip
        parser.add_argument("--options", default="{}", help='Game options as JSON, e.g. {"x": 1}')
        parser.add_argument("--prefix", default="playout", help="Seed prefix (reruns alike).")

    def handle(self, *args, kind, games, players, options, prefix, **kw):
        try:
            rules = get_kind(kind)
            opts = json.loads(options)
        except IllegalAction as err:
            raise CommandError(err.message) from None
        except json.JSONDecodeError as err:
            raise CommandError(f"--options is not valid JSON: {err}") from None
        if games < 1:
            raise CommandError("--games must be at least 1.")
        counts = players or list(range(rules.min_players, rules.max_players + 1))
        for count in counts:
            try:
                rules.clean_options(opts, count)
            except IllegalAction as err:
                raise CommandError(err.message) from None
            started = time.perf_counter()
            shown = [0.0]

            def bar(done: int, count=count, started=started, shown=shown) -> None:
                now = time.perf_counter()
                if done < games and now - shown[0] < 0.25:  # redraw 4 times a second
                    return
                shown[0] = now
                width = 30
                filled = int(width * done / games)
                rate = done / max(time.perf_counter() - started, 1e-9)
                sys.stderr.write(f"\r{count} players [{'#' * filled}{'.' * (width - filled)}] "
                                 f"{done}/{games} {rate:,.1f} games/s")  # fmt: skip
                sys.stderr.flush()

            stats = play_many(rules, count, games, prefix=prefix, options=opts, progress=bar)
            elapsed = time.perf_counter() - started
            sys.stderr.write("\n")
            self.stdout.write(
                f"{rules.slug} {count} players: {stats.games} games in {elapsed:.2f} s "
                f"({stats.games / elapsed:,.1f} games/s, {stats.events / elapsed:,.0f} events/s, "
                f"{stats.decisions / stats.games:.1f} decisions/game); all finished, "
                f"invariants held after every event."
            )
