"""Pages outside the API: one-click unsubscribe (RFC 8058, no login) and the calendar."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.csrf import csrf_exempt

from games.errors import IllegalAction, NotFound
from notifications.calendar_feed import calendar_feed
from notifications.preferences import kind_label, preferences_unsubscribe


@csrf_exempt  # mail clients POST "List-Unsubscribe=One-Click" here: the token is the key
def unsubscribe(request: HttpRequest, token: str) -> HttpResponse:
    """GET asks to confirm (link scanners must not unsubscribe anyone); POST does it."""
    if request.method != "POST":
        return render(request, "notifications/unsubscribe.html", {"token": token, "done": False})
    try:
        _, kind = preferences_unsubscribe(token=token)
    except IllegalAction as bad:
        return render(request, "notifications/unsubscribe.html", {"error": bad.message},
                      status=400)  # fmt: skip
    label = "all notifications" if kind == "all" else f'"{kind_label(kind)}" emails'
    return render(request, "notifications/unsubscribe.html", {"done": True, "label": label})


def calendar(request: HttpRequest, token: str) -> HttpResponse:
    try:
        body = calendar_feed(token=token)
    except NotFound as missing:
        return HttpResponse(missing.message, status=404, content_type="text/plain")
    return HttpResponse(body, content_type="text/calendar; charset=utf-8")
