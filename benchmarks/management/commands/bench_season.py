"""``manage.py bench_season --players 240 --division-size 12 --table-size 4``: a league
season at scale, through the real services. Fills an empty database with the players of a
league, then times: starting the season (the divisions, each division's schedule drawn
from the seed, the first matchday's games created and started, in one transaction), the
schedules alone, the last result of a division's matchday (recorded in the game's last
transaction, which closes the matchday and pairs the next one with its games: games are
ended here by a moderator's abort, the cheapest real end), and the seasons' rebuild from
the events. Not part of CI."""

from __future__ import annotations

import time

from django.contrib.auth import get_user_model
from django.core.management import call_command
from django.core.management.base import BaseCommand, CommandError
from django.utils import timezone

from games.models import Game, GameStatus
from games.services import game_abort_by_moderator
from leagues.models import League, LeagueMember, Matchday, SeasonTable
from leagues.pairing.divisions import schedule_division
from leagues.seasons import project, schedule
from leagues.seasons.services import league_create, season_start


class Command(BaseCommand):
    help = "Measure a league season's start, a matchday's turnover and the rebuild."

    def add_arguments(self, parser):
        parser.add_argument("--players", type=int, default=240)
        parser.add_argument("--division-size", type=int, default=12)
        parser.add_argument("--table-size", type=int, default=4)
        parser.add_argument("--kind", default="menagerie")

    def handle(self, *args, players, division_size, table_size, kind, **options):
        call_command("migrate", verbosity=0)
        if Game.objects.exists() or League.objects.exists():
            raise CommandError("The database has games already: give it an empty one.")
        model = get_user_model()
        model.objects.bulk_create([model(username=f"league{i}", email=f"league{i}@example.org")
                                   for i in range(players + 1)])  # fmt: skip
        users = list(model.objects.filter(username__startswith="league").order_by("pk"))
        organiser, staff = users[0], users[0]
        staff.is_staff = True
        staff.save(update_fields=["is_staff"])
        league = league_create(organiser=organiser, name="Bench League", kind=kind,
                               table_size=table_size, division_size=division_size,
                               max_divisions=max(1, players // division_size))  # fmt: skip
        now = timezone.now()
        LeagueMember.objects.bulk_create(
            [LeagueMember(league=league, user=u, joined_at=now) for u in users[1:]]
        )
        t0 = time.perf_counter()
        season = season_start(user=organiser, league_id=league.pk)
        took = time.perf_counter() - t0
        divisions = list(season.divisions.all())
        games = SeasonTable.objects.filter(matchday__division__season=season).count()
        self.stdout.write(
            f"Season started: {players} players, {len(divisions)} divisions of about "
            f"{division_size}, {divisions[0].matchdays} matchdays each, {games} games created "
            f"and started in {took:.2f} s ({took / games * 1000:.0f} ms a game, all included)"
        )
        first = schedule.started(season)
        spec = schedule.table_size(kind, table_size)
        t0 = time.perf_counter()
        for d in first.data["divisions"]:
            schedule_division([str(p["user"]) for p in d["players"]], d["matchdays"], spec,
                              first.secret["seed"], str(d["division"]))  # fmt: skip
        self.stdout.write(f"  of which the {len(divisions)} schedules alone: "
                          f"{time.perf_counter() - t0:.2f} s")  # fmt: skip
        day = Matchday.objects.get(division=divisions[0], number=1)
        ids = list(day.tables.values_list("game_id", flat=True))
        for game_id in ids[:-1]:
            game_abort_by_moderator(staff=staff, game_id=game_id, reason="bench")
        t0 = time.perf_counter()
        game_abort_by_moderator(staff=staff, game_id=ids[-1], reason="bench")
        took = time.perf_counter() - t0
        paired = Game.objects.filter(part_of_id=season.stream_id, status=GameStatus.ACTIVE)
        if not Matchday.objects.filter(division=divisions[0], number=2).exists():
            raise CommandError("The next matchday was not paired.")
        self.stdout.write(f"A matchday's last game ended: its result recorded, the matchday "
                          f"closed and the next paired ({len(ids)} games created) in "
                          f"{took * 1000:.0f} ms")  # fmt: skip
        t0 = time.perf_counter()
        project.rebuild(lambda words: None)
        self.stdout.write(f"Seasons rebuilt from the events in {time.perf_counter() - t0:.2f} s"
                          f" ({paired.count()} running games)")  # fmt: skip
