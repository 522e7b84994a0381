"""Log records with the context (request id, user, game, command) on every line: one JSON
object per line in production (python-json-logger), readable text in development."""

from __future__ import annotations

import logging
from typing import Any

from django.utils.functional import SimpleLazyObject, empty

from observability import context

TEXT_FORMAT = ("%(asctime)s %(levelname)s %(name)s [req=%(request_id)s user=%(user_id)s "
               "game=%(game_id)s cmd=%(command)s] %(message)s")  # fmt: skip
JSON_FIELDS = "%(asctime)s %(levelname)s %(name)s %(message)s"


def _user_id_of(request: Any) -> int | None:
    """The request's user id if it is already known, never loading it (a log line must
    not run a query): DRF sets ``request.user`` once it has authenticated."""
    user = request.__dict__.get("user")
    if isinstance(user, SimpleLazyObject):
        user = None if user._wrapped is empty else user._wrapped
    return getattr(user, "pk", None)


class ContextFilter(logging.Filter):
    """Adds the context fields to every record (None when unknown)."""

    def filter(self, record: logging.LogRecord) -> bool:
        for name in context.FIELDS:
            if getattr(record, name, None) is None:
                setattr(record, name, context.get(name))
        if record.user_id is None and (request := context.current_request.get()) is not None:
            record.user_id = _user_id_of(request)
        return True


def logging_config(*, json: bool, level: str) -> dict[str, Any]:
    """The LOGGING setting: everything through one console handler on stderr."""
    formatter = (
        {"()": "pythonjsonlogger.json.JsonFormatter", "fmt": JSON_FIELDS,
         "rename_fields": {"asctime": "time", "levelname": "level", "name": "logger"},
         "reserved_attrs": [*_RESERVED], "datefmt": "%Y-%m-%dT%H:%M:%S%z"}
        if json else {"format": TEXT_FORMAT}
    )  # fmt: skip
    return {
        "version": 1,
        "disable_existing_loggers": False,
        "filters": {"context": {"()": "observability.logs.ContextFilter"}},
        "formatters": {"main": formatter},
        "handlers": {
            "console": {
                "class": "logging.StreamHandler",
                "filters": ["context"],
                "formatter": "main",
            }
        },  # fmt: skip
        "root": {"handlers": ["console"], "level": level},
        # Celery and gunicorn log through the root handler too, so every line is alike.
        "loggers": {"celery": {"level": level}, "gunicorn.error": {"level": level}},
    }


# Standard LogRecord attributes left out of the JSON (the context fields stay in).
_RESERVED = (
    "args", "created", "exc_info", "exc_text", "filename", "funcName", "levelno", "lineno",
    "module", "msecs", "msg", "pathname", "process", "processName", "relativeCreated",
    "stack_info", "thread", "threadName", "taskName",
)  # fmt: skip
