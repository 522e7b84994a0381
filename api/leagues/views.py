"""Leagues over the REST API: list, create, join and leave a league; start a season
(its organiser); read its seasons, each with its divisions' standings, matchdays and
tables, and its games. Each view calls one service or selector and renders through its
serializer."""

from __future__ import annotations

from django.http import StreamingHttpResponse
from drf_spectacular.utils import extend_schema
from rest_framework import status
from rest_framework.decorators import api_view, permission_classes, throttle_classes
from rest_framework.request import Request
from rest_framework.response import Response

from api import throttles
from api.conventions import AUTH, ERRORS, ErrorOut
from api.exports.stream import export_schema, ndjson_export, streams
from api.leagues import serializers as s
from api.params import after_param, limit_param, newest_first_page, paging
from leagues.seasons import selectors, services


def _league_out(request: Request, league_id: int) -> dict:
    league = selectors.league_get(league_id)
    return s.LeagueOut(selectors.league_json(league, request.user)).data


@extend_schema(
    methods=["GET"],
    parameters=paging("leagues", "Only leagues listed after this id: newest first.", 50),
    responses={200: s.LeaguePageOut, 400: ErrorOut},
    operation_id="leagues_list",
)
@extend_schema(methods=["POST"], request=s.LeagueCreateRequest,
               responses={201: s.LeagueOut, **ERRORS})  # fmt: skip
@api_view(["GET", "POST"])
def leagues(request: Request) -> Response:
    """List leagues, newest first, or create one (you organise it; join it to play)."""
    if request.method == "POST":
        body = s.LeagueCreateRequest(data=request.data)
        body.is_valid(raise_exception=True)
        league = services.league_create(organiser=request.user, **body.validated_data)
        return Response(_league_out(request, league.pk), status=status.HTTP_201_CREATED)
    after, limit = after_param(request, None), limit_param(request, 50)
    page = newest_first_page(selectors.leagues_list(), after, limit)
    out = [selectors.league_json(league, request.user) for league in page]
    next_after = page[-1].pk if page else after or 0
    return Response(s.LeaguePageOut({"leagues": out, "next_after": next_after}).data)


@extend_schema(responses={200: s.LeagueOut, 404: ErrorOut})
@api_view(["GET"])
def league_detail(request: Request, league_id: int) -> Response:
    """One league: its settings, members and current season."""
    return Response(_league_out(request, league_id))


@extend_schema(request=s.LeagueJoinRequest, responses={200: s.LeagueOut, **ERRORS})
@api_view(["POST"])
@permission_classes(AUTH)
def join(request: Request, league_id: int) -> Response:
    """Join a league (an invite-only one with its code): you play from its next season,
    in the bottom division."""
    body = s.LeagueJoinRequest(data=request.data)
    body.is_valid(raise_exception=True)
    services.league_join(user=request.user, league_id=league_id,
                         invite_code=body.validated_data["invite_code"] or None)  # fmt: skip
    return Response(_league_out(request, league_id))


@extend_schema(request=None, responses={200: s.LeagueOut, **ERRORS})
@api_view(["POST"])
@permission_classes(AUTH)
def leave(request: Request, league_id: int) -> Response:
    """Leave a league; in a running season you withdraw (your running games go on through
    the timeout chain, and you are left out of later matchdays)."""
    services.league_leave(user=request.user, league_id=league_id)
    return Response(_league_out(request, league_id))


@extend_schema(
    methods=["GET"],
    parameters=paging("seasons", "Only seasons numbered below this: newest first.", 50),
    responses={200: s.SeasonPageOut, **ERRORS},
    operation_id="league_seasons_list",
)
@extend_schema(methods=["POST"], request=None, responses={201: s.SeasonOut, **ERRORS})
@api_view(["GET", "POST"])
def seasons(request: Request, league_id: int) -> Response:
    """A league's seasons, newest first; POST starts the next one (its organiser)."""
    if request.method == "POST":
        season = services.season_start(user=request.user, league_id=league_id)
        season = selectors.season_get(league_id, season.number)
        return Response(s.SeasonOut(selectors.season_json(season)).data,
                        status=status.HTTP_201_CREATED)  # fmt: skip
    league = selectors.league_get(league_id)
    after, limit = after_param(request, None), limit_param(request, 50)
    rows = selectors.seasons_list(league).order_by("-number")
    if after is not None:
        rows = rows.filter(number__lt=after)
    page = list(rows[:limit])
    out = [selectors.season_summary(season) for season in page]
    next_after = page[-1].number if page else after or 0
    return Response(s.SeasonPageOut({"seasons": out, "next_after": next_after}).data)


@extend_schema(responses={200: s.SeasonOut, 404: ErrorOut})
@api_view(["GET"])
def season_detail(request: Request, league_id: int, number: int) -> Response:
    """A season: each division's standings (with the promotion and relegation zones) and
    its matchdays with their tables, games and results."""
    return Response(
        s.SeasonOut(selectors.season_json(selectors.season_get(league_id, number))).data
    )


@extend_schema(
    parameters=paging("games", "Only games with an id above this: oldest first.", 100),
    responses={200: s.SeasonGamePageOut, **ERRORS},
)
@api_view(["GET"])
def season_games(request: Request, league_id: int, number: int) -> Response:
    """A season's games, in the order they were created, with where each was played."""
    season = selectors.season_get(league_id, number)
    after, limit = after_param(request), limit_param(request, 100)
    page = selectors.season_games_page(season, after, limit)
    next_after = page[-1]["game"] if page else after
    return Response(s.SeasonGamePageOut({"games": page, "next_after": next_after}).data)


@export_schema(
    "Every finished or aborted game of the league season that you may see.",
    "league_season_games_export",
)
@api_view(["GET"])
@throttle_classes([throttles.Export])
@streams
def season_games_export(request: Request, league_id: int, number: int) -> StreamingHttpResponse:
    """A season's games as an NDJSON stream (``api.exports``)."""
    season = selectors.season_get(league_id, number)
    return ndjson_export(request, selectors.season_games(season),
                         filename=f"vitrine-league-{league_id}-season-{number}-games.ndjson")  # fmt: skip
