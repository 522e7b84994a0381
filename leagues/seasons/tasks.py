"""Celery interface of the seasons: beat closes the seasons whose window is over."""

from __future__ import annotations

from celery import shared_task

from leagues.seasons.services import seasons_close_due


@shared_task(name="leagues.close_due_seasons", ignore_result=True)
def close_due_seasons() -> int:
    return seasons_close_due()
