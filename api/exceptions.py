"""Every API error is JSON ``{"code", "detail"}``; service errors map to HTTP here."""

from __future__ import annotations

import math
from datetime import timedelta

from django.core.exceptions import RequestDataTooBig
from django.core.exceptions import ValidationError as DjangoValidationError
from django.db import InterfaceError, OperationalError, connections
from django.utils import timezone
from rest_framework import exceptions, status
from rest_framework.response import Response
from rest_framework.views import exception_handler

from games.errors import StaleVersion
from shared.errors import Forbidden, IllegalAction, NotFound, RateLimited


def _flatten(detail) -> str:
    if isinstance(detail, dict):
        return " ".join(
            f"{k}: {_flatten(v)}" if k != "non_field_errors" else _flatten(v)
            for k, v in detail.items()
        )
    if isinstance(detail, list):
        return " ".join(_flatten(d) for d in detail)
    return str(detail)


DATABASE_RETRY_AFTER = 5  # seconds: a restarted or failed-over database is back by then


def _drop_broken_connections() -> None:
    """A connection that died (the server restarted, failed over, or killed it) is closed
    now, so the next request opens a fresh one instead of failing on the dead one."""
    for conn in connections.all(initialized_only=True):
        if not conn.in_atomic_block:
            conn.close_if_unusable_or_obsolete()


def database_unavailable() -> Response:
    _drop_broken_connections()
    # A move carries the version it answers, so a retry can never count twice; if the
    # commit did land before the connection died, the retry is told 409 with the state.
    response = Response(
        {"code": "unavailable", "detail": "The database did not answer, so this may not "
         "have been saved. Try again in a few seconds; a move carries its version, so it "
         "never counts twice.", "retry_after": DATABASE_RETRY_AFTER},
        status=status.HTTP_503_SERVICE_UNAVAILABLE)  # fmt: skip
    response["Retry-After"] = str(DATABASE_RETRY_AFTER)
    return response


def handler(exc, context):
    extra: dict = {}
    if isinstance(exc, RateLimited):  # a limit counted inside the view (api.throttles)
        exc = exceptions.Throttled(exc.wait)
    if isinstance(exc, OperationalError | InterfaceError):
        return database_unavailable()
    if isinstance(exc, IllegalAction):
        code, http, detail = "illegal", status.HTTP_400_BAD_REQUEST, exc.message
    elif isinstance(exc, Forbidden):
        code, http, detail = "forbidden", status.HTTP_403_FORBIDDEN, exc.message
    elif isinstance(exc, NotFound):
        code, http, detail = "not_found", status.HTTP_404_NOT_FOUND, exc.message
    elif isinstance(exc, StaleVersion):
        code, http, detail = "stale_version", status.HTTP_409_CONFLICT, exc.message
        extra["version"] = exc.current
    elif isinstance(exc, DjangoValidationError):
        code, http, detail = "invalid", status.HTTP_400_BAD_REQUEST, " ".join(exc.messages)
    else:
        response = exception_handler(exc, context)
        if response is None:
            return None
        if isinstance(exc, exceptions.ValidationError):
            code = "invalid"
            extra["fields"] = exc.detail
        elif isinstance(exc, exceptions.Throttled):
            # DRF has set Retry-After; the body says the same in words and in seconds.
            wait = max(int(math.ceil(exc.wait or 1)), 1)
            response["Retry-After"] = str(wait)
            retry_at = timezone.now() + timedelta(seconds=wait)
            response.data = {
                "code": "throttled",
                "detail": f"Too many requests of this kind; try again in {wait} seconds "
                f"(at {retry_at:%H:%M:%S} UTC).",
                "retry_after": wait,
                "retry_at": retry_at.isoformat(timespec="seconds"),
            }
            return response
        else:
            code = getattr(exc, "default_code", "error")
        response.data = {"code": code, "detail": _flatten(getattr(exc, "detail", str(exc))),
                         **extra}  # fmt: skip
        return response
    return Response({"code": code, "detail": detail, **extra}, status=http)


def bad_request(request, exception=None):
    """JSON 400 (413 for a body over DATA_UPLOAD_MAX_MEMORY_SIZE) for API paths, where
    Django itself refuses a request before any view runs; HTML elsewhere."""
    from django.conf import settings
    from django.http import JsonResponse
    from django.views.defaults import bad_request as html_bad_request

    if not request.path.startswith("/api/"):
        return html_bad_request(request, exception)
    if isinstance(exception, RequestDataTooBig):
        limit = settings.DATA_UPLOAD_MAX_MEMORY_SIZE
        return JsonResponse(
            {"code": "too_large", "detail": f"The request body is too large: send at most "
             f"{limit:,} bytes."}, status=413)  # fmt: skip
    return JsonResponse({"code": "bad_request", "detail": "This request cannot be read; check "
                         "its headers and body against /api/docs/."}, status=400)  # fmt: skip


def page_not_found(request, exception=None):
    """JSON 404 for API paths (every API error is {"code", "detail"}); HTML elsewhere."""
    from django.http import JsonResponse
    from django.views.defaults import page_not_found as html_not_found

    if request.path.startswith("/api/"):
        return JsonResponse(
            {"code": "not_found", "detail": f"There is no API endpoint at {request.path}; "
             "see /api/docs/."}, status=404)  # fmt: skip
    return html_not_found(request, exception)


def server_error(request):
    from django.http import JsonResponse
    from django.views.defaults import server_error as html_server_error

    if request.path.startswith("/api/"):
        return JsonResponse(
            {"code": "server_error", "detail": "Something broke on our side; nothing was "
             "changed. Try again, and tell us if it keeps happening."}, status=500)  # fmt: skip
    return html_server_error(request)
