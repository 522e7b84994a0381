"""One NDJSON stream for any set of games: every game of the set that is over and that
the requester may export, in id order, one ``/export/`` document per line.

Wiring a new set is one line in its view::

    return ndjson_export(request, Game.objects.filter(tournament=t), filename="...")

with ``@export_schema(...)`` above it for the OpenAPI schema, ``Export`` as its throttle
and ``@streams`` under ``@api_view``. The query parameters (``kind``, ``since``, ``until``, ``after``, ``limit``) are
read and checked before the first byte is sent, so bad input is an ordinary 400.

Memory stays flat whatever the number of games: games are read 100 at a time after a
keyset cursor (the last id sent), and each game's events through ``read_stream`` in
batches, encoded as they come (``selectors.game_export``)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from datetime import datetime

from django.contrib.auth.models import AbstractBaseUser
from django.db.models import QuerySet
from django.http import StreamingHttpResponse
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework.negotiation import BaseContentNegotiation
from rest_framework.request import Request

from api.conventions import ErrorOut
from api.exports.gzip import accepts_gzip, gzipped
from api.games.serializers import ExportOut
from api.params import after_param, choice_param, instant_param, limit_param, paging
from games import selectors
from games.engine import all_kinds
from games.models import Game
from shared.errors import IllegalAction

MEDIA_TYPE = "application/x-ndjson"
DEFAULT_LIMIT, MAX_LIMIT = 1000, 10_000  # games per response
BATCH = 100  # games read per query


@dataclass(frozen=True)
class Selection:
    """What the query string asks for."""

    kind: str | None
    since: datetime | None
    until: datetime | None  # exclusive
    after: int
    limit: int


def selection(request: Request) -> Selection:
    """The query parameters, checked: a 400 naming the parameter for anything wrong."""
    kind = choice_param(request, "kind", [k.slug for k in all_kinds()], None)
    since = instant_param(request, "since")
    until = instant_param(request, "until", whole_day_to=True)
    if since and until and until <= since:
        raise IllegalAction("'until' must come after 'since'.")
    after = after_param(request) or 0
    return Selection(kind, since, until, after, limit_param(request, DEFAULT_LIMIT, MAX_LIMIT))


def chosen(games: QuerySet[Game], user: AbstractBaseUser | None, sel: Selection) -> QuerySet:
    """The games of the set the user may export, filtered as asked, in id order."""
    rows = selectors.games_exportable(user, games)
    if sel.kind:
        rows = rows.filter(kind=sel.kind)
    if sel.since:
        rows = rows.filter(finished_at__gte=sel.since)
    if sel.until:
        rows = rows.filter(finished_at__lt=sel.until)
    return rows.order_by("pk")


def export_lines(
    games: QuerySet[Game], user: AbstractBaseUser | None, *, after: int, limit: int
) -> Iterator[bytes]:
    """Up to ``limit`` games of ``games`` with ids above ``after``, each game's document in
    chunks, the last chunk of each ending its line with ``\\n``."""
    sent = 0
    while sent < limit:
        want = min(BATCH, limit - sent)
        page = list(games.filter(pk__gt=after).prefetch_related("seats")[:want])
        for game in page:
            last = b""
            for chunk in selectors.game_export(user=user, game=game):
                if last:
                    yield last
                last = chunk
            yield last + b"\n"
            # A prefetched seat points back at its game: a cycle that only the collector's
            # rare full passes free. Dropping the game's side lets each page go at once.
            game._prefetched_objects_cache.clear()
        sent += len(page)
        if len(page) < want:
            return
        after = page[-1].pk


def ndjson_export(
    request: Request, games: QuerySet[Game], *, filename: str
) -> StreamingHttpResponse:
    """The bulk export of ``games`` for this request, gzipped when the client accepts it."""
    sel = selection(request)
    lines = export_lines(chosen(games, request.user, sel), request.user, after=sel.after,
                         limit=sel.limit)  # fmt: skip
    gzip = accepts_gzip(request.headers.get("Accept-Encoding", ""))
    response = StreamingHttpResponse(gzipped(lines) if gzip else lines, content_type=MEDIA_TYPE)
    if gzip:
        response["Content-Encoding"] = "gzip"
    response["Vary"] = "Accept-Encoding"
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    return response


class JSONErrors(BaseContentNegotiation):
    """The stream is the answer whatever ``Accept`` says, and a refusal is always JSON:
    the first renderer, never a 406."""

    def select_parser(self, request, parsers):
        return parsers[0] if parsers else None

    def select_renderer(self, request, renderers, format_suffix=None):
        return renderers[0], renderers[0].media_type


def streams(view):
    """For a function view under ``@api_view``: refusals in JSON whatever ``Accept`` says."""
    view.content_negotiation_class = JSONErrors
    return view


RESUME = (
    "Games come in id order, one export document per line (each carries its `id`); games "
    "still in play are left out. To resume a stream that broke off, or to read on after "
    "`limit` games, ask again with `after` = the id of the last complete line; fewer lines "
    "than `limit` means the end. To collect what finished since an earlier export, ask with "
    "`since` = when you made it: ids follow creation, and an older game may finish later."
)
GZIP = "Send `Accept-Encoding: gzip` to get the stream gzipped (`Content-Encoding: gzip`)."


def export_schema(description: str, operation_id: str):
    """The OpenAPI description of a bulk export operation: its parameters and answers."""
    return extend_schema(
        operation_id=operation_id,
        description=f"{description}\n\n{RESUME} {GZIP}",
        parameters=[
            OpenApiParameter(
                "kind", str, description="Only games of this kind (a slug of /api/kinds/)."
            ),
            OpenApiParameter(
                "since",
                str,
                description="Only games finished at or after this "
                "ISO 8601 date or date-time (UTC unless it says), e.g. 2026-12-01 "
                "or 2026-12-01T18:30:00Z.",
            ),
            OpenApiParameter(
                "until",
                str,
                description="Only games finished before this "
                "date-time, or on or before this date (a date is the whole day).",
            ),
            *paging(
                "games",
                "Only games with a larger id: the id of the last line you received, to resume.",
                DEFAULT_LIMIT,
                MAX_LIMIT,
            ),
        ],
        responses={
            (200, MEDIA_TYPE): OpenApiResponse(
                ExportOut, description="NDJSON: one game's export document per line."
            ),
            400: ErrorOut,
        },  # fmt: skip
    )
