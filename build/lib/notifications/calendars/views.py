"""The personal calendar feed's page: the .ics behind the secret URL, no login."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse

from notifications.calendars.feed import calendar_feed
from shared.errors import NotFound


def calendar(request: HttpRequest, token: str) -> HttpResponse:
    try:
        body = calendar_feed(token=token)
    except NotFound as missing:
        return HttpResponse(missing.message, status=404, content_type="text/plain")
    return HttpResponse(body, content_type="text/calendar; charset=utf-8")
