"""Ratings over the REST API: a kind's leaderboard, a player's ratings and rating history.
Public, like the names at a public table; each view reads through ``leagues.player_ratings``."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema
from rest_framework import permissions
from rest_framework.decorators import api_view, permission_classes
from rest_framework.request import Request
from rest_framework.response import Response

from accounts.names import display_name
from api.conventions import ErrorOut
from api.params import after_param, limit_param, paging
from api.ratings import serializers as s
from leagues import player_ratings as readers

PUBLIC = [permissions.AllowAny]


def _figures(figures: readers.Figures) -> dict:
    pace = figures.pace
    return {"reliability": figures.reliability,
            "pace_seconds": None if pace is None else round(pace.total_seconds())}  # fmt: skip


def _player(user) -> dict:
    return {"id": user.pk, "name": display_name(user)}


@extend_schema(
    parameters=paging("rows", "Only rows after this position (a page's next_after).", 50),
    responses={200: s.LeaderboardOut, 400: ErrorOut, 404: ErrorOut},
    auth=[],
)
@api_view(["GET"])
@permission_classes(PUBLIC)
def leaderboard(request: Request, kind: str) -> Response:
    """The kind's leaderboard: players with 10 or more rated games ranked by rating, then
    provisional players (unranked), with each one's reliability and pace."""
    name = readers.kind_name(kind)
    after, limit = after_param(request), limit_param(request, 50)
    rows = readers.board(kind, after=after, limit=limit)
    out = {
        "kind": kind, "kind_name": name,
        "rows": [{"rank": r.rank, "position": r.position, "player": {"id": r.user_id,
                  "name": r.name}, "rating": r.ordinal, "games": r.games,
                  "provisional": r.provisional, **_figures(r.figures)} for r in rows],
        "next_after": rows[-1].position if rows else after,
    }  # fmt: skip
    return Response(s.LeaderboardOut(out).data)


@extend_schema(responses={200: s.PlayerRatingsOut, 404: ErrorOut}, auth=[])
@api_view(["GET"])
@permission_classes(PUBLIC)
def player_ratings(request: Request, player_id: int) -> Response:
    """A player's rating in each game kind they were rated in, with their reliability and
    pace (over all their games)."""
    user = readers.player(player_id)
    ratings = [{**vars(r), "kind_name": readers.kind_name(r.kind)}
               for r in readers.ratings_of(user.pk)]  # fmt: skip
    figures = readers.figures_of([user.pk])[user.pk]
    out = {"player": _player(user), "ratings": ratings, **_figures(figures)}
    return Response(s.PlayerRatingsOut(out).data)


@extend_schema(
    parameters=paging("points", "Only points after this many games (a page's next_after).", 100),
    responses={200: s.HistoryOut, 400: ErrorOut, 404: ErrorOut},
    auth=[],
)
@api_view(["GET"])
@permission_classes(PUBLIC)
def rating_history(request: Request, player_id: int, kind: str) -> Response:
    """A player's rating after each of their rated games of the kind, oldest first."""
    user = readers.player(player_id)
    name = readers.kind_name(kind)
    after, limit = after_param(request), limit_param(request, 100)
    points = readers.history(user.pk, kind, after=after, limit=limit)
    out = {"player": _player(user), "kind": kind, "kind_name": name, "points": points,
           "next_after": points[-1].games if points else after}  # fmt: skip
    return Response(s.HistoryOut(out).data)
