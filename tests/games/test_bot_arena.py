"""``manage.py bot_arena``: bot-only games in memory, each level's win share and mean score
with a 95% interval at each player count; bad input refused in words."""

from __future__ import annotations

import io
import re

import pytest
from django.core.management import CommandError, call_command

from games.arena import win_interval


def test_bot_arena_prints_each_levels_win_share_and_score_with_intervals(capsys):
    out = io.StringIO()
    call_command("bot_arena", "nim", games=6, seats="normal,easy", players=[2, 3], stdout=out)
    text = out.getvalue()
    for count in (2, 3):
        assert f"nim, {count} players, 6 games" in text
    lines = [line for line in text.splitlines() if "win share" in line]
    assert len(lines) == 4, text
    for line in lines:
        assert re.search(r"win share +\d+\.\d% \(95% \d+\.\d%-\d+\.\d%, \d\.\d\dx fair\)", line)
        assert re.search(r"mean score -?\d+\.\d ± \d+\.\d", line)
    assert "6/6" in capsys.readouterr().err, "the progress bar reached the end"


def test_bot_arena_refuses_bad_input():
    with pytest.raises(CommandError, match="easy, normal, strong"):
        call_command("bot_arena", "nim", seats="normal,genius", stdout=io.StringIO())
    with pytest.raises(CommandError, match="no game kind 'chess'"):
        call_command("bot_arena", "chess", stdout=io.StringIO())
    with pytest.raises(CommandError, match="at least 1"):
        call_command("bot_arena", "nim", games=0, stdout=io.StringIO())


def test_the_win_share_interval_is_wilsons():
    share, low, high = win_interval([1.0] * 8 + [0.0] * 2)
    assert share == 0.8 and 0.49 < low < 0.5 and 0.94 < high < 0.95


def test_bot_arena_prints_the_kinds_own_figures():
    out = io.StringIO()
    call_command("bot_arena", "muse-renaissance", games=1, seats="normal", players=[3],
                 stdout=out)  # fmt: skip
    assert re.search(r"votes that found the answer: median (0\.\d+|1), mean", out.getvalue())
    out = io.StringIO()
    call_command("bot_arena", "wondrous-museum", games=1, seats="easy", players=[2], stdout=out)
    text = out.getvalue()
    assert re.search(r"rounds: median \d+, mean \d+ \(over 1 games\)", text), text
    assert "ended on the twenty-rating trigger: median" in text


def test_bot_arena_can_think_within_the_platforms_cpu_budget():
    out = io.StringIO()
    call_command("bot_arena", "nim", games=2, seats="strong,normal", players=[2],
                 cpu_seconds=0.05, stdout=out)  # fmt: skip
    assert "nim, 2 players, 2 games" in out.getvalue()
    assert "0.05 s of CPU a decision" in out.getvalue()
    with pytest.raises(CommandError, match="more than 0"):
        call_command("bot_arena", "nim", cpu_seconds=0, stdout=io.StringIO())
