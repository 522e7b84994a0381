"""The organiser's Webhooks section of a tournament's or league season's page: drawn for the
organiser alone, by the same rule the API keeps (``notifications.outbound.organised``: the
organiser the stream's first event names); the section's script talks to the API, which
refuses anyone else."""

from __future__ import annotations

from django.http import HttpRequest

from leagues.models import Season
from notifications.outbound.organised import organiser_of
from shared.errors import NotFound


def webhooks_context(request: HttpRequest, stream_id: int | None) -> dict:
    """``event_webhooks``: the API path of the stream's webhooks when the reader organises
    it, else None (no section)."""
    if stream_id is None or not request.user.is_authenticated:
        return {"event_webhooks": None}
    try:
        mine = organiser_of(stream_id) == request.user.pk
    except NotFound:
        mine = False
    return {"event_webhooks": f"streams/{stream_id}/webhooks/" if mine else None}


def season_stream(league_id: int, number: int | None) -> int | None:
    """The stream of the league's season ``number`` (None: the latest), if there is one."""
    seasons = Season.objects.filter(league_id=league_id).order_by("-number")
    if number is not None:
        seasons = seasons.filter(number=number)
    return seasons.values_list("stream_id", flat=True).first()
