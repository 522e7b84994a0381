"""Table talk over the REST API: read and write the chat beside a game's table."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema
from rest_framework import permissions, status
from rest_framework.decorators import api_view, permission_classes, throttle_classes
from rest_framework.request import Request
from rest_framework.response import Response

from api.conventions import ERRORS
from api.params import after_param, limit_param, paging
from api.talk.serializers import TalkMessageOut, TalkPageOut, TalkRequest
from api.throttles import Talk
from talk import selectors, services


@extend_schema(
    methods=["GET"],
    parameters=paging("messages", "Only messages with id > after.", 200),
    responses={200: TalkPageOut, **ERRORS},
    description="The table talk of a game, oldest first (players of the game only).",
)
@extend_schema(
    methods=["POST"],
    request=TalkRequest,
    responses={201: TalkMessageOut, **ERRORS},
    description="Say something at the table (players of the game only).",
)
@api_view(["GET", "POST"])
@permission_classes([permissions.IsAuthenticated])
@throttle_classes([Talk])
def talk(request: Request, game_id: int) -> Response:
    """Table talk: GET the messages after ``after``; POST ``{text}`` to add one."""
    if request.method == "POST":
        body = TalkRequest(data=request.data)
        body.is_valid(raise_exception=True)
        message = services.message_post(
            user=request.user, game_id=game_id, text=body.validated_data["text"]
        )
        return Response(TalkMessageOut(selectors.message_json(message)).data,
                        status=status.HTTP_201_CREATED)  # fmt: skip
    after, limit = after_param(request), limit_param(request, 200)
    messages = selectors.messages_list(user=request.user, game_id=game_id, after=after,
                                       limit=limit)  # fmt: skip
    next_after = messages[-1]["id"] if messages else after
    return Response(TalkPageOut({"messages": messages, "next_after": next_after}).data)
