"""Tournaments over the REST API: list and create, one tournament, register and withdraw,
the organiser's controls (start, remove, replace, adjudicate), and the pairings, standings
and games. Each view validates input and calls one service or selector."""

from __future__ import annotations

from django.http import StreamingHttpResponse
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import status
from rest_framework.decorators import api_view, permission_classes, throttle_classes
from rest_framework.request import Request
from rest_framework.response import Response

from api import throttles
from api.conventions import AUTH, ERRORS, ErrorOut
from api.exports.stream import export_schema, ndjson_export, streams
from api.params import after_param, choice_param, limit_param, newest_first_page, paging
from api.tournaments import serializers as s
from games.models import Game
from leagues.models import TournamentStatus
from leagues.tournaments import ladder, selectors, services


def _out(request: Request, tournament_id: int) -> dict:
    t = selectors.tournament_get(tournament_id)
    return s.TournamentOut(t, context={"request": request}).data


@extend_schema(
    methods=["GET"],
    parameters=[
        OpenApiParameter("status", str, enum=TournamentStatus.values),
        *paging("tournaments", "Only tournaments listed after this id: newest first.", 50),
    ],
    responses={200: s.TournamentPageOut, 400: ErrorOut},
    operation_id="tournaments_list",
)
@extend_schema(methods=["POST"], request=s.TournamentCreateRequest,
               responses={201: s.TournamentOut, **ERRORS})  # fmt: skip
@api_view(["GET", "POST"])
@throttle_classes([throttles.GameCreate])
def tournaments(request: Request) -> Response:
    """List tournaments, newest first, or create one (you organise it)."""
    if request.method == "POST":
        body = s.TournamentCreateRequest(data=request.data)
        body.is_valid(raise_exception=True)
        data = dict(body.validated_data)
        data["rounds_count"] = data.pop("rounds")
        t = services.tournament_create(organiser=request.user, **data)
        return Response(_out(request, t.pk), status=status.HTTP_201_CREATED)
    after, limit = after_param(request, None), limit_param(request, 50)
    rows = selectors.tournaments_list(
        status=choice_param(request, "status", TournamentStatus.values, None)
    )
    page = newest_first_page(rows, after, limit)
    next_after = page[-1].pk if page else after or 0
    out = s.TournamentPageOut({"tournaments": page, "next_after": next_after},
                              context={"request": request})  # fmt: skip
    return Response(out.data)


@extend_schema(responses={200: s.TournamentOut, 404: ErrorOut})
@api_view(["GET"])
def tournament_detail(request: Request, tournament_id: int) -> Response:
    """One tournament: its settings, where it stands, and what you may do there."""
    return Response(_out(request, tournament_id))


def _command(call, doc: str, req=None):
    @extend_schema(request=req, responses={200: s.TournamentOut, **ERRORS}, description=doc)
    @api_view(["POST"])
    @permission_classes(AUTH)
    def view(request: Request, tournament_id: int) -> Response:
        kwargs = {}
        if req is not None:
            body = req(data=request.data)
            body.is_valid(raise_exception=True)
            kwargs = body.validated_data
        call(request.user, tournament_id, **kwargs)
        return Response(_out(request, tournament_id))

    return view


register = _command(
    lambda user, tid: services.tournament_register(user=user, tournament_id=tid),
    "Enter the tournament (within its registration window, invitation and entry limits).",
)
withdraw = _command(
    lambda user, tid: services.tournament_withdraw(user=user, tournament_id=tid),
    "Leave the tournament: your games under way go on; you are not paired again.",
)
start = _command(
    lambda user, tid: services.tournament_start(user=user, tournament_id=tid),
    "Organiser: close registration now and pair round 1.",
)
remove = _command(
    lambda user, tid, player: services.tournament_remove(
        user=user, tournament_id=tid, player_id=player
    ),
    "Organiser: take a player out of later pairings.",
    s.TournamentPlayerRequest,
)
replace = _command(
    lambda user, tid, player, replacement: services.tournament_replace(
        user=user, tournament_id=tid, player_id=player, replacement_id=replacement
    ),
    "Organiser: put someone in a player's place (their seats, points and pairings).",
    s.TournamentReplaceRequest,
)
adjudicate = _command(
    lambda user, tid, game, order, reason: services.tournament_adjudicate(
        user=user, tournament_id=tid, game_id=game, order=order, reason=reason
    ),
    "Organiser: end a stuck game of the tournament with a result.",
    s.TournamentAdjudicateRequest,
)


close_challenges = _command(
    lambda user, tid: ladder.tournament_close_challenges(user=user, tournament_id=tid),
    "Organiser of a ladder: take no more challenges; it finishes once none is in play.",
)


@extend_schema(
    methods=["GET"],
    parameters=paging("challenges", "Only challenges after this number.", 50),
    responses={200: s.TournamentChallengesPageOut, 400: ErrorOut, 404: ErrorOut},
    operation_id="tournament_challenges_list",
)
@extend_schema(methods=["POST"], request=s.TournamentChallengeRequest,
               responses={201: s.TournamentChallengeOut, **ERRORS},
               operation_id="tournament_challenges_create")  # fmt: skip
@api_view(["GET", "POST"])
@throttle_classes([throttles.GameCreate])
def challenges(request: Request, tournament_id: int) -> Response:
    """A ladder's challenges, oldest first; or challenge players above you (within the
    ladder's reach): their game starts at once."""
    if request.method == "POST":
        body = s.TournamentChallengeRequest(data=request.data)
        body.is_valid(raise_exception=True)
        number = ladder.tournament_challenge(user=request.user, tournament_id=tournament_id,
                                             defenders=body.validated_data["defenders"])  # fmt: skip
        t = selectors.tournament_get(tournament_id)
        (made,) = selectors.challenges_page(t, after=number - 1, limit=1)
        return Response(s.TournamentChallengeOut(made).data, status=status.HTTP_201_CREATED)
    t = selectors.tournament_get(tournament_id)
    after, limit = after_param(request), limit_param(request, 50)
    rows = selectors.challenges_page(t, after=after, limit=limit)
    next_after = rows[-1]["challenge"] if rows else after
    return Response(
        s.TournamentChallengesPageOut({"challenges": rows, "next_after": next_after}).data
    )


@extend_schema(
    parameters=paging("rounds", "Only rounds after this round number.", 20),
    responses={200: s.TournamentPairingsPageOut, 400: ErrorOut, 404: ErrorOut},
)
@api_view(["GET"])
def pairings(request: Request, tournament_id: int) -> Response:
    """The rounds, oldest first, with their tables (game, players by name) and byes."""
    t = selectors.tournament_get(tournament_id)
    after, limit = after_param(request), limit_param(request, 20)
    rounds = selectors.rounds_page(t, after=after, limit=limit)
    next_after = rounds[-1]["round"] if rounds else after
    return Response(s.TournamentPairingsPageOut({"rounds": rounds, "next_after": next_after}).data)


@extend_schema(
    parameters=paging("lines", "Only lines after this position.", 100),
    responses={200: s.TournamentStandingsPageOut, 400: ErrorOut, 404: ErrorOut},
)
@api_view(["GET"])
def standings(request: Request, tournament_id: int) -> Response:
    """The standings, best first: points, then Buchholz, game score and rating."""
    t = selectors.tournament_get(tournament_id)
    after, limit = after_param(request), limit_param(request, 100)
    lines = selectors.standings_page(t, after=after, limit=limit)
    next_after = lines[-1].position if lines else after
    return Response(
        s.TournamentStandingsPageOut({"standings": lines, "next_after": next_after}).data
    )


@extend_schema(
    parameters=paging("games", "Only games listed after this id: newest first.", 50),
    responses={200: s.TournamentGamesPageOut, 400: ErrorOut, 404: ErrorOut},
    operation_id="tournament_games_list",
)
@api_view(["GET"])
def tournament_games(request: Request, tournament_id: int) -> Response:
    """The tournament's games, newest first."""
    t = selectors.tournament_get(tournament_id)
    after, limit = after_param(request, None), limit_param(request, 50)
    games = selectors.games_page(t, after=after, limit=limit)
    next_after = games[-1].pk if games else after or 0
    return Response(s.TournamentGamesPageOut({"games": games, "next_after": next_after}).data)


@export_schema("Every finished or aborted game of the tournament that you may see.",
               "tournament_games_export")  # fmt: skip
@api_view(["GET"])
@throttle_classes([throttles.Export])
@streams
def tournament_games_export(request: Request, tournament_id: int) -> StreamingHttpResponse:
    """The tournament's games as an NDJSON stream (``api.exports``)."""
    t = selectors.tournament_get(tournament_id)
    return ndjson_export(request, Game.objects.filter(part_of_id=t.pk),
                         filename=f"vitrine-tournament-{t.pk}-games.ndjson")  # fmt: skip
