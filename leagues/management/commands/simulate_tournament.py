"""``simulate_tournament``: a Swiss tournament of bot-driven players (real users), every
game played through the real services, with a progress bar and the final standings."""

from __future__ import annotations

import time

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError, OutputWrapper

from games.engine import get_kind
from games.engine.levels import LEVELS, NORMAL
from games.models import Event, Game
from leagues.models import Standing
from leagues.tournaments import autoplay, services
from leagues.tournaments.events import FORMATS, LADDER, SWISS
from shared.errors import Refusal


class Bar:
    """A progress bar on stderr, redrawn at most 4 times a second (as verify_export's)."""

    def __init__(self, total: int, out: OutputWrapper):
        self.total, self.out, self.done = max(total, 1), out, 0
        self.started = self.shown = time.perf_counter()

    def step(self, last: bool = False) -> None:
        self.done += not last
        now = time.perf_counter()
        if not last and now - self.shown < 0.25:
            return
        self.shown = now
        filled = min(30, 30 * self.done // self.total)
        rate = self.done / max(now - self.started, 1e-9)
        self.out.write(f"\r[{'#' * filled}{'.' * (30 - filled)}] {self.done}/~{self.total} "
                       f"games {rate:,.1f} games/s", ending="")  # fmt: skip
        self.out.flush()

    def close(self) -> None:
        self.step(last=True)
        self.out.write("")


class Command(BaseCommand):
    help = (
        "Play a whole tournament of bots through the real services: creates the players "
        "(real users, sim-001...), registers them, and answers each seat's prompt with the "
        "bot's decision for that seat through game_act; prints the final standings."
    )

    def add_arguments(self, parser):
        parser.add_argument("--kind", default="menagerie")
        parser.add_argument("--players", type=int, default=16)
        parser.add_argument("--table-size", type=int, default=4)
        parser.add_argument("--rounds", type=int, default=3)
        parser.add_argument("--format", choices=FORMATS, default=SWISS)
        parser.add_argument("--level", choices=LEVELS, default=NORMAL,
                            help="how well the players' bots play (default normal)")  # fmt: skip
        parser.add_argument("--think", type=float, default=None,
                            help="CPU seconds per decision (default: the bots' setting)")  # fmt: skip
        parser.add_argument("--seed", default=None, help="the pairing seed (default: random)")

    def handle(self, *args, kind, players, table_size, rounds, format, level, think, seed, **kw):
        if players < 2:
            raise CommandError("--players must be at least 2.")
        started = time.perf_counter()
        people = [self._player(n) for n in range(1, players + 1)]
        organiser = self._player(0)
        try:
            t = services.tournament_create(
                organiser=organiser, title=f"Simulated {get_kind(kind).name} {format}",
                kind=kind, table_size=table_size, format=format, rounds_count=rounds,
                placement=list(range(table_size - 1, -1, -1)), seed=seed,
            )  # fmt: skip
            for user in people:
                services.tournament_register(user=user, tournament_id=t.pk)
            services.tournament_start(user=organiser, tournament_id=t.pk)
        except Refusal as refused:
            raise CommandError(refused.message) from None
        tables = -(-players // table_size)
        bar = Bar(tables * rounds, self.stderr)
        t = autoplay.play_tournament(t.pk, level=level, seconds=think,
                                     each_game=lambda _game: bar.step())  # fmt: skip
        bar.close()
        seconds = time.perf_counter() - started
        games = Game.objects.filter(part_of_id=t.pk)
        moves = Event.objects.filter(game__part_of_id=t.pk, origin="rules").count()
        played = (f"{t.tables.filter(round=None).count()} challenges" if format == LADDER
                  else f"{t.current_round} rounds")  # fmt: skip
        self.stdout.write(f"{t.title} (tournament {t.pk}): {t.get_status_display().lower()}, "
                          f"{played}, {games.count()} games, {moves:,} rules "
                          f"events, in {seconds:.1f} s.")  # fmt: skip
        self.stdout.write(f"{'Rank':>4}  {'Player':<20} {'Points':>7} {'Buchholz':>9} {'Games':>5}")
        for line in Standing.objects.filter(tournament=t).order_by("position"):
            self.stdout.write(f"{line.rank:>4}  {line.name:<20} {line.points:>7.2f} "
                              f"{line.buchholz:>9.2f} {line.games:>5}")  # fmt: skip

    def _player(self, n: int):
        User = get_user_model()
        name = f"sim-{n:03d}" if n else "sim-organiser"
        user, created = User.objects.get_or_create(
            username=name, defaults={"email": f"{name}@example.org"}
        )
        if created:
            user.set_unusable_password()
            user.save()
            user.profile.display_name = f"Sim {n:03d}" if n else "Sim Organiser"
            user.profile.save()
        return user
