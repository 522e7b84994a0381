"""Moderation over the REST API: players report table-talk messages and block players;
moderators (staff) read the reports, hide messages, suspend accounts and abort games.
Every decision goes through its service, which records who, when and why."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema
from rest_framework import status
from rest_framework.decorators import api_view, permission_classes
from rest_framework.request import Request
from rest_framework.response import Response

from accounts import blocks, moderation
from accounts.models import AccountAction
from api.conventions import AUTH, ErrorOut
from api.games.serializers import GameOut
from api.moderation.serializers import (
    BlockOut,
    BlockRequest,
    DecisionOut,
    ReasonRequest,
    ReportedMessageOut,
)
from games import services as games
from talk import moderation as talk

ERRORS = {400: ErrorOut, 401: ErrorOut, 403: ErrorOut, 404: ErrorOut}


def _reason(request: Request) -> str:
    body = ReasonRequest(data=request.data)
    body.is_valid(raise_exception=True)
    return body.validated_data["reason"]


def _decision(record) -> dict:
    return DecisionOut({"id": record.pk, "action": record.action, "reason": record.reason,
                        "by": record.by.get_username() if record.by else "",
                        "at": record.created_at}).data  # fmt: skip


# --- players ------------------------------------------------------------------------------
@extend_schema(request=ReasonRequest, responses={201: DecisionOut, **ERRORS})
@api_view(["POST"])
@permission_classes(AUTH)
def report_message(request: Request, game_id: int, message_id: int) -> Response:
    """Report a table-talk message of a game you play to the moderators, saying why."""
    report = talk.message_report(user=request.user, game_id=game_id, message_id=message_id,
                                 reason=_reason(request))  # fmt: skip
    decision = DecisionOut(
        {
            "id": report.pk,
            "action": "reported",
            "reason": report.reason,
            "by": request.user.get_username(),
            "at": report.created_at,
        }
    )
    return Response(decision.data, status=status.HTTP_201_CREATED)


@extend_schema(methods=["GET"], responses={200: BlockOut(many=True)})
@extend_schema(methods=["POST"], request=BlockRequest, responses={201: BlockOut, **ERRORS})
@api_view(["GET", "POST"])
@permission_classes(AUTH)
def my_blocks(request: Request) -> Response:
    """The players you block (GET), or block one (POST ``{username}`` or ``{game, seat}``):
    you are shown no table talk from them, and neither of you can seat the other by
    invitation."""
    if request.method == "GET":
        return Response(BlockOut(blocks.blocks_list(user=request.user), many=True).data)
    body = BlockRequest(data=request.data)
    body.is_valid(raise_exception=True)
    target = blocks.block_target(
        user=request.user, username=body.validated_data.get("username"),
        game_id=body.validated_data.get("game"), seat=body.validated_data.get("seat"),
    )  # fmt: skip
    block = blocks.block_create(user=request.user, target=target)
    return Response(BlockOut(block).data, status=status.HTTP_201_CREATED)


@extend_schema(responses={204: None, **ERRORS})
@api_view(["DELETE"])
@permission_classes(AUTH)
def unblock(request: Request, block_id: int) -> Response:
    """Unblock a player."""
    blocks.block_delete(user=request.user, block_id=block_id)
    return Response(status=status.HTTP_204_NO_CONTENT)


# --- moderators (staff) -------------------------------------------------------------------
@extend_schema(responses={200: ReportedMessageOut(many=True), **ERRORS})
@api_view(["GET"])
@permission_classes(AUTH)
def reports(request: Request) -> Response:
    """Staff only: the reported messages, most recently reported first, with their real
    text, their author, whether they are hidden, and each report."""
    rows = talk.reported_messages(staff=request.user)[:200]
    return Response(ReportedMessageOut([talk.report_json(m) for m in rows], many=True).data)


def _message_decision(service, doc: str):
    @extend_schema(request=ReasonRequest, responses={201: DecisionOut, **ERRORS},
                   description=doc)  # fmt: skip
    @api_view(["POST"])
    @permission_classes(AUTH)
    def view(request: Request, message_id: int) -> Response:
        record = service(staff=request.user, message_id=message_id, reason=_reason(request))
        return Response(_decision(record), status=status.HTTP_201_CREATED)

    return view


hide_message = _message_decision(
    talk.message_hide, "Staff only: hide a message from everyone but staff, saying why; the "
    "players see 'message hidden by a moderator'.")  # fmt: skip
show_message = _message_decision(
    talk.message_show, "Staff only: show a hidden message again, saying why."
)


def _account_decision(service, doc: str):
    @extend_schema(request=ReasonRequest, responses={201: DecisionOut, **ERRORS},
                   description=doc)  # fmt: skip
    @api_view(["POST"])
    @permission_classes(AUTH)
    def view(request: Request, user_id: int) -> Response:
        record: AccountAction = service(staff=request.user, user_id=user_id,
                                        reason=_reason(request))  # fmt: skip
        return Response(_decision(record), status=status.HTTP_201_CREATED)

    return view


suspend_user = _account_decision(
    moderation.account_suspend, "Staff only: suspend an account, saying why. It cannot sign "
    "in, its API tokens are refused, and its seats time out as if it did not answer.")  # fmt: skip
reinstate_user = _account_decision(
    moderation.account_reinstate, "Staff only: lift an account's suspension, saying why."
)


@extend_schema(request=ReasonRequest, responses={200: GameOut, **ERRORS})
@api_view(["POST"])
@permission_classes(AUTH)
def abort_game(request: Request, game_id: int) -> Response:
    """Staff only: abort a game that cannot go on, in play or not started, saying why.
    A GameAborted event records who and why; the game shows as aborted."""
    game = games.game_abort_by_moderator(staff=request.user, game_id=game_id,
                                         reason=_reason(request))  # fmt: skip
    return Response(GameOut(game, context={"request": request}).data)
