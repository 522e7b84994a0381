"""The soak, briefly: 4 clients race for 20 s on shared games of every kind through real
gunicorn workers on PostgreSQL; the command audits the database and fails on any problem."""

from __future__ import annotations

import re
from io import StringIO

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError
from django.db import connection

pytestmark = [pytest.mark.postgres, pytest.mark.django_db(transaction=True)]


def test_a_short_soak_keeps_every_game_consistent_and_every_409_a_real_race():
    if connection.vendor != "postgresql":
        pytest.skip("the soak runs real gunicorn workers on PostgreSQL (CI)")
    out = StringIO()
    try:
        call_command("soak", clients=4, seconds=20, stdout=out)
    finally:
        print(out.getvalue())  # what the soak did, and each problem it found
    text = out.getvalue()
    assert "soak: OK" in text
    accepted = int(re.search(r"moves accepted (\d+)", text).group(1))
    errors = int(re.search(r"errors (\d+)", text).group(1))
    games = int(re.search(r"games: (\d+)", text).group(1))
    assert accepted > 0 and errors == 0
    assert games >= 4  # one of every kind


def test_the_soak_refuses_sqlite():
    if connection.vendor == "postgresql":
        pytest.skip("the refusal is for SQLite")
    with pytest.raises(CommandError, match="PostgreSQL"):
        call_command("soak", clients=1, seconds=1, stdout=StringIO())


@pytest.mark.django_db
def test_the_soak_audit_catches_a_false_409_and_a_lost_move(alice, bob):
    """The audit's own checks can fail: a 409 while the version had not moved, and a
    committed move no client was told about."""
    from django.utils import timezone

    from benchmarks.soak.audit import audit_run
    from benchmarks.soak.players import Outcome, Record
    from games import services
    from games.models import Event
    from tests.notifications.conftest import mover, nim_for_two

    game = nim_for_two(alice, bob)
    start = Event.objects.order_by("-id").values_list("id", flat=True).first()
    services.game_act(user=mover(game, alice, bob), game_id=game.pk, version=game.version,
                      choices=("1",))  # fmt: skip
    now = timezone.now()
    record = Record([Outcome("conflict", game.pk, 0, 0.01, now, sent_version=game.version + 1,
                             seen_version=game.version + 1)])  # fmt: skip
    problems = audit_run("http://127.0.0.1:9", [], record, start).problems
    assert any("a 409 for version" in p for p in problems), problems
    assert any("0 moves were accepted but 1 commands" in p for p in problems), problems

    honest = Record([Outcome("accepted", game.pk, 0, 0.01, now),
                     Outcome("conflict", game.pk, 1, 0.01, now, sent_version=game.version,
                             seen_version=game.version + 1)])  # fmt: skip
    assert audit_run("http://127.0.0.1:9", [], honest, start).problems == []
