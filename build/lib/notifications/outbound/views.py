"""One-click unsubscribe (RFC 8058): a page outside the API, reached without logging in."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.csrf import csrf_exempt

from notifications.outbound.preferences import kind_label, preferences_unsubscribe
from shared.errors import IllegalAction


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
