"""A move's tasks (the next player's email, the bots' turn) are published once the move's
answer is sent, not while the player waits (games/enqueue.py); outside a web request, and
in eager mode, at the commit as before. Nothing held is ever left behind."""

from __future__ import annotations

import pytest
from django.core.signals import request_finished, request_started
from django.db import transaction

from config.celery import app as celery_app
from games import enqueue
from games.tasks import play_bots
from tests.support.api_bot import nim_over_the_api

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def eager():
    """Tasks queued (not eager) unless a test says otherwise; put back afterwards."""
    was = celery_app.conf.task_always_eager
    celery_app.conf.task_always_eager = False
    yield
    celery_app.conf.task_always_eager = was


@pytest.fixture
def published(monkeypatch, eager):
    sent: list[tuple[str, tuple]] = []
    monkeypatch.setattr(enqueue, "publish", lambda task, *args: sent.append((task.name, args)))
    return sent


def test_in_a_request_the_publish_waits_for_the_answer(published):
    request_started.send(sender=None)
    with transaction.atomic():
        enqueue.after_commit(play_bots, 7)
    assert published == []  # committed, but the answer is not sent yet
    request_finished.send(sender=None)
    assert published == [("games.play_bots", (7,))]
    request_finished.send(sender=None)  # a second close publishes nothing twice
    assert published == [("games.play_bots", (7,))]


def test_a_rolled_back_request_publishes_nothing(published):
    request_started.send(sender=None)
    with pytest.raises(RuntimeError), transaction.atomic():
        enqueue.after_commit(play_bots, 7)
        raise RuntimeError("the move was refused")
    request_finished.send(sender=None)
    assert published == []


def test_outside_a_request_the_publish_is_at_the_commit(published):
    with transaction.atomic():
        enqueue.after_commit(play_bots, 8)
        assert published == []
    assert published == [("games.play_bots", (8,))]


def test_eager_mode_runs_at_the_commit_so_the_answer_shows_it(published):
    celery_app.conf.task_always_eager = True
    request_started.send(sender=None)
    with transaction.atomic():
        enqueue.after_commit(play_bots, 9)
    assert published == [("games.play_bots", (9,))]
    request_finished.send(sender=None)
    assert published == [("games.play_bots", (9,))]


def test_a_move_over_the_api_publishes_the_next_players_email_once_answered(
    published, as_alice, as_bob
):
    game_id, mover, state = nim_over_the_api(as_alice, as_bob)
    published.clear()
    response = mover.post(f"/api/games/{game_id}/act/", {
        "version": state["version"], "choices": [state["prompt"]["options"][0]["id"]]},
        format="json")  # fmt: skip
    assert response.status_code == 200
    # the test client closes the response as a server does once it is sent
    assert [name for name, _ in published] == ["notifications.send"]
    assert enqueue._request.held is None


def test_a_publish_that_fails_after_the_answer_is_logged_and_the_rest_go(
    monkeypatch, caplog, eager
):
    sent = []

    def flaky(task, *args):
        if args == (1,):
            raise ValueError("the broker's client broke")
        sent.append(args)

    monkeypatch.setattr(enqueue, "publish", flaky)
    request_started.send(sender=None)
    with transaction.atomic():
        enqueue.after_commit(play_bots, 1)
        enqueue.after_commit(play_bots, 2)
    request_finished.send(sender=None)
    assert sent == [(2,)]
    assert "publishing games.play_bots(1,) after the response failed" in caplog.text
