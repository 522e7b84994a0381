from __future__ import annotations

import json
import statistics
import sys
import time
from collections.abc import Callable

from django.core.management.base import BaseCommand, CommandError

from games.arena import arena, mean_interval, win_interval
from games.engine import IllegalAction, get_kind
from games.engine.levels import Budget, clean_level
from games.thinking import ROLLOUT_CAP, SEARCH_SHARE, cpu_time_left


class Command(BaseCommand):
    help = (
        "Play N bot-only games of a kind in memory (engine only, no database), the levels "
        "taking the seats in turn, and print each level's win share and mean score with a "
        "95% interval at each player count."
    )

    def add_arguments(self, parser):
        parser.add_argument("kind", help="A game kind slug, e.g. wondrous-museum.")
        parser.add_argument("--games", type=int, default=20, help="Games per player count.")
        parser.add_argument("--seats", default="strong,normal,easy",
                            help="Levels, comma-separated; they take the seats in turn.")  # fmt: skip
        parser.add_argument("--players", type=int, action="append",
                            help="Player count (repeat for several; default: every count "
                                 "from 2).")  # fmt: skip
        parser.add_argument("--rollouts", type=int, default=Budget.rollouts,
                            help="Rollouts per strong decision (no clock: reruns alike).")  # fmt: skip
        parser.add_argument("--cpu-seconds", type=float, default=None,
                            help="Think as on the platform instead: each decision within "
                                 "this many seconds of CPU (the search's share of it), "
                                 "rollouts unbounded; figures then depend on the "
                                 "machine.")  # fmt: skip
        parser.add_argument("--options", default="{}", help="Game options as JSON.")
        parser.add_argument("--prefix", default="arena", help="Seed prefix (reruns alike).")

    def handle(self, *args, kind, games, seats, players, rollouts, options, prefix,
               cpu_seconds=None, **kw):  # fmt: skip
        try:
            rules = get_kind(kind)
            levels = [clean_level(level.strip()) for level in seats.split(",") if level.strip()]
            opts = json.loads(options)
        except IllegalAction as err:
            raise CommandError(err.message) from None
        except json.JSONDecodeError as err:
            raise CommandError(f"--options is not valid JSON: {err}") from None
        if not levels:
            raise CommandError("--seats needs at least one level, e.g. strong,normal,easy.")
        if games < 1 or rollouts < 1:
            raise CommandError("--games and --rollouts must be at least 1.")
        if cpu_seconds is not None and cpu_seconds <= 0:
            raise CommandError("--cpu-seconds must be more than 0.")
        budget = self._budget(rollouts, cpu_seconds)
        thinking = (f"{rollouts} rollouts a strong decision" if cpu_seconds is None
                    else f"{cpu_seconds:g} s of CPU a decision")  # fmt: skip
        counts = players or list(range(max(2, rules.min_players), rules.max_players + 1))
        for count in counts:
            try:
                rules.clean_options(opts, count)
            except IllegalAction as err:
                raise CommandError(err.message) from None
            if count < 2:
                raise CommandError("The arena needs at least 2 players.")
            started = time.perf_counter()
            figures: dict[str, list[float]] = {}

            def note(state, result, seated, figures=figures) -> None:
                for name, value in rules.game_figures(state).items():
                    figures.setdefault(name, []).append(value)

            tallies = arena(
                rules, count, games, levels, budget=budget,
                prefix=prefix, options=opts, progress=self._bar(count, games, started),
                each=note,
            )  # fmt: skip
            sys.stderr.write("\n")
            elapsed = time.perf_counter() - started
            self.stdout.write(
                f"{rules.slug}, {count} players, {games} games ({elapsed:.0f} s, {thinking}); "
                f"fair share {1 / count:.0%}:"
            )
            for level, tally in tallies.items():
                share, low, high = win_interval(tally.wins)
                score, half = mean_interval(tally.scores)
                self.stdout.write(
                    f"  {level:<6} win share {share:6.1%} (95% {low:.1%}-{high:.1%}, "
                    f"{share * count:.2f}x fair) over {len(tally.wins)} seats; "
                    f"mean score {score:.1f} ± {half:.1f}"
                )
            for name, values in figures.items():
                self.stdout.write(
                    f"  {name}: median {statistics.median(values):.3g}, "
                    f"mean {statistics.fmean(values):.3g} (over {len(values)} games)"
                )

    def _budget(self, rollouts: int, cpu_seconds: float | None) -> Callable[[], Budget]:
        """Each decision's budget: ``rollouts`` (no clock, reruns alike), or the platform's
        clock over ``cpu_seconds`` of CPU (``games.thinking``)."""
        if cpu_seconds is None:
            return lambda: Budget(rollouts=rollouts)
        search = cpu_seconds * SEARCH_SHARE
        return lambda: Budget(rollouts=ROLLOUT_CAP, time_left=cpu_time_left(search))

    def _bar(self, count: int, games: int, started: float):
        shown = [0.0]

        def bar(done: int) -> None:
            now = time.perf_counter()
            if done < games and now - shown[0] < 0.25:
                return
            shown[0] = now
            width = 30
            filled = int(width * done / games)
            rate = done / max(now - started, 1e-9)
            sys.stderr.write(f"\r{count} players [{'#' * filled}{'.' * (width - filled)}] "
                             f"{done}/{games} {rate:,.2f} games/s")  # fmt: skip
            sys.stderr.flush()

        return bar
