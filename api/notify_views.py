"""REST endpoints of asynchronous play: notification settings, vacations, deadlines,
webhooks, taking a seat back from the bot, offering it to a replacement, the lobby's
open seats in running games, and invitations. Each view calls one service or selector."""

from __future__ import annotations

from django.utils import timezone
from drf_spectacular.utils import extend_schema, extend_schema_field
from rest_framework import permissions, serializers, status
from rest_framework.decorators import api_view, permission_classes, throttle_classes
from rest_framework.request import Request
from rest_framework.response import Response

from accounts import services as accounts
from api.serializers import ErrorOut, GameOut
from api.throttles import Invite
from games import handover, selectors
from notifications.calendars import agenda
from notifications.models import Mode, Webhook
from notifications.outbound import invitations, preferences, webhooks

AUTH = [permissions.IsAuthenticated]
ERRORS = {400: ErrorOut, 403: ErrorOut, 404: ErrorOut}


# --- shapes -----------------------------------------------------------------------------
@extend_schema_field({"type": "string", "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9]$",
                      "example": "22:30", "description": "A local time, HH:MM."})  # fmt: skip
class LocalTimeField(serializers.TimeField):
    """A wall-clock time without a zone ("22:30"); OpenAPI's format ``time`` would demand
    seconds and an offset, which quiet hours do not have."""


class PreferencesIO(serializers.Serializer):
    modes = serializers.DictField(child=serializers.ChoiceField(choices=Mode.values),
                                  required=False,
                                  help_text="kind -> immediate | digest | never")  # fmt: skip
    digest_hours = serializers.IntegerField(required=False, min_value=1, max_value=168)
    quiet_start = LocalTimeField(required=False, allow_null=True, format="%H:%M")
    quiet_end = LocalTimeField(required=False, allow_null=True, format="%H:%M")
    new_calendar_url = serializers.BooleanField(required=False, write_only=True)
    calendar_url = serializers.CharField(read_only=True)


class VacationIO(serializers.Serializer):
    id = serializers.IntegerField(read_only=True)
    first_day = serializers.DateField()
    last_day = serializers.DateField()
    starts_at = serializers.DateTimeField(read_only=True)
    ends_at = serializers.DateTimeField(read_only=True)
    days = serializers.IntegerField(read_only=True)


class VacationDaysOut(serializers.Serializer):
    year = serializers.IntegerField(help_text="This year, in your time zone.")
    allowance = serializers.IntegerField(help_text="Vacation days you may take per year.")
    days_left = serializers.IntegerField(help_text="Days you may still take this year.")
    days_left_next_year = serializers.IntegerField()


class WebhookIO(serializers.Serializer):
    id = serializers.IntegerField(read_only=True)
    url = serializers.URLField(max_length=500)
    format = serializers.ChoiceField(choices=Webhook.Format.values, default="json")
    active = serializers.BooleanField(read_only=True)
    last_error = serializers.CharField(
        read_only=True, help_text='Why the last delivery failed, e.g. "delivery failed: HTTP 500".'
    )


class WebhookCreated(WebhookIO):
    """The secret is shown once, when the webhook is registered, never again."""

    secret = serializers.CharField(read_only=True, help_text="Verify signatures with it.")


class InviteRequest(serializers.Serializer):
    email = serializers.CharField(max_length=254)


class DeadlineOut(serializers.Serializer):
    game = serializers.IntegerField()
    kind = serializers.CharField()
    title = serializers.CharField()
    seat = serializers.IntegerField()
    version = serializers.IntegerField()
    deadline = serializers.CharField(allow_null=True, help_text="ISO time in your zone.")
    deadline_text = serializers.CharField()
    time_zone = serializers.CharField()
    time_control = serializers.CharField()
    url = serializers.CharField()


class OpenSeatOut(serializers.Serializer):
    seat = serializers.IntegerField(source="number")
    game = GameOut()


# --- views ------------------------------------------------------------------------------
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
    return Response(preferences.preferences_json(prefs))


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
    return Response(accounts.vacation_allowance_of(user=request.user))


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
    return Response(agenda.deadlines_of(user=request.user))


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
    return Response(WebhookIO(request.user.webhooks.all(), many=True).data)


@extend_schema(request=None, responses={204: None, **ERRORS})
@api_view(["DELETE"])
@permission_classes(AUTH)
def webhook_delete(request: Request, webhook_id: int) -> Response:
    webhooks.webhook_delete(user=request.user, webhook_id=webhook_id)
    return Response(status=status.HTTP_204_NO_CONTENT)


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


@extend_schema(request=InviteRequest, responses={202: None, **ERRORS})
@api_view(["POST"])
@permission_classes(AUTH)
@throttle_classes([Invite])
def invite(request: Request, game_id: int) -> Response:
    """Email an invitation with the join link (creator and players, open games)."""
    body = InviteRequest(data=request.data)
    body.is_valid(raise_exception=True)
    invitations.game_invite(user=request.user, game_id=game_id,
                            address=body.validated_data["email"])  # fmt: skip
    return Response({"detail": "The invitation is on its way."}, status=status.HTTP_202_ACCEPTED)
