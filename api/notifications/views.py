"""Notifications over the REST API: your notification settings (and calendar feed),
vacations, the deadlines you owe, your webhooks and an organiser's webhooks for a
tournament or league season (by its stream id). Each view calls one service or
selector and renders the answer through its serializer."""

from __future__ import annotations

from django.utils import timezone
from drf_spectacular.utils import extend_schema
from rest_framework import status
from rest_framework.decorators import api_view, permission_classes
from rest_framework.request import Request
from rest_framework.response import Response

from accounts import services as accounts
from api.conventions import AUTH, ERRORS
from api.notifications.serializers import (
    DeadlineOut,
    PreferencesIO,
    VacationDaysOut,
    VacationIO,
    WebhookCreated,
    WebhookIO,
)
from notifications.calendars import agenda
from notifications.outbound import event_webhooks, preferences, webhooks


@extend_schema(methods=["GET"], responses={200: PreferencesIO})
@extend_schema(methods=["PATCH"], request=PreferencesIO, responses={200: PreferencesIO, **ERRORS})
@api_view(["GET", "PATCH"])
@permission_classes(AUTH)
def notification_settings(request: Request) -> Response:
    """Your notification settings: per kind immediate/digest/never, the digest pace,
    quiet hours (local times; null to turn off) and your calendar feed's secret URL."""
    if request.method == "PATCH":
        body = PreferencesIO(data=request.data, partial=True)
        body.is_valid(raise_exception=True)
        prefs = preferences.preferences_update(user=request.user, **{
            k: v for k, v in body.validated_data.items()})  # fmt: skip
    else:
        prefs = preferences.preferences_of(request.user)
    return Response(PreferencesIO(preferences.preferences_json(prefs)).data)


@extend_schema(methods=["GET"], responses={200: VacationIO(many=True)})
@extend_schema(methods=["POST"], request=VacationIO, responses={201: VacationIO, **ERRORS})
@api_view(["GET", "POST"])
@permission_classes(AUTH)
def vacations(request: Request) -> Response:
    """Your vacations (every clock of yours stops), and the days left this year (POST:
    ``first_day``, ``last_day``, dates in your time zone)."""
    if request.method == "POST":
        body = VacationIO(data=request.data)
        body.is_valid(raise_exception=True)
        vacation = accounts.vacation_create(user=request.user, **body.validated_data)
        return Response(VacationIO(vacation).data, status=status.HTTP_201_CREATED)
    rows = request.user.vacations.filter(ends_at__gt=timezone.now())
    return Response(VacationIO(rows, many=True).data)


@extend_schema(responses={200: VacationDaysOut})
@api_view(["GET"])
@permission_classes(AUTH)
def vacation_days(request: Request) -> Response:
    """Your yearly vacation allowance and the days left of it, this year and next."""
    return Response(VacationDaysOut(accounts.vacation_allowance_of(user=request.user)).data)


@extend_schema(request=None, responses={204: None, **ERRORS})
@api_view(["DELETE"])
@permission_classes(AUTH)
def vacation_cancel(request: Request, vacation_id: int) -> Response:
    """Call a vacation off (one under way ends now)."""
    accounts.vacation_cancel(user=request.user, vacation_id=vacation_id)
    return Response(status=status.HTTP_204_NO_CONTENT)


@extend_schema(responses={200: DeadlineOut(many=True)})
@api_view(["GET"])
@permission_classes(AUTH)
def my_deadlines(request: Request) -> Response:
    """Every game waiting for your answer, soonest deadline first, in your time zone."""
    return Response(DeadlineOut(agenda.deadlines_of(user=request.user), many=True).data)


@extend_schema(methods=["GET"], responses={200: WebhookIO(many=True)})
@extend_schema(methods=["POST"], request=WebhookIO, responses={201: WebhookCreated, **ERRORS})
@api_view(["GET", "POST"])
@permission_classes(AUTH)
def my_webhooks(request: Request) -> Response:
    """Your webhooks (POST registers one: ``url``, ``format`` json | discord | slack). The
    URL must be a public http(s) address on an allowed port; the signing secret is in the
    POST's answer only."""
    if request.method == "POST":
        body = WebhookIO(data=request.data)
        body.is_valid(raise_exception=True)
        hook = webhooks.webhook_create(user=request.user, **body.validated_data)
        return Response(WebhookCreated(hook).data, status=status.HTTP_201_CREATED)
    return Response(WebhookIO(request.user.webhooks.filter(stream__isnull=True), many=True).data)


@extend_schema(request=None, responses={204: None, **ERRORS})
@api_view(["DELETE"])
@permission_classes(AUTH)
def webhook_delete(request: Request, webhook_id: int) -> Response:
    webhooks.webhook_delete(user=request.user, webhook_id=webhook_id)
    return Response(status=status.HTTP_204_NO_CONTENT)


@extend_schema(methods=["GET"], responses={200: WebhookIO(many=True), **ERRORS})
@extend_schema(methods=["POST"], request=WebhookIO, responses={201: WebhookCreated, **ERRORS})
@api_view(["GET", "POST"])
@permission_classes(AUTH)
def stream_webhooks(request: Request, stream_id: int) -> Response:
    """The webhooks of a tournament or league season you organise (``stream_id``: the
    ``stream`` of the tournament or season object). They get the event's news: a round
    paired (``round_paired``), a game's result (``table_result``), the standings after it
    (``standings``) and the end (``event_over``). POST registers one (``url``, ``format``
    json | discord | slack; at most 5 an event): the URL must be a public http(s) address
    on an allowed port, and the signing secret is in the POST's answer only. Only the
    organiser may see or change them (403 for anyone else)."""
    if request.method == "POST":
        body = WebhookIO(data=request.data)
        body.is_valid(raise_exception=True)
        hook = event_webhooks.event_webhook_create(user=request.user, stream_id=stream_id,
                                                   **body.validated_data)  # fmt: skip
        return Response(WebhookCreated(hook).data, status=status.HTTP_201_CREATED)
    hooks = event_webhooks.event_webhooks_of(user=request.user, stream_id=stream_id)
    return Response(WebhookIO(hooks, many=True).data)


@extend_schema(request=None, responses={204: None, **ERRORS})
@api_view(["DELETE"])
@permission_classes(AUTH)
def stream_webhook_delete(request: Request, stream_id: int, webhook_id: int) -> Response:
    """Remove one of the webhooks of a tournament or league season you organise."""
    event_webhooks.event_webhook_delete(user=request.user, stream_id=stream_id,
                                        webhook_id=webhook_id)  # fmt: skip
    return Response(status=status.HTTP_204_NO_CONTENT)
