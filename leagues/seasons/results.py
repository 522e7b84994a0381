"""A season's game is over: its result is recorded in the game's last transaction.

``on_game_over`` is the season kind's hook (``leagues.organised.dispatch``): it runs inside
the command that appended GameFinished (or GameAborted), so the game's last event and
``ResultRecorded`` are written together or not at all. When the table was the last of its
matchday, the matchday closes and the division's next one is paired in the same
transaction; when it was the season's last game, the season closes."""

from __future__ import annotations

from itertools import groupby
from typing import Any

from games import streams
from games.models import Game, GameStatus
from games.streams import StreamCommand
from leagues.models import Season, SeasonTable
from leagues.pairing.points import Scoring
from leagues.pairing.records import Finish
from leagues.seasons import close, events, schedule


def scoring(data: dict[str, Any]) -> Scoring:
    return Scoring(placement=tuple(data["placement"]), bye=data["bye"])


def finishing(game: Game, players: list[int]) -> tuple[list[list[int]], dict[str, float]]:
    """The finishing groups (user ids, best first; ties share a group) and game scores."""
    result = game.result or {}
    ranks = {players[int(seat)]: rank for seat, rank in (result.get("ranks") or {}).items()}
    scores = {str(players[int(s)]): float(v) for s, v in (result.get("scores") or {}).items()}
    ordered = sorted(players, key=lambda p: (ranks.get(p, len(players)), players.index(p)))
    groups = [list(g) for _, g in groupby(ordered, key=lambda p: ranks.get(p, len(players)))]
    return groups, scores


def result_data(season: Season, table: SeasonTable, game: Game) -> dict[str, Any]:
    base = {"round": table.matchday.number, "division": table.matchday.division.number,
            "table": table.number, "game": game.pk, "adjudicated": False}  # fmt: skip
    if game.status != GameStatus.FINISHED:
        return {**base, "order": [], "points": {}, "scores": {}, "aborted": True}
    order, scores = finishing(game, table.players)
    places = [Finish(str(p), 1 + sum(len(g) for g in order[:i]), scores.get(str(p), 0.0))
              for i, group in enumerate(order) for p in group]  # fmt: skip
    points = scoring(season.scoring).game_points(tuple(places))
    return {**base, "order": order, "points": {k: float(v) for k, v in points.items()},
            "scores": scores, "aborted": False}  # fmt: skip


def on_game_over(game: Game, stream_id: int) -> None:
    """The season kind's hook: record the table's result, then move the season on."""

    def body(command: StreamCommand) -> None:
        season = Season.objects.select_related("league").get(stream_id=stream_id)
        table = SeasonTable.objects.select_related("matchday__division").filter(game=game).first()
        if season.finished or table is None or table.recorded:
            return  # the window closed first: a late game does not count
        command.add(events.RESULT_RECORDED, events.told(
            season.title, schedule.started(season).data["path"],
            **result_data(season, table, game)))  # fmt: skip
        command.commit()
        matchday = table.matchday
        if not matchday.tables.filter(recorded=False).exists():
            command.add(events.ROUND_CLOSED, events.told(
                season.title, schedule.started(season).data["path"], round=matchday.number,
                division=matchday.division.number))  # fmt: skip
            command.commit()
            if schedule.advance(command, season):
                close.finish(command, season)

    streams.run(stream_id, body)
