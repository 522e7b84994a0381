"""``manage.py simulate_tournament`` plays a whole tournament of bots (kept small here)."""

from __future__ import annotations

import io

import pytest
from django.core.management import call_command

from games.models import Game, GameStatus
from leagues.models import Standing, Tournament

pytestmark = pytest.mark.django_db


def test_simulate_tournament_plays_a_swiss_to_its_standings():
    out, err = io.StringIO(), io.StringIO()
    call_command("simulate_tournament", kind="nim", players=8, table_size=2, rounds=2,
                 level="easy", stdout=out, stderr=err)  # fmt: skip
    t = Tournament.objects.get()
    assert t.status == "finished" and t.current_round == 2
    games = Game.objects.filter(part_of_id=t.pk)
    assert games.count() == 8 and all(g.status == GameStatus.FINISHED for g in games)
    printed = out.getvalue()
    assert "finished, 2 rounds, 8 games" in printed
    for line in Standing.objects.filter(tournament=t):
        assert line.name in printed  # "Sim 003", every player in the standings
    assert "8/~8 games" in err.getvalue()


def test_simulate_tournament_plays_a_ladder_in_waves_of_challenges():
    out, err = io.StringIO(), io.StringIO()
    call_command("simulate_tournament", kind="nim", players=6, table_size=2, rounds=2,
                 format="ladder", level="easy", stdout=out, stderr=err)  # fmt: skip
    t = Tournament.objects.get()
    assert t.status == "finished" and t.current_round == 0
    games = Game.objects.filter(part_of_id=t.pk)
    # Two waves of three challenges (reach 3: the 6th takes on the 3rd, the 5th the 2nd, the
    # 4th the 1st).
    assert games.count() == 6 and all(g.status == GameStatus.FINISHED for g in games)
    assert "finished, 6 challenges, 6 games" in out.getvalue()
    lines = list(Standing.objects.filter(tournament=t).order_by("position"))
    assert [line.user_id for line in lines] == t.ladder
