"""Refuse API requests whose query string no view could use safely.

A NUL character in a query parameter (``?kind=a%00b``) reaches the database in filters,
and PostgreSQL refuses NUL in text: the request would end in a 500. Every API error is
JSON, so this answers a 400 ``{"code", "detail"}`` before any view runs."""

from __future__ import annotations

from collections.abc import Callable

from django.http import HttpRequest, HttpResponse, JsonResponse


class ApiQueryGuard:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if request.path.startswith("/api/") and any(
            "\x00" in key or any("\x00" in v for v in values) for key, values in request.GET.lists()
        ):
            return JsonResponse(
                {"code": "invalid", "detail": "Query parameters may not contain NUL (%00) "
                 "characters."}, status=400)  # fmt: skip
        return self.get_response(request)
