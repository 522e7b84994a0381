"""Games over the REST API: the kinds on offer, listing, creating and joining games, a
seat's state and its answer, the event feed and the export. Each view validates input,
calls exactly one service or selector, and renders the answer through its serializer;
the rules never run here."""

from __future__ import annotations

from collections.abc import Callable

from django.http import HttpResponse
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import permissions, status
from rest_framework.decorators import api_view, permission_classes, throttle_classes
from rest_framework.request import Request
from rest_framework.response import Response

from api import throttles
from api.conventions import AUTH, ERRORS, ErrorOut
from api.games import serializers as s
from api.params import (
    POSITIVE,
    WHOLE,
    after_param,
    bool_param,
    choice_param,
    int_param,
    limit_param,
    newest_first_page,
    paging,
)
from api.schema import ThrottledOut
from games import selectors, services
from games.engine import all_kinds
from games.errors import StaleVersion
from games.models import Game, GameStatus
from leagues import hall_of_fame
from leagues import services as leagues
from shared.errors import Forbidden, IllegalAction


def _game_out(request: Request, game: Game) -> dict:
    return s.GameOut(game, context={"request": request}).data


@extend_schema(responses={200: s.KindOut(many=True)}, auth=[])
@api_view(["GET"])
@permission_classes([permissions.AllowAny])
def kinds(request: Request) -> Response:
    """The games this installation offers, with their options."""
    return Response(s.KindOut([k.describe_kind() for k in all_kinds()], many=True).data)


@extend_schema(
    methods=["GET"],
    parameters=[
        OpenApiParameter("kind", str, description="Only this kind (a slug of /api/kinds/)."),
        OpenApiParameter("status", str, enum=GameStatus.values),
        OpenApiParameter("mine", bool, description="Only games you sit in."),
        OpenApiParameter(
            "player",
            POSITIVE,
            description="Only games this player sits in "
            "(a player's id, as in /api/players/{player_id}/ratings/).",
        ),
        *paging("games", "Only games listed after this id: newest first, so smaller ids.", 50),
    ],
    responses={200: s.GamePageOut, 400: ErrorOut},
    operation_id="games_list",
)
@extend_schema(methods=["POST"], request=s.GameCreateRequest, responses={201: s.GameOut, **ERRORS})
@api_view(["GET", "POST"])
@throttle_classes([throttles.GameCreate])
def games(request: Request) -> Response:
    """List games you may see, or create one (you take seat 0 unless join is false)."""
    if request.method == "POST":
        body = s.GameCreateRequest(data=request.data)
        body.is_valid(raise_exception=True)
        game = leagues.game_create(user=request.user, **body.validated_data)
        return Response(_game_out(request, game), status=status.HTTP_201_CREATED)
    after, limit = after_param(request, None), limit_param(request, 50)
    rows = selectors.games_list(
        user=request.user, kind=choice_param(request, "kind", [k.slug for k in all_kinds()], None),
        mine=bool_param(request, "mine"), player=int_param(request, "player", None, minimum=1),
        status=choice_param(request, "status", GameStatus.values, None),
    )  # fmt: skip
    page = newest_first_page(rows, after, limit)
    next_after = page[-1].pk if page else after or 0
    out = s.GamePageOut({"games": page, "next_after": next_after}, context={"request": request})
    return Response(out.data)


def _visible(request: Request, game_id: int) -> Game:
    """The game if the caller may see it (``?invite=`` opens a private one), else
    NotFound: a private game is not there for outsiders."""
    return selectors.game_get(
        user=request.user, game_id=game_id, invite_code=request.query_params.get("invite")
    )


@extend_schema(
    parameters=[OpenApiParameter("invite", str, description="Invite code of a private game.")],
    responses={200: s.GameOut, 404: ErrorOut},
)
@api_view(["GET"])
def game_detail(request: Request, game_id: int) -> Response:
    """One game's summary."""
    return Response(_game_out(request, _visible(request, game_id)))


def _lifecycle(service, doc: str, req=None):
    @extend_schema(request=req, responses={200: s.GameOut, **ERRORS, 409: ErrorOut},
                   description=doc)  # fmt: skip
    @api_view(["POST"])
    @permission_classes(AUTH)
    def view(request: Request, game_id: int) -> Response:
        kwargs = {}
        if req is not None:
            body = req(data=request.data)
            body.is_valid(raise_exception=True)
            kwargs = body.validated_data
        selectors.game_get(user=request.user, game_id=game_id,
                           invite_code=kwargs.get("invite_code"))  # fmt: skip
        return Response(_game_out(request, service(user=request.user, game_id=game_id,
                                                   **kwargs)))  # fmt: skip

    return view


join = _lifecycle(services.game_join, "Take a free seat (invite-only games need invite_code).",
                  s.JoinRequest)  # fmt: skip
leave = _lifecycle(services.game_leave, "Give up your seat before the game starts.")
resign = _lifecycle(services.game_resign, "Leave a running game for good.")
abort = _lifecycle(services.game_abort, "Call off a game you created that has not started.")
add_bot = _lifecycle(
    services.game_add_bot,
    "Fill a free seat with a bot (creator only), playing at `level` (default normal).",
    s.AddBotRequest,
)


@extend_schema(
    parameters=[
        OpenApiParameter("at", WHOLE, description="Replay: the game after event N."),
        OpenApiParameter("as", str, enum=["seat", "spectator"],
                         description="spectator: the public view, whoever asks."),
    ],
    responses={200: s.StateOut, **ERRORS},
)  # fmt: skip
@api_view(["GET"])
def game_state(request: Request, game_id: int) -> Response:
    """The game as your seat sees it, with the prompt you must answer (if any)."""
    game = _visible(request, game_id)
    at = int_param(request, "at", None)
    viewpoint = choice_param(request, "as", ("seat", "spectator"), "seat")
    state = selectors.game_state(user=request.user, game=game, at=at,
                                 spectator=viewpoint == "spectator", encoded=True)  # fmt: skip
    return Response(state)  # StateOut's shape already (tests/api/test_every_kind_via_api.py)


@extend_schema(request=s.ActRequest,
               responses={200: s.StateOut, **ERRORS, 409: s.StaleStateOut, 429: ThrottledOut})  # fmt: skip
@api_view(["POST"])
@permission_classes(AUTH)
def game_act(request: Request, game_id: int) -> Response:
    """Answer your prompt: option ids in ``choices``, or ``text``. 409: someone moved
    first; the body is the current state (with ``code`` and ``detail``)."""
    # The move's rate limit (throttles.Move) is counted here rather than in
    # throttle_classes: its answer from Redis is read once the game is locked.
    with throttles.counted_in_view(request, throttles.Move) as admitted:
        return _act(request, game_id, admitted)


def _act(request: Request, game_id: int, admitted: Callable[[], None]) -> Response:
    body = s.ActRequest(data=request.data)
    if not body.is_valid():
        _visible(request, game_id)  # a game the caller may not see is not there (404)
        body.is_valid(raise_exception=True)
    v = body.validated_data
    try:
        game = services.game_act(user=request.user, game_id=game_id, version=v["version"],
                                 choices=tuple(v["choices"]), text=v["text"],
                                 prompt_id=v["prompt"], admitted=admitted)  # fmt: skip
    except (Forbidden, IllegalAction):
        _visible(request, game_id)  # checked only when refused: the service needs a seat
        raise
    except StaleVersion as stale:
        game = _visible(request, game_id)
        state = selectors.game_state(user=request.user, game=game)
        stale_out = s.StaleStateOut({"code": "stale_version", "detail": stale.message, **state})
        return Response(stale_out.data, status=status.HTTP_409_CONFLICT)
    # The state is StateOut's shape already (tests/api/test_every_kind_via_api.py): not copied
    # through the serializer again on the move's road.
    return Response(selectors.game_state(user=request.user, game=game, encoded=True))


@extend_schema(
    parameters=paging("events", "Only events with seq > after.", 200),
    responses={200: s.EventPageOut, **ERRORS},
)  # fmt: skip
@api_view(["GET"])
def game_events(request: Request, game_id: int) -> Response:
    """The events you may see, redacted, oldest first; page with ``after``."""
    game = _visible(request, game_id)
    after, limit = after_param(request), limit_param(request, 200)
    events = selectors.game_events(user=request.user, game=game, after=after, limit=limit)
    next_after = events[-1]["seq"] if events else after
    return Response(s.EventPageOut({"events": events, "next_after": next_after,
                                    "version": game.version}).data)  # fmt: skip


@extend_schema(responses={200: s.ExportOut, **ERRORS})
@api_view(["GET"])
def game_export(request: Request, game_id: int) -> HttpResponse:
    """The whole history as one JSON document (redacted for you while the game runs)."""
    game = _visible(request, game_id)
    body = b"".join(selectors.game_export(user=request.user, game=game))
    response = HttpResponse(body, content_type="application/json")
    response["Content-Disposition"] = f'attachment; filename="vitrine-{game.kind}-{game.pk}.json"'
    return response


@extend_schema(responses={200: s.HallOfFameOut(many=True)})
@api_view(["GET"])
@permission_classes(AUTH)
def my_hall_of_fame(request: Request) -> Response:
    """Your Hall of Fame (The Wondrous Museum, solo): each successful challenge's rating;
    the last one is the rating your next challenge must beat."""
    return Response(s.HallOfFameOut(hall_of_fame.entries(request.user), many=True).data)
