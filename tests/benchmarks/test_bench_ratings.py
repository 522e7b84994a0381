"""``bench_ratings`` runs on a small sample and rates every player it seated."""

from __future__ import annotations

from io import StringIO

import pytest
from django.core.management import call_command

from leagues.models import PlayerRating, RatingPoint

pytestmark = pytest.mark.django_db


def test_bench_ratings_rebuilds_the_ratings_of_the_games_it_made():
    out = StringIO()
    call_command("bench_ratings", games=30, players=8, stdout=out)
    said = out.getvalue()
    assert "30 rated games replayed, 8 ratings." in said
    assert PlayerRating.objects.count() == 8
    assert RatingPoint.objects.count() == sum(p.games for p in PlayerRating.objects.all())
