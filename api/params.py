"""Query parameters: whole numbers within what the database can hold, or a 400 saying so."""

from __future__ import annotations

from rest_framework.pagination import LimitOffsetPagination
from rest_framework.request import Request

from games.errors import IllegalAction

BIGGEST = 2**63 - 1  # PostgreSQL's bigint and SQLite's INTEGER; beyond it a query fails
# The same ranges for the OpenAPI schema's parameters.
WHOLE = {"type": "integer", "minimum": 0, "maximum": BIGGEST}
POSITIVE = {"type": "integer", "minimum": 1, "maximum": BIGGEST}


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


class Pagination(LimitOffsetPagination):
    """DRF's limit/offset pages, with bounded numbers: ``limit`` above ``max_limit`` gives
    ``max_limit`` rows; a number that is not one, or too big for the database, is a 400."""

    default_limit = 50
    max_limit = 500

    def get_limit(self, request: Request) -> int:
        return min(int_param(request, self.limit_query_param, self.default_limit, minimum=1),
                   self.max_limit)  # fmt: skip

    def get_offset(self, request: Request) -> int:
        return int_param(request, self.offset_query_param, 0)
