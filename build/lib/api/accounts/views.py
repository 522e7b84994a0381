"""Accounts over the REST API: trading a password for a token, your tokens, your profile."""

from __future__ import annotations

from django.contrib.auth import authenticate
from drf_spectacular.utils import extend_schema
from rest_framework import permissions, status
from rest_framework.decorators import api_view, permission_classes, throttle_classes
from rest_framework.exceptions import AuthenticationFailed
from rest_framework.request import Request
from rest_framework.response import Response

from accounts import services as accounts
from accounts.models import ApiToken
from api import throttles
from api.accounts import serializers as s
from api.conventions import AUTH, ErrorOut
from shared.errors import NotFound


def _token_out(token: ApiToken, key: str | None = None) -> dict:
    return s.TokenOut(token, context={"key": key}).data


@extend_schema(request=s.TokenRequest, responses={201: s.TokenOut, 400: ErrorOut},
               auth=[])  # fmt: skip
@api_view(["POST"])
@permission_classes([permissions.AllowAny])
@throttle_classes(throttles.LOGIN)
def token_obtain(request: Request) -> Response:
    """Trade a username (or email) and password for a personal access token."""
    body = s.TokenRequest(data=request.data)
    body.is_valid(raise_exception=True)
    login = body.validated_data.get("username") or body.validated_data.get("email")
    user = accounts.user_by_login(login)
    # authenticate() even when nobody has that login: the backends then hash the password
    # anyway, so a wrong password costs the same for a known and an unknown account.
    username = user.get_username() if user is not None else login
    user = authenticate(request._request, username=username,
                        password=body.validated_data["password"])  # fmt: skip
    if user is None:
        accounts.refuse_if_suspended(login, body.validated_data["password"])
        raise AuthenticationFailed("Wrong username/email or password.")
    token, key = accounts.token_create(user=user, name=body.validated_data["name"])
    return Response(_token_out(token, key), status=status.HTTP_201_CREATED)


@extend_schema(methods=["GET"], responses={200: s.TokenOut(many=True)})
@extend_schema(methods=["POST"], request=s.TokenCreateRequest, responses={201: s.TokenOut})
@api_view(["GET", "POST"])
@permission_classes(AUTH)
@throttle_classes([throttles.TokenCreate])
def tokens(request: Request) -> Response:
    """Your API tokens (GET), or a new one (POST; the key is shown once)."""
    if request.method == "POST":
        body = s.TokenCreateRequest(data=request.data)
        body.is_valid(raise_exception=True)
        token, key = accounts.token_create(user=request.user, name=body.validated_data["name"])
        return Response(_token_out(token, key), status=status.HTTP_201_CREATED)
    live = request.user.api_tokens.filter(revoked_at__isnull=True)
    return Response(s.TokenOut(live, many=True).data)


@extend_schema(request=None, responses={204: None, 404: ErrorOut})
@api_view(["DELETE"])
@permission_classes(AUTH)
def token_revoke(request: Request, token_id: int) -> Response:
    """Revoke one of your tokens."""
    if not accounts.token_revoke(user=request.user, token_id=token_id):
        raise NotFound("You have no live token with that id.")
    return Response(status=status.HTTP_204_NO_CONTENT)


@extend_schema(methods=["GET"], responses={200: s.ProfileOut})
@extend_schema(methods=["PATCH"], request=s.ProfileRequest, responses={200: s.ProfileOut})
@api_view(["GET", "PATCH"])
@permission_classes(AUTH)
def me(request: Request) -> Response:
    """Your profile: display name and time zone."""
    if request.method == "PATCH":
        body = s.ProfileRequest(data=request.data, partial=True)
        body.is_valid(raise_exception=True)
        accounts.profile_update(user=request.user, **body.validated_data)
        request.user.profile.refresh_from_db()
    return Response(s.ProfileOut(request.user).data)
