"""Helpers for the season tests: a league of people, and their games played to the end by
the bots' decisions through ``services.game_act``, as any player moves."""

from __future__ import annotations

from games import bots, services
from games.models import Game, GameStatus
from leagues.models import Season
from leagues.seasons.services import league_create, league_join
from tests.conftest import make_user


def people(django_user_model, names: list[str]) -> list:
    return [make_user(django_user_model, name) for name in names]


def a_league(organiser, players, **kw):
    settings = {"name": "Museum League", "kind": "nim", "table_size": 2, "division_size": 4,
                "options": {"pile": 5, "pledges": False}, "weeks": 4} | kw  # fmt: skip
    league = league_create(organiser=organiser, **settings)
    for player in players:
        league_join(user=player, league_id=league.pk)
    return league


def play_game(game_id: int) -> None:
    """Every seat answers with the easy bot's suggestion until the game is over."""
    for i in range(500):
        game = Game.objects.get(pk=game_id)
        if game.status != GameStatus.ACTIVE:
            return
        seat = game.to_act[0]
        user = game.seats.get(number=seat).user
        answer = bots.suggest(game, seat, f"test:{i}")
        services.game_act(user=user, game_id=game_id, version=game.version,
                          choices=answer.choices, text=answer.text)  # fmt: skip
    raise AssertionError(f"game {game_id} did not end")


def running_games(season: Season) -> list[int]:
    return list(Game.objects.filter(part_of_id=season.stream_id, status=GameStatus.ACTIVE)
                .order_by("pk").values_list("pk", flat=True))  # fmt: skip


def play_season(season: Season, stop_after: int | None = None) -> int:
    """Play every game the season pairs until it finishes; returns the games played."""
    played = 0
    while games := running_games(season):
        for game_id in games:
            play_game(game_id)
            played += 1
            if stop_after is not None and played >= stop_after:
                return played
    season.refresh_from_db()
    return played
