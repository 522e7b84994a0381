"""The deadline sweep: timing out the seats whose deadline has passed.

Each overdue game is claimed in its own transaction (``SELECT ... FOR UPDATE SKIP LOCKED``
on PostgreSQL; SQLite's IMMEDIATE transactions let one writer in at a time), then every
human seat still owing an answer is timed out through ``game_time_out`` with the version
seen, one command each. Two sweeps at once never time a seat out twice: the second skips
the locked game or finds its deadline moved, and a late move racing the timeout loses or
wins on the version like any other command.
"""

from __future__ import annotations

import logging
from datetime import datetime, timedelta

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from games import services
from games.errors import StaleVersion
from games.models import Game, GameStatus, Seat
from shared.errors import IllegalAction

log = logging.getLogger(__name__)


def _claim(now: datetime, skip: set[int]) -> Game | None:
    qs = Game.objects.filter(status=GameStatus.ACTIVE, deadline__lte=now).exclude(pk__in=skip)
    return qs.select_for_update(skip_locked=True).order_by("deadline", "pk").first()


def _time_out_overdue(game: Game, now: datetime) -> int:
    """Time out every human seat owing an answer while the deadline is past."""
    done = 0
    for _ in range(4 * game.seat_count + 4):
        game.refresh_from_db()
        if game.status != GameStatus.ACTIVE or game.deadline is None or game.deadline > now:
            break
        owing = game.seats.filter(to_act=True, bot=False).order_by("number").first()
        if owing is None:
            break
        try:
            services.game_time_out(game_id=game.pk, seat=owing.number, version=game.version)
            done += 1
        except StaleVersion:
            continue  # someone moved meanwhile: look again
        except IllegalAction as refused:
            log.error("timing out %s seat %s refused: %s", game, owing.number, refused)
            break
    return done


def deadlines_sweep(*, now: datetime | None = None, limit: int = 500) -> int:
    """Time out every seat whose deadline has passed; returns the number of timeouts.
    Each game is claimed and handled in its own transaction."""
    now = now or timezone.now()
    seen: set[int] = set()
    total = 0
    while len(seen) < limit:
        with transaction.atomic():
            game = _claim(now, seen)
            if game is None:
                break
            seen.add(game.pk)
            total += _time_out_overdue(game, now)
    return total


def stalled_bot_games(*, now: datetime | None = None) -> list[int]:
    """Selector: games where a bot has owed an answer for a while (its Celery task was
    lost); the sweep queues their bots again, so a lost message is re-derived."""
    since = (now or timezone.now()) - timedelta(seconds=settings.VITRINE_BOT_GRACE_SECONDS)
    return list(
        Seat.objects.filter(bot=True, to_act=True, game__status=GameStatus.ACTIVE,
                            turn_started_at__lt=since)
        .values_list("game_id", flat=True).distinct()
    )  # fmt: skip
