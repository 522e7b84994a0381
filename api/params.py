"""Query parameters, read one way for every endpoint: whole numbers within what the database
can hold, yes/no flags, one of a few words, and the one paging style of every list
(``after`` + ``limit``, answered with ``next_after``). A bad value is a 400 saying what is
allowed."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime, time, timedelta
from typing import Any

from django.db.models import QuerySet
from django.utils.dateparse import parse_date, parse_datetime
from drf_spectacular.utils import OpenApiParameter
from rest_framework.request import Request

from shared.errors import IllegalAction

BIGGEST = 2**63 - 1  # PostgreSQL's bigint and SQLite's INTEGER; beyond it a query fails
# The same ranges for the OpenAPI schema's parameters.
WHOLE = {"type": "integer", "minimum": 0, "maximum": BIGGEST}
POSITIVE = {"type": "integer", "minimum": 1, "maximum": BIGGEST}
MAX_LIMIT = 500  # rows in one page; a bigger ``limit`` gives this many
YES, NO = ("1", "true", "yes"), ("0", "false", "no")


def int_param(
    request: Request, name: str, default: int | None, *, minimum: int = 0, maximum: int = BIGGEST
) -> int | None:
    """The query parameter ``name`` as an int in [minimum, maximum], ``default`` if absent.
    Raises IllegalAction (a 400) for anything else, naming the allowed range."""
    raw = request.query_params.get(name)
    if raw in (None, ""):
        return default
    try:
        value = int(raw)
    except ValueError:
        value = None
    if value is None or not minimum <= value <= maximum:
        raise IllegalAction(
            f"'{name}' must be a whole number from {minimum} to {maximum}, not {raw[:40]!r}."
        )
    return value


def bool_param(request: Request, name: str) -> bool:
    """A yes/no flag: true/false, yes/no or 1/0 (absent is no); anything else is a 400."""
    raw = request.query_params.get(name, "").lower()
    if raw in ("", *NO):
        return False
    if raw in YES:
        return True
    raise IllegalAction(f"'{name}' must be true or false, not {raw[:40]!r}.")


def choice_param(request: Request, name: str, choices: Sequence[str], default: str | None) -> Any:
    """One of ``choices``, ``default`` if absent; anything else is a 400 listing them."""
    raw = request.query_params.get(name)
    if raw in (None, ""):
        return default
    if raw not in choices:
        raise IllegalAction(f"'{name}' must be one of: {', '.join(choices)}.")
    return raw


def instant_param(request: Request, name: str, *, whole_day_to: bool = False) -> datetime | None:
    """An ISO 8601 date-time (UTC unless it carries an offset) or date, None if absent. A
    date is its first instant, or with ``whole_day_to`` the first instant of the next day
    (so an end bound of a date includes that whole day); anything else is a 400."""
    raw = request.query_params.get(name)
    if raw in (None, ""):
        return None
    try:
        day = parse_date(raw)  # first: a date alone would parse as a date-time too
        if day is not None:
            moment = datetime.combine(day, time(), UTC) + timedelta(days=whole_day_to)
        else:
            moment = parse_datetime(raw)
    except (ValueError, OverflowError):
        moment = None
    if moment is None:
        raise IllegalAction(
            f"'{name}' must be an ISO 8601 date (2026-12-01) or date-time "
            f"(2026-12-01T18:30:00Z), not {raw[:40]!r}."
        )
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


# --- paging: every list is read in pages after a cursor --------------------------------
def after_param(request: Request, default: int | None = 0) -> int | None:
    """``after``: the ``next_after`` of the page before (absent: from the start)."""
    return int_param(request, "after", default)


def limit_param(request: Request, default: int, maximum: int = MAX_LIMIT) -> int:
    """``limit``: rows per page, at least 1; more than ``maximum`` gives ``maximum``."""
    return min(int_param(request, "limit", default, minimum=1), maximum)


def paging(rows: str, after: str, default: int, maximum: int = MAX_LIMIT) -> list[OpenApiParameter]:
    """The schema's ``after`` and ``limit`` for a list of ``rows``."""
    return [
        OpenApiParameter("after", WHOLE, description=after),
        OpenApiParameter(
            "limit", POSITIVE,
            description=f"{rows.capitalize()} per page (max {maximum:,}, default {default:,}).",
        ),
    ]  # fmt: skip


def newest_first_page(rows: QuerySet, after: int | None, limit: int) -> list:
    """A page of a newest-first list (by id): the ``limit`` rows after the cursor in the
    list's order, so ids below ``after``."""
    if after is not None:
        rows = rows.filter(pk__lt=after)
    return list(rows.order_by("-pk")[:limit])
