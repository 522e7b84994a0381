"""Celery interface of tournaments: the next round after a round closes, and the tick that
starts tournaments whose registration closed and retries any left between rounds."""

from __future__ import annotations

from celery import shared_task
from django.utils import timezone

from games import enqueue
from leagues.models import Tournament, TournamentRound, TournamentStatus
from leagues.tournaments import events as ev
from leagues.tournaments import ladder, rounds
from leagues.tournaments.services import tournament_start
from shared.errors import Refusal


@shared_task(name="leagues.advance_tournament", ignore_result=True)
def advance_tournament(tournament_id: int) -> bool:
    """The next round; for a ladder, its end once challenges closed and none is in play."""
    if Tournament.objects.filter(pk=tournament_id, format=ev.LADDER).exists():
        return ladder.settle(tournament_id)
    return rounds.advance(tournament_id)


def queue_advance(tournament_id: int) -> None:
    """Once this transaction commits, the next round (a task: its games are created in
    their own commands, not inside the one that closed the round)."""
    enqueue.after_commit(advance_tournament, tournament_id)


@shared_task(name="leagues.tournaments_tick", ignore_result=True)
def tournaments_tick() -> int:
    """Beat: start what closed registration, pair what waits between rounds, and close
    ladders whose challenges' time ran out."""
    done = 0
    due = Tournament.objects.filter(
        status=TournamentStatus.REGISTRATION, registration_closes__lte=timezone.now()
    ).values_list("pk", flat=True)
    for tid in due:
        try:
            tournament_start(user=None, tournament_id=tid)
        except Refusal:
            rounds.cancel(tid)
        done += 1
    for t in Tournament.objects.filter(status=TournamentStatus.RUNNING):
        if t.format == ev.LADDER:
            if ladder.settling_due(t, timezone.now()):
                done += ladder.settle(t.pk)  # challenges close when their time comes
            continue
        last = TournamentRound.objects.filter(tournament=t).order_by("-number").first()
        if last is None or last.closed:
            done += rounds.advance(t.pk)
    return done
