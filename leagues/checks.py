"""System checks of the leagues' rows. The ratings are a projection kept by one version
of the rating model (``leagues.ratings.RATINGS_VERSION``): rows an older version wrote
would mix with new ones on the leaderboard, so ``migrate`` (and ``check --database
default``) says to replay them."""

from __future__ import annotations

from django.core.checks import Tags, Warning, register
from django.db import DatabaseError

from leagues.ratings import RATINGS_VERSION


@register(Tags.database)
def check_ratings_version(app_configs=None, databases=None, **kwargs) -> list[Warning]:
    if not databases:
        return []
    from leagues.models import PlayerRating

    try:
        stale = PlayerRating.objects.exclude(ratings_version=RATINGS_VERSION).count()
    except DatabaseError:  # not migrated yet: migrate reports its own way
        return []
    if not stale:
        return []
    return [Warning(
        f"{stale} player rating{'s were' if stale != 1 else ' was'} written by another "
        f"version of the rating model than this one ({RATINGS_VERSION}).",
        hint="Run 'python manage.py rebuild_projections': it replays every rated game with "
        "this version.",
        id="leagues.W001",
    )]  # fmt: skip
