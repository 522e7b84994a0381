"""Seats over the REST API: taking your seat back from the bot, offering a bot-held seat
to a replacement, the lobby's open seats in running games, and inviting someone to a
seat. Each view calls one service or selector and renders the answer through its
serializer."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema
from rest_framework import permissions, status
from rest_framework.decorators import api_view, permission_classes, throttle_classes
from rest_framework.request import Request
from rest_framework.response import Response

from api.conventions import AUTH, ERRORS, ErrorOut
from api.games.serializers import GameOut
from api.seats.serializers import InviteRequest, InviteSentOut, OpenSeatOut
from api.throttles import Invite
from games import handover, selectors
from notifications.outbound import invitations


@extend_schema(request=None, responses={200: GameOut, **ERRORS, 409: ErrorOut})
@api_view(["POST"])
@permission_classes(AUTH)
def take_back(request: Request, game_id: int) -> Response:
    """Take your seat back from the bot that took it over after your timeouts."""
    selectors.game_get(user=request.user, game_id=game_id)  # 404 to whoever may not see it
    game = handover.game_take_back(user=request.user, game_id=game_id)
    return Response(GameOut(game, context={"request": request}).data)


@extend_schema(request=None, responses={200: GameOut, **ERRORS, 409: ErrorOut})
@api_view(["POST"])
@permission_classes(AUTH)
def offer_seat(request: Request, game_id: int, seat: int) -> Response:
    """Offer a bot-held seat to a replacement player (creator or the seat's player)."""
    selectors.game_get(user=request.user, game_id=game_id)  # 404 to whoever may not see it
    game = handover.game_offer_seat(user=request.user, game_id=game_id, seat=seat)
    return Response(GameOut(game, context={"request": request}).data)


@extend_schema(responses={200: OpenSeatOut(many=True)}, auth=[])
@api_view(["GET"])
@permission_classes([permissions.AllowAny])
def open_seats(request: Request) -> Response:
    """Open seats in running games: join one with POST /api/games/{id}/join/."""
    seats = handover.seats_offered(user=request.user)[:100]
    return Response(OpenSeatOut(seats, many=True, context={"request": request}).data)


@extend_schema(request=InviteRequest, responses={202: InviteSentOut, **ERRORS})
@api_view(["POST"])
@permission_classes(AUTH)
@throttle_classes([Invite])
def invite(request: Request, game_id: int) -> Response:
    """Email an invitation with the join link (creator and players, open games)."""
    body = InviteRequest(data=request.data)
    body.is_valid(raise_exception=True)
    invitations.game_invite(user=request.user, game_id=game_id,
                            address=body.validated_data["email"])  # fmt: skip
    sent = InviteSentOut({"detail": "The invitation is on its way."})
    return Response(sent.data, status=status.HTTP_202_ACCEPTED)
