"""Celery tasks run in a log context too: the request id of whoever queued them (carried
in a message header), the task's name as the command, its game if it names one."""

from __future__ import annotations

import uuid

from celery.signals import before_task_publish, task_postrun, task_prerun

from observability import context

HEADER = "vitrine_request_id"


@before_task_publish.connect
def _carry_request_id(headers: dict | None = None, **_) -> None:
    if headers is not None and (request_id := context.get("request_id")):
        headers.setdefault(HEADER, request_id)


@task_prerun.connect
def _enter_task(task_id: str | None = None, task=None, args=None, kwargs=None, **_) -> None:
    context.clear()
    request_id = getattr(task.request, HEADER, None) if task is not None else None
    context.set_value("request_id", request_id or task_id or uuid.uuid4().hex)
    context.set_value("command", getattr(task, "name", None))
    game_id = (kwargs or {}).get("game_id")
    if game_id is None and getattr(task, "name", "") == "games.play_bots" and args:
        game_id = args[0]
    context.set_value("game_id", game_id)


@task_postrun.connect
def _leave_task(**_) -> None:
    context.clear()
