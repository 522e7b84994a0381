"""Page shells: the data on them comes from the REST API (or, here, the same selectors)."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render

from games.engine import all_kinds


def home(request: HttpRequest) -> HttpResponse:
    return render(request, "web/home.html", {"kinds": all_kinds()})
