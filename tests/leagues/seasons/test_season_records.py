"""What a season records can be checked and rebuilt: re-running the pairing from the
published seed gives the recorded schedule; the rows rebuilt from the streams equal the
live ones; a withdrawn player is left out of later matchdays while their running game goes
on through the timeout chain."""

from __future__ import annotations

from datetime import timedelta
from io import StringIO

import pytest
from django.core.management import call_command
from django.forms.models import model_to_dict
from django.utils import timezone

from games.bots import bots_play, suggest
from games.deadlines.sweep import deadlines_sweep
from games.models import Event, Game, GameStatus
from games.services import game_act
from games.store import read_stream_events
from leagues.models import Division, DivisionPlayer, Matchday, Season, SeasonTable
from leagues.pairing.divisions import schedule_division
from leagues.pairing.sizes import TableSize
from leagues.seasons.services import league_leave, season_start
from tests.leagues.seasons.play import a_league, people, play_game, play_season, running_games

pytestmark = pytest.mark.django_db

NAMES = ["Ada", "Ben", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal"]


def test_re_running_the_pairing_from_the_published_seed_gives_the_recorded_schedule(
    django_user_model,
):
    organiser, *players = people(django_user_model, ["Olga", *NAMES[:6]])
    league = a_league(organiser, players, table_size=3, division_size=6)
    season = season_start(user=organiser, league_id=league.pk)
    play_season(season)
    rows = read_stream_events(season.stream_id)
    started, finished = rows[0].data, rows[-1].data
    # Only what was published: the first event's data, the pairing events, the seed.
    for division in started["divisions"]:
        players = [str(p["user"]) for p in division["players"]]
        again = schedule_division(players, division["matchdays"], TableSize(3, 2, 4),
                                  finished["seed"], str(division["division"]))  # fmt: skip
        recorded = [
            tuple(tuple(str(p) for p in t["players"]) for t in r.data["tables"])
            for r in rows if r.type == "RoundPaired" and r.data["division"] == division["division"]
        ]  # fmt: skip
        assert recorded == [r.tables for r in again]
        assert len(recorded) == division["matchdays"] == 3


def snapshot() -> dict:
    def rows(model, order):
        return [
            {k: v for k, v in model_to_dict(row).items() if k != "id"}
            | {"at": getattr(row, "paired_at", None)}
            for row in model.objects.order_by(*order)
        ]

    return {
        "seasons": rows(Season, ["pk"]),
        "divisions": [(d.season.number, d.number, d.name, d.matchdays)
                      for d in Division.objects.order_by("season__number", "number")],
        "players": [(p.division.number, p.name, p.rank, p.points, p.buchholz, p.game_score,
                     p.games, p.byes, p.withdrawn, p.moved, p.seed_order)
                    for p in DivisionPlayer.objects.order_by("division__number", "user_id")],
        "days": [(m.division.number, m.number, m.paired_at, m.closed, m.byes)
                 for m in Matchday.objects.order_by("division__number", "number")],
        "tables": [(t.matchday.division.number, t.matchday.number, t.number, t.game_id,
                    t.players, t.recorded, t.order, t.points, t.scores)
                   for t in SeasonTable.objects.order_by("game_id")],
    }  # fmt: skip


def test_rows_rebuilt_from_the_streams_equal_the_live_ones(django_user_model):
    organiser, *players = people(django_user_model, ["Olga", *NAMES])
    league = a_league(organiser, players)
    first = season_start(user=organiser, league_id=league.pk)
    play_season(first)
    second = season_start(user=organiser, league_id=league.pk)
    play_season(second, stop_after=3)  # one season over, one under way, with a withdrawal
    league_leave(user=players[0], league_id=league.pk)
    live = snapshot()
    assert live["tables"] and any(p[8] for p in live["players"])
    said = StringIO()
    call_command("rebuild_projections", stdout=said)  # the games' rows, then the apps'
    assert snapshot() == live
    assert "seasons: seasons: 2 season(s) rebuilt" in said.getvalue()


def test_a_withdrawn_player_is_left_out_of_later_matchdays_and_their_game_times_out(
    django_user_model,
    settings,
):
    settings.VITRINE_TIMEOUTS_BEFORE_BOT = 1
    organiser, *players = people(django_user_model, ["Olga", *NAMES[:4]])
    league = a_league(organiser, players)  # one division of four, at tables of 2
    season = season_start(user=organiser, league_id=league.pk)
    ada = players[0]
    (ada_game,) = [g for g in running_games(season)
                   if Game.objects.get(pk=g).seats.filter(user=ada).exists()]  # fmt: skip
    for game_id in running_games(season):
        if game_id != ada_game:
            play_game(game_id)
    league_leave(user=ada, league_id=league.pk)
    withdrew = Event.objects.get(stream_id=season.stream_id, type="Withdrew")
    assert (withdrew.data["user"], withdrew.data["name"]) == (ada.pk, "Ada")
    assert withdrew.data["title"] == "Museum League, season 1"
    assert DivisionPlayer.objects.get(division__season=season, user=ada).withdrawn

    # Her game runs on: her turn times out, the bot takes her seat and plays it out.
    assert Game.objects.get(pk=ada_game).status == GameStatus.ACTIVE
    for _ in range(100):
        game = Game.objects.get(pk=ada_game)
        if game.status != GameStatus.ACTIVE:
            break
        seat = game.seats.get(number=game.to_act[0])
        if seat.bot:
            bots_play(ada_game)
        elif seat.user_id == ada.pk:
            assert deadlines_sweep(now=timezone.now() + timedelta(days=4)) >= 1
        else:
            answer = suggest(game, seat.number, "test")
            game_act(user=seat.user, game_id=ada_game, version=game.version,
                     choices=answer.choices)  # fmt: skip
    game = Game.objects.get(pk=ada_game)
    assert game.status == GameStatus.FINISHED and game.seats.get(user=ada).bot
    assert SeasonTable.objects.get(game=game).recorded

    # Matchday 2 is paired without her: the one drawn to meet her sits it out.
    again = schedule_division([str(p.pk) for p in players], 3, TableSize(2, 2, 4),
                              Season.objects.get(pk=season.pk).stream.events.first().secret["seed"],
                              "0")  # fmt: skip
    drawn = next(t for t in again[1].tables if str(ada.pk) in t)
    (opponent,) = [int(p) for p in drawn if p != str(ada.pk)]
    day2 = Event.objects.get(stream_id=season.stream_id, type="RoundPaired", data__round=2)
    assert all(ada.pk not in t["players"] for t in day2.data["tables"])
    assert day2.data["byes"] == [opponent] and len(day2.data["tables"]) == 1
    play_season(season)
    season.refresh_from_db()
    assert season.finished
    lines = {p.name: p for p in DivisionPlayer.objects.filter(division__season=season)}
    assert lines["Ada"].games == 1 and lines["Ada"].withdrawn
    assert all(line.games + line.byes == 3 for name, line in lines.items() if name != "Ada")
    finished = Event.objects.get(stream_id=season.stream_id, type="Finished")
    assert ada.pk not in [p for d in finished.data["next_divisions"] for p in d]
