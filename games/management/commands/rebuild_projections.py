from __future__ import annotations

from django.core.management.base import BaseCommand

from games.models import Game
from games.projections import rebuild


class Command(BaseCommand):
    help = "Drop the game summaries and seats and rebuild them from the events alone."

    def add_arguments(self, parser):
        parser.add_argument("--game", type=int, action="append", help="Only these game ids.")

    def handle(self, *args, game=None, **options):
        qs = Game.objects.order_by("pk")
        if game:
            qs = qs.filter(pk__in=game)
        total = qs.count()
        for i, row in enumerate(qs.iterator(), 1):
            rebuild(row)
            if i % 100 == 0 or i == total:
                self.stdout.write(f"\r{i}/{total} games rebuilt", ending="")
        self.stdout.write(self.style.SUCCESS(f"\nRebuilt the projections of {total} games."))
