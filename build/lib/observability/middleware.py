"""Every request runs in its own log context: a request id (the caller's X-Request-ID if
it sent a sensible one, else a new one, echoed in the response), the user, the game in
the URL, the view, and the road a move would come by."""

from __future__ import annotations

import re
import uuid
from collections.abc import Callable

from django.http import HttpRequest, HttpResponse

from observability import context

REQUEST_ID = re.compile(r"^[A-Za-z0-9._:+/=-]{1,128}$")


def road_of(request: HttpRequest) -> str:
    """Browser pages and the web client use the session; scripts send a token; inbound
    email arrives through the provider's webhook or the dev mailbox's reply form."""
    if request.path.startswith(("/anymail/", "/dev/mailbox/")):
        return "email"
    if request.headers.get("Authorization", "").lower().startswith(("bearer ", "token ")):
        return "api"
    return "web"


class RequestContextMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]):
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        # Cleared on the way in, not out: Django logs a 4xx/5xx after the middleware
        # chain returns, and that line belongs to this request too.
        context.clear()
        given = request.headers.get("X-Request-ID", "")
        request_id = given if REQUEST_ID.match(given) else uuid.uuid4().hex
        request.request_id = request_id
        context.set_value("request_id", request_id)
        context.set_value("road", road_of(request))
        context.current_request.set(request)
        response = self.get_response(request)
        response["X-Request-ID"] = request_id
        return response

    def process_view(self, request: HttpRequest, view_func, view_args, view_kwargs) -> None:
        if "game_id" in view_kwargs:
            context.set_value("game_id", view_kwargs["game_id"])
        match = getattr(request, "resolver_match", None)
        context.set_value("command", match.view_name if match else view_func.__name__)
