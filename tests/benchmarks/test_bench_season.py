"""``bench_season`` runs on a small league: the season starts, a matchday turns over (the
next one is paired with its games), and the rows are rebuilt."""

from __future__ import annotations

from io import StringIO

import pytest
from django.core.management import call_command

from leagues.models import Matchday, Season

pytestmark = pytest.mark.django_db


def test_bench_season_starts_a_season_and_turns_a_matchday_over():
    out = StringIO()
    call_command("bench_season", players=8, division_size=4, table_size=2, stdout=out)
    said = out.getvalue()
    assert "Season started: 8 players, 2 divisions of about 4, 3 matchdays each, 4 games" in said
    assert "the matchday closed and the next paired (2 games created)" in said
    season = Season.objects.get()
    assert Matchday.objects.filter(division__season=season, number=2).count() == 1
