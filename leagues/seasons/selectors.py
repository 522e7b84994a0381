"""What the API and the pages read of leagues and seasons: plain dicts, names not seats.

Standings lines carry ``zone``: "up" or "down" while a season runs and the line sits where
players go up or down at the end (the top of each division but the first, the bottom of
each but the last; players who withdrew neither go up nor hold a place), and ``moved``
once it has finished."""

from __future__ import annotations

from typing import Any

from django.contrib.auth.models import AbstractBaseUser
from django.db.models import QuerySet

from accounts.names import display_name
from games.models import Game
from leagues.models import Division, League, Season, SeasonTable
from shared.errors import NotFound


def leagues_list() -> QuerySet[League]:
    return League.objects.select_related("organiser__profile")


BIGINT, INT = 2**63 - 1, 2**31 - 1  # what the id and number columns hold


def league_get(league_id: int) -> League:
    if league_id > BIGINT:
        raise NotFound("No such league.")
    try:
        return League.objects.select_related("organiser__profile").get(pk=league_id)
    except League.DoesNotExist:
        raise NotFound("No such league.") from None


def league_json(league: League, user: AbstractBaseUser | None) -> dict[str, Any]:
    members = list(league.members.filter(left_at__isnull=True).select_related("user__profile"))
    me = user if user is not None and user.is_authenticated else None
    current = league.seasons.order_by("-number").first()
    return {
        "id": league.pk, "name": league.name, "kind": league.kind, "options": league.options,
        "time_control": league.time_control, "table_size": league.table_size,
        "division_size": league.division_size, "max_divisions": league.max_divisions,
        "promote": league.promote, "relegate": league.relegate, "weeks": league.weeks,
        "placement": league.placement, "invite_only": league.invite_only,
        "organiser": {"user": league.organiser_id, "name": display_name(league.organiser)},
        "members": [{"user": m.user_id, "name": display_name(m.user)} for m in members],
        "member": me is not None and any(m.user_id == me.pk for m in members),
        "organising": me is not None and me.pk == league.organiser_id,
        "invite_code": league.invite_code if me is not None and me.pk == league.organiser_id
        else None,
        "current_season": current.number if current else None,
        "season_running": bool(current and not current.finished),
        "path": f"/leagues/{league.pk}/",
    }  # fmt: skip


def seasons_list(league: League) -> QuerySet[Season]:
    return league.seasons.all()


def season_get(league_id: int, number: int) -> Season:
    if league_id > BIGINT or number > INT:
        raise NotFound("No such season of this league.")
    try:
        return Season.objects.select_related("league").get(league_id=league_id, number=number)
    except Season.DoesNotExist:
        raise NotFound("No such season of this league.") from None


def season_summary(season: Season) -> dict[str, Any]:
    return {
        "number": season.number, "title": season.title, "finished": season.finished,
        "started_at": season.started_at, "ends_at": season.ends_at,
        "finished_at": season.finished_at, "seed_sha256": season.seed_sha256,
        "seed": season.seed or None,
        "path": f"/leagues/{season.league_id}/seasons/{season.number}/",
        "stream": season.stream_id,
    }  # fmt: skip


def _zone(season: Season, division: Division, last: int, place: int, size: int) -> str:
    if season.finished:
        return ""
    if division.number > 0 and place < season.promote:
        return "up"
    if division.number < last and place >= size - season.relegate:
        return "down"
    return ""


def _division_json(season: Season, division: Division, last: int) -> dict[str, Any]:
    lines = list(division.players.order_by("rank", "seed_order"))
    staying = [line for line in lines if not line.withdrawn]
    place = {line.pk: i for i, line in enumerate(staying)}
    names = {line.user_id: line.name for line in lines}
    standings = [
        {"rank": line.rank, "user": line.user_id, "name": line.name, "points": line.points,
         "buchholz": line.buchholz, "game_score": line.game_score, "games": line.games,
         "byes": line.byes, "withdrawn": line.withdrawn, "moved": line.moved or None,
         "zone": _zone(season, division, last, place[line.pk], len(staying))
         if line.pk in place else ""}
        for line in lines
    ]  # fmt: skip
    tables = SeasonTable.objects.filter(matchday__division=division).select_related("game")
    by_day: dict[int, list[dict[str, Any]]] = {}
    for t in tables:
        by_day.setdefault(t.matchday_id, []).append({
            "table": t.number, "game": t.game_id, "status": t.game.status,
            "players": [{"user": p, "name": names.get(p, "")} for p in t.players],
            "recorded": t.recorded,
            "order": [[names.get(p, "") for p in group] for group in t.order],
            "points": {names.get(int(u), u): v for u, v in t.points.items()},
        })  # fmt: skip
    return {
        "number": division.number, "name": division.name, "matchdays_planned": division.matchdays,
        "standings": standings,
        "matchdays": [
            {"round": day.number, "closed": day.closed, "paired_at": day.paired_at,
             "byes": [{"user": p, "name": names.get(p, "")} for p in day.byes],
             "tables": by_day.get(day.pk, [])}
            for day in division.days.order_by("number")
        ],
    }  # fmt: skip


def season_json(season: Season) -> dict[str, Any]:
    divisions = list(season.divisions.order_by("number"))
    last = len(divisions) - 1
    return {
        **season_summary(season),
        "league": {"id": season.league_id, "name": season.league.name},
        "promote": season.promote, "relegate": season.relegate,
        "divisions": [_division_json(season, d, last) for d in divisions],
    }  # fmt: skip


def season_games(season: Season) -> QuerySet[Game]:
    """The season's games (for the bulk export)."""
    return Game.objects.filter(part_of_id=season.stream_id)


def season_games_page(season: Season, after: int, limit: int) -> list[dict[str, Any]]:
    """The season's games in the order they were created, after the game id ``after``."""
    tables = (SeasonTable.objects.filter(matchday__division__season=season, game_id__gt=after)
              .select_related("game", "matchday__division").order_by("game_id")[:limit])  # fmt: skip
    names = dict(season.divisions.values_list("players__user_id", "players__name"))
    return [
        {"game": t.game_id, "status": t.game.status, "division": t.matchday.division.number,
         "round": t.matchday.number, "table": t.number,
         "players": [{"user": p, "name": names.get(p, "")} for p in t.players],
         "path": f"/games/{t.game_id}/"}
        for t in tables
    ]  # fmt: skip
