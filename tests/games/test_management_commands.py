"""The benchmark and playout commands run, and report what they measured."""

from __future__ import annotations

import io

import pytest
from django.core.management import CommandError, call_command

from games.models import Game


@pytest.mark.django_db
def test_bench_commands_plays_whole_games_through_the_database():
    out = io.StringIO()
    call_command("bench_commands", "nim", games=2, players=3, stdout=out)
    assert "nim, 3 players, 2 games on" in out.getvalue() and "moves/s" in out.getvalue()
    assert list(Game.objects.values_list("status", flat=True)) == ["finished", "finished"]


def test_playout_reports_games_per_second_and_refuses_bad_input(capsys):
    call_command("playout", "nim", games=20, players=[2])
    assert "nim 2 players: 20 games in" in capsys.readouterr().out
    with pytest.raises(CommandError, match="There is no game kind 'chess'"):
        call_command("playout", "chess")
    with pytest.raises(CommandError, match="--options is not valid JSON"):
        call_command("playout", "nim", options="{")
    with pytest.raises(CommandError, match="Nim \\(test game\\) is for 2-4 players, not 9"):
        call_command("playout", "nim", players=[9])
